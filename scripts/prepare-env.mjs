// Makes sure the secrets the server needs exist before anything starts.
// Development (NODE_ENV unset or not "production"): missing secrets are generated once into the git-ignored .env.
// Production (NODE_ENV=production set by whoever starts us): a missing secret stops the start, naming it.
// The Web Push keys (VAPID, ADR 249) are generated in development too; in production they are optional: unset, the site
// offers no notifications and starts all the same.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'

export const SECRETS = ['PAYLOAD_SECRET', 'SESSION_SECRET', 'ENCRYPTION_KEY']

/** A P-256 key pair as Web Push wants it (RFC 8292): the public point uncompressed and the private scalar, base64url. */
export function vapidKeys() {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const point = publicKey.export({ format: 'jwk' })
  const scalar = privateKey.export({ format: 'jwk' })
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(point.x, 'base64url'), Buffer.from(point.y, 'base64url')])
  return { VAPID_PUBLIC_KEY: raw.toString('base64url'), VAPID_PRIVATE_KEY: scalar.d }
}

export function prepareEnv({ root = process.cwd(), production = process.env.NODE_ENV === 'production' } = {}) {
  const file = path.join(root, '.env')
  const fromFile = fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {}
  const isSet = (name) => Boolean(process.env[name] || fromFile[name])
  const missing = SECRETS.filter((name) => !isSet(name))
  const vapidMissing = !production && !isSet('VAPID_PUBLIC_KEY') && !isSet('VAPID_PRIVATE_KEY')
  if (missing.length === 0 && !vapidMissing) return { generated: [] }
  if (production) {
    throw new Error(
      `Missing required secret${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. ` +
        'Set them in the environment (at least 32 random characters each) before starting in production.',
    )
  }
  const lines = missing.map((name) => `${name}=${crypto.randomBytes(32).toString('base64url')}`)
  if (vapidMissing) {
    for (const [name, value] of Object.entries(vapidKeys())) {
      lines.push(`${name}=${value}`)
      missing.push(name)
    }
  }
  const prefix = fs.existsSync(file) && !fs.readFileSync(file, 'utf8').endsWith('\n') ? '\n' : ''
  fs.appendFileSync(file, `${prefix}# Generated for local development on ${new Date().toISOString()}\n${lines.join('\n')}\n`, {
    mode: 0o600,
  })
  return { generated: missing }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { generated } = prepareEnv()
    if (generated.length) console.log(`Generated ${generated.join(', ')} into .env (development only).`)
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
