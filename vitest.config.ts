import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '~': path.resolve(import.meta.dirname, 'app'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['app/**/*.test.ts', 'collections/**/*.test.ts', 'seed/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // One seeded database per run, copied for each file (the seed writes every document in two languages).
          globalSetup: ['tests/setup/integration-template.ts'],
          pool: 'forks',
          // One Payload instance and database per file; files run one after another to keep memory flat. They share one
          // process, so the packages (Payload, Drizzle, Lexical…) are imported once per run, not once per file (ADR 153);
          // the setup file gives each file fresh modules of our own, its own environment and empty global state.
          fileParallelism: false,
          isolate: false,
          setupFiles: ['tests/setup/integration-file.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Payload's log: the refusals these tests provoke on purpose stay out of the output; warnings and errors show.
          // No job crons: Payload would start them on a file's first REST request, and in this shared process they would
          // outlive the file, firing on its closed database every minute (ADR 279). The tests run the jobs themselves.
          env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', RUN_JOBS: 'false' },
        },
      },
      {
        resolve: { alias },
        test: {
          // Two workers of the production build on one PostgreSQL database (tests/cluster, ADR 243): after the build.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 120_000,
          hookTimeout: 480_000,
        },
      },
    ],
  },
})
