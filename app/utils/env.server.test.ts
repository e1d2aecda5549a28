import { describe, expect, it } from 'vitest'
import { EnvSchema, runsScheduledJobs } from './env.server'

const secrets = { PAYLOAD_SECRET: 'p'.repeat(32), SESSION_SECRET: 's'.repeat(32), ENCRYPTION_KEY: 'e'.repeat(32) }

describe('configuration', () => {
  it('derives the default public origin from PORT, so the sitemap and robots.txt name the port the site serves on', () => {
    expect(EnvSchema.parse({ ...secrets, PORT: '3101' }).APP_URL).toBe('http://localhost:3101')
    expect(EnvSchema.parse(secrets).APP_URL).toBe('http://localhost:3000')
  })

  it('keeps an APP_URL that is set, whatever the port', () => {
    expect(EnvSchema.parse({ ...secrets, PORT: '3101', APP_URL: 'https://cosmic.example' }).APP_URL).toBe('https://cosmic.example')
  })

  // Hole 3: an unset NODE_ENV used to mean "development", which pushed the schema into the served database.
  it('pushes the schema only when DATABASE_SCHEMA_PUSH=true says so, never because NODE_ENV is unset or development', () => {
    expect(EnvSchema.parse(secrets).DATABASE_SCHEMA_PUSH).toBe(false)
    expect(EnvSchema.parse({ ...secrets, NODE_ENV: 'development' }).DATABASE_SCHEMA_PUSH).toBe(false)
    expect(EnvSchema.parse({ ...secrets, DATABASE_SCHEMA_PUSH: 'true' }).DATABASE_SCHEMA_PUSH).toBe(true)
    expect(EnvSchema.parse({ ...secrets, DATABASE_SCHEMA_PUSH: 'false' }).DATABASE_SCHEMA_PUSH).toBe(false)
  })

  it('refuses a DATABASE_SCHEMA_PUSH that is neither true nor false, naming it', () => {
    const result = EnvSchema.safeParse({ ...secrets, DATABASE_SCHEMA_PUSH: 'yes' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['DATABASE_SCHEMA_PUSH'])
  })

  it('takes JOBS_EVERY_SECONDS as a whole number of seconds below a minute, empty as unset, and refuses anything else by name', () => {
    expect(EnvSchema.parse(secrets).JOBS_EVERY_SECONDS).toBeUndefined()
    expect(EnvSchema.parse({ ...secrets, JOBS_EVERY_SECONDS: '' }).JOBS_EVERY_SECONDS).toBeUndefined()
    expect(EnvSchema.parse({ ...secrets, JOBS_EVERY_SECONDS: '5' }).JOBS_EVERY_SECONDS).toBe(5)
    for (const wrong of ['0', '60', '2.5', 'soon']) {
      const result = EnvSchema.safeParse({ ...secrets, JOBS_EVERY_SECONDS: wrong })
      expect(result.success, wrong).toBe(false)
      expect(result.error?.issues.map((issue) => issue.path.join('.')).join(' '), wrong).toContain('JOBS_EVERY_SECONDS')
    }
  })

  it('runs the scheduled jobs unless RUN_JOBS is false', () => {
    expect(runsScheduledJobs({})).toBe(true)
    expect(runsScheduledJobs({ RUN_JOBS: 'true' })).toBe(true)
    expect(runsScheduledJobs({ RUN_JOBS: 'false' })).toBe(false)
  })
})
