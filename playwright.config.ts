import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { E2E_MAIL_DIR, E2E_MEDIA_DIR, E2E_PORT } from './tests/setup/e2e-paths'

// Debian's Chromium, never Playwright's own download (it cannot be fetched on our machines). Its headless shell
// (package chromium-headless-shell) when installed: the same engine and version without the desktop browser around
// it, as Playwright itself runs headless tests; it takes about a quarter less CPU per test (ADR 154).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}
const port = E2E_PORT
const baseURL = `http://localhost:${port}`
const databaseUri = process.env.E2E_DATABASE_URI ?? 'file:./data/e2e.db'
const onSqlite = databaseUri.startsWith('file:')

// Which specs run where (ADR 045). The whole suite runs once, at desktop width on SQLite. Phone width runs the specs
// about layout, less their tests tagged `@any-width` (fixtures.ts, ANY_WIDTH: API answers, query validation, wording).
// Another database runs the flows that write through the database adapter (accounts, profiles, content queries, the
// APIs), less their tests tagged `@any-database` (fixtures.ts, ANY_DATABASE); layout is the same whatever the
// database. A new spec joins a list here when it belongs there.
const LAYOUT_SPECS =
  /\/(header|landing|pricing|payments|public-pages|blog|not-found|profile|calendar|lucky|readings|soulmate|numerology|consultations|sharing|crush|affirmations-journal|love-forecasts)\.spec\.ts$/
const DATABASE_SPECS = /\/(accounts|settings|profile|profile-rules|contact|landing|blog|cms-live|customer-api|api-access|admin|admin-staff)\.spec\.ts$/
// Starts its own servers on scratch databases with the README's commands: once, on SQLite, at desktop width.
const README_SPEC = /\/readme-commands\.spec\.ts$/
// The Hindi/English walk sets its own widths; on SQLite it is a project of its own, so that `npm test` can run it in
// the second stream beside the desktop suite (scripts/test-all.sh, ADR 132).
const WALK_SPEC = /\/i18n\.spec\.ts$/
// `npm test` runs two streams (scripts/test-all.sh, ADR 132): E2E_STREAM=first runs the desktop suite less these specs,
// E2E_STREAM=second runs them at desktop width beside the phone project and the walk, so the streams take about as long.
// Unset, the desktop project runs them all.
const DESKTOP_IN_SECOND_STREAM = README_SPEC
const stream = process.env.E2E_STREAM
const desktopFiles =
  stream === 'second' ? { testMatch: DESKTOP_IN_SECOND_STREAM } : { testIgnore: stream === 'first' ? [WALK_SPEC, DESKTOP_IN_SECOND_STREAM] : WALK_SPEC }

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, like the media and mail folders: a run side by side with another must not wipe its traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './tests/setup/e2e-global-setup.ts',
  // Recording a trace costs every test a DOM snapshot and a screenshot per action, kept or not. In CI (one retry) only
  // a retry records one, so a failure that happens again comes with its trace; locally a failure keeps its trace.
  // The browser's clock reads India's time, as most of our visitors' do, whatever the machine's zone. The test
  // customers are born in India, so the browser's "today" and their birthplace's agree at every hour: under a UTC
  // browser they differ from 18:30 to 24:00 UTC, and a page first drawn for the birthplace's day is drawn again for
  // the browser's (ADR 085), under a test reading the first drawing (ADR 154).
  use: { baseURL, timezoneId: 'Asia/Kolkata', trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure', launchOptions },
  projects: onSqlite
    ? [
        { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, ...desktopFiles },
        { name: 'walk', use: { ...devices['Desktop Chrome'], launchOptions }, testMatch: WALK_SPEC },
        { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, testMatch: LAYOUT_SPECS, grepInvert: /@any-width/ },
      ]
    : [
        {
          name: 'desktop',
          use: { ...devices['Desktop Chrome'], launchOptions },
          testMatch: DATABASE_SPECS,
          testIgnore: README_SPEC,
          // Tests whose subject is not the database (fixtures.ts, ANY_DATABASE) ran on SQLite already.
          grepInvert: /@any-database/,
        },
      ],
  webServer: {
    command: 'node tests/setup/start-e2e-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      // No Stripe keys here: purchases go through the built-in test checkout, which production refuses unless told (ADR 102).
      PAYMENTS_TEST_CHECKOUT: 'true',
      // Readings fail for the accounts the tests make for that, so the failure states can be seen (ADR 129).
      READINGS_TEST_FAILURES: 'true',
      // With the test checkout only: a cookie makes one soulmate generation fail, to watch its credit come back (ADR 117).
      SOULMATE_TEST_FAILURES: 'true',
      NODE_OPTIONS: '--conditions=production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATABASE_URI: databaseUri,
      E2E_DATABASE_URI: databaseUri,
      MEDIA_DIR: E2E_MEDIA_DIR,
      E2E_MAIL_DIR,
      // Each test signs in from its own address (X-Forwarded-For, tests/e2e/fixtures.ts), as real visitors do,
      // so the per-address rate limits count one visitor's attempts, not the whole suite's.
      TRUST_PROXY: 'true',
      // Refusals the tests provoke on purpose stay out of the run's output; warnings and errors still show.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  },
})
