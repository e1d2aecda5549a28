import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { databaseUri, refusal, workerCount } from './cluster.mjs'

describe('WEB_CONCURRENCY (ADR 243)', () => {
  it('asks for one process unless a positive whole number says otherwise', () => {
    expect(workerCount(undefined)).toBe(1)
    expect(workerCount('')).toBe(1)
    expect(workerCount('0')).toBe(1)
    expect(workerCount('2.5')).toBe(1)
    expect(workerCount('many')).toBe(1)
    expect(workerCount('4')).toBe(4)
  })

  it('refuses several processes on SQLite, with what to do, and lets PostgreSQL and one process through', () => {
    expect(refusal(2, 'file:./data/payload.db')).toMatch(/WEB_CONCURRENCY=2 .*not PostgreSQL.*SQLite.*one process only.*postgres:\/\//)
    expect(refusal(1, 'file:./data/payload.db')).toBeNull()
    expect(refusal(4, 'postgres://cosmic:cosmic@127.0.0.1:5432/cosmic')).toBeNull()
    expect(refusal(4, 'postgresql://db/cosmic')).toBeNull()
  })

  it('reads the database from the environment first, then .env, then the default', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-env-'))
    const file = path.join(dir, '.env')
    expect(databaseUri({}, file)).toBe('file:./data/payload.db')
    fs.writeFileSync(file, 'DATABASE_URI=postgres://from/file\n')
    expect(databaseUri({}, file)).toBe('postgres://from/file')
    expect(databaseUri({ DATABASE_URI: 'postgres://from/env' }, file)).toBe('postgres://from/env')
    fs.rmSync(dir, { recursive: true })
  })
})
