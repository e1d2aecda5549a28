import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Stands in for Payload's own start-up dependency check, which is off (payload.config.ts, ADR 021).
const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies?: Record<string, string>
}
const all = { ...manifest.dependencies, ...manifest.devDependencies }
/** Published one patch behind the rest of Payload; nothing newer exists (ADR 021). */
const BEHIND = new Set(['@payloadcms/email-nodemailer'])

describe('Payload packages', () => {
  it('are all pinned to the exact version of payload itself', () => {
    const payload = all.payload!
    expect(payload).toMatch(/^\d+\.\d+\.\d+$/)
    const others = Object.entries(all).filter(([name]) => name.startsWith('@payloadcms/') && !BEHIND.has(name))
    expect(others.length).toBeGreaterThan(3)
    for (const [name, version] of others) expect({ name, version }).toEqual({ name, version: payload })
  })

  it('lets only the mail adapter lag, by one patch within the same minor version', () => {
    const [major, minor, patch] = all.payload!.split('.').map(Number) as [number, number, number]
    for (const name of BEHIND) {
      const [aMajor, aMinor, aPatch] = all[name]!.split('.').map(Number) as [number, number, number]
      expect({ name, major: aMajor, minor: aMinor }).toEqual({ name, major, minor })
      expect(patch - aPatch).toBeLessThanOrEqual(1)
    }
  })

  it('installs the mail adapter against our payload, not a second copy', () => {
    const nested = path.resolve(import.meta.dirname, '../../node_modules/@payloadcms/email-nodemailer/node_modules/payload')
    expect(fs.existsSync(nested)).toBe(false)
  })
})
