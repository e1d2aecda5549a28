import type { KnipConfig } from 'knip'

// knip finds files, exports and dependencies nothing uses. Its plugins read the React Router route table, Vite,
// Vitest, Playwright, ESLint and Prettier configs by themselves; below are the entry points they cannot see.
export default {
  entry: [
    // Started by scripts/start.mjs as a child process, not imported.
    'server.mjs',
    // Run by npm scripts and by scripts/test-all.sh (a shell script, which knip does not read).
    'scripts/*.{mjs,ts}',
    // The Payload CLI (`npm run payload`, generate:types, migrate) loads the config by path.
    'payload.config.ts',
    // Hand-written types for the server's and the tests' plain-JavaScript modules; TypeScript reads them beside the .mjs.
    'server/*.d.mts',
    // Started as a child process and a worker thread by path (app/services/share-pdf.server.ts and share-card.server.ts),
    // not imported.
    'server/pdf-maker.mjs',
    'server/card-maker.mjs',
    'tests/setup/*.d.mts',
    // Loaded into the benchmarked server with `--import` by bench/stall.bench.ts.
    'bench/loop-monitor.mjs',
    // Started as another server process by tests/integration/daily-nudges-processes.test.ts.
    'tests/integration/daily-runner.ts',
  ],
  project: ['**/*.{ts,tsx,mjs,js,css}'],
  ignore: [
    // Written by `payload generate:types` and `generate:importmap`.
    'payload-types.ts',
  ],
  // knip's Payload plugin runs payload.config.ts to find the admin's import map: that starts a database adapter and
  // Lexical, whose top-level await can stop Node 20 (stack spike, finding 1). The entry above and the ignore cover it.
  payload: false,
  // The admin's Next.js host lives in cms/, not at the root where the plugin looks by default.
  next: {
    entry: ['cms/next.config.mjs', 'cms/proxy.ts', 'cms/app/**/{page,layout,route,not-found}.{ts,tsx}'],
  },
  // Font files read by path (the share card's and the PDF's makers), never imported.
  ignoreDependencies: ['@fontsource/noto-sans', '@fontsource/noto-sans-devanagari'],
  // System binaries: the browser tests' server makes a fresh PostgreSQL database with psql; the push tests make their
  // loopback push service's certificate with openssl.
  ignoreBinaries: ['psql', 'openssl'],
} satisfies KnipConfig
