import { describe, expect, it } from 'vitest'
import { createCipher, DecryptionError, isSealed } from './encryption.server'

const CURRENT = 'current-key-0123456789-0123456789-abcdef'
const RETIRED = 'retired-key-0123456789-0123456789-abcdef'
const OTHER = 'unrelated-key-0123456789-0123456789-abcd'

describe('birth data cipher', () => {
  it('seals a value as enc1.<key id>.<iv>.<tag>.<ciphertext> and opens it again', () => {
    const cipher = createCipher(CURRENT)
    for (const plain of ['1991-04-23', '05:47', 'नई दिल्ली', '-33.86882', '']) {
      const sealed = cipher.encrypt(plain)
      expect(sealed).toMatch(/^enc1\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]*$/)
      expect(sealed).not.toContain(plain || '\u0000')
      expect(isSealed(sealed)).toBe(true)
      expect(cipher.decrypt(sealed)).toBe(plain)
    }
  })

  it('uses a fresh IV each time, so equal birth dates do not look equal in the database', () => {
    const cipher = createCipher(CURRENT)
    const [first, second] = [cipher.encrypt('1991-04-23'), cipher.encrypt('1991-04-23')]
    expect(first).not.toBe(second)
    expect(first.split('.')[1]).toBe(second.split('.')[1])
  })

  it('opens a value sealed with a retired key while that key is listed, and asks for rotation', () => {
    const sealedBefore = createCipher(RETIRED).encrypt('Asia/Kolkata')
    const rotated = createCipher(CURRENT, [RETIRED])
    expect(rotated.decrypt(sealedBefore)).toBe('Asia/Kolkata')
    expect(rotated.needsRotation(sealedBefore)).toBe(true)
    expect(rotated.needsRotation(rotated.encrypt('Asia/Kolkata'))).toBe(false)
    expect(() => createCipher(CURRENT).decrypt(sealedBefore)).toThrow(/ENCRYPTION_KEYS_RETIRED/)
  })

  it('refuses a value that was altered, relabelled to another key, or is not sealed at all', () => {
    const cipher = createCipher(CURRENT, [OTHER])
    const sealed = cipher.encrypt('28.65195')
    const [prefix, id, iv, tag, body] = sealed.split('.') as [string, string, string, string, string]
    const flipped = Buffer.from(body, 'base64url')
    flipped[0] = flipped[0]! ^ 1
    expect(() => cipher.decrypt([prefix, id, iv, tag, flipped.toString('base64url')].join('.'))).toThrow(DecryptionError)
    // The key id is authenticated: the same ciphertext claimed by another configured key does not open.
    const otherId = createCipher(OTHER).encrypt('x').split('.')[1]!
    expect(() => cipher.decrypt([prefix, otherId, iv, tag, body].join('.'))).toThrow(DecryptionError)
    expect(() => cipher.decrypt('28.65195')).toThrow(DecryptionError)
    expect(isSealed('28.65195')).toBe(false)
    expect(isSealed(null)).toBe(false)
    expect(createCipher(CURRENT).needsRotation('28.65195')).toBe(false)
  })
})
