// Field-level encryption for customer birth data ("Data protection"; docs/encryption.md).
// AES-256-GCM with a fresh 96-bit IV per value. A value is stored as `enc1.<key id>.<iv>.<tag>.<ciphertext>`
// (base64url parts), so a row names the key that sealed it and a key rotation can run while the site is up.
import crypto from 'node:crypto'
import { getEnv } from './env.server'

const PREFIX = 'enc1'

type Key = { id: string; secret: Buffer }

/** A configured secret (any string of 32+ characters) becomes a 256-bit key; its id is public and short. */
function deriveKey(configured: string): Key {
  const secret = crypto.createHash('sha256').update(`cosmic-insights:birth-data:${configured}`).digest()
  const id = crypto.createHash('sha256').update(secret).digest('base64url').slice(0, 8)
  return { id, secret }
}

export class DecryptionError extends Error {
  override name = 'DecryptionError'
}

export type Cipher = {
  encrypt(plain: string): string
  decrypt(sealed: string): string
  /** True when the value was sealed by a key other than the current one (a rotation still has work to do). */
  needsRotation(sealed: string): boolean
}

export function createCipher(currentKey: string, retiredKeys: readonly string[] = []): Cipher {
  const current = deriveKey(currentKey)
  const keys = new Map([current, ...retiredKeys.map(deriveKey)].map((key) => [key.id, key]))

  return {
    encrypt(plain) {
      const iv = crypto.randomBytes(12)
      const cipher = crypto.createCipheriv('aes-256-gcm', current.secret, iv)
      // The key id is bound to the ciphertext, so a value cannot be relabelled to another key.
      cipher.setAAD(Buffer.from(current.id))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [PREFIX, current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.')
    },
    decrypt(sealed) {
      const parts = sealed.split('.')
      if (parts.length !== 5 || parts[0] !== PREFIX) throw new DecryptionError('Not an encrypted value')
      const [, id, iv, tag, body] = parts as [string, string, string, string, string]
      const key = keys.get(id)
      if (!key) throw new DecryptionError(`No configured key has id ${id}; add the old key to ENCRYPTION_KEYS_RETIRED`)
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key.secret, Buffer.from(iv, 'base64url'))
        decipher.setAAD(Buffer.from(id))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
      } catch {
        throw new DecryptionError('The value was altered or sealed with a different key')
      }
    },
    needsRotation(sealed) {
      return isSealed(sealed) && sealed.split('.')[1] !== current.id
    },
  }
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${PREFIX}.`) && value.split('.').length === 5
}

let configured: Cipher | undefined

/** The cipher for the keys in the environment (ENCRYPTION_KEY, ENCRYPTION_KEYS_RETIRED). */
export function birthDataCipher(): Cipher {
  if (!configured) {
    const env = getEnv()
    configured = createCipher(env.ENCRYPTION_KEY, env.ENCRYPTION_KEYS_RETIRED)
  }
  return configured
}
