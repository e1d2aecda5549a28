import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { createLogger, defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

// Payload is server-only; Vite's client dependency scan must not try to bundle it (stack spike, finding 5).
const serverOnly = [
  'payload',
  'sharp',
  '@payloadcms/db-sqlite',
  '@payloadcms/db-postgres',
  '@payloadcms/db-mongodb',
  '@payloadcms/richtext-lexical',
  '@payloadcms/next',
  '@payloadcms/ui',
]
const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:3001'

// React Router's plugin builds its child compiler from this config with `envFile: false`, which Vite 8 calls deprecated.
// The option is theirs, not ours (@react-router/dev 7.18); the warning is dropped until they move to `envDir: false`.
// Its own config loader prints the same line through a logger we cannot reach; scripts/react-router.mjs drops those.
const logger = createLogger()
const warn = logger.warn.bind(logger)
logger.warn = (message, options) => {
  if (!message.includes('`envFile` option is deprecated')) warn(message, options)
}

// The installable app (ADR 060): the manifest and the service worker, built with the client bundle. Our worker
// (app/pwa/sw.ts) gets the list of hashed assets to precache; pages are cached as they are visited, never in advance.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'app/pwa',
  filename: 'sw.ts',
  // Registration is ours (app/components/install-app/app-shell-script.ts): it must also run on the unhydrated landing page.
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Cosmic Insights',
    short_name: 'Cosmic Insights',
    description: 'Personal Vedic astrology readings: daily predictions, kundli matching and numerology.',
    lang: 'en-IN',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#140f33',
    background_color: '#140f33',
    categories: ['lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  injectManifest: {
    // A classic worker script (registered without `type: 'module'`), built in Vite's library mode. The default, 'es',
    // makes the plugin (2.0) pass Rollup's `inlineDynamicImports`, which Rolldown calls deprecated on every build; for
    // 'iife' Vite itself turns code splitting off (`codeSplitting: false`), so the worker is one file either way.
    rollupFormat: 'iife',
    // Scripts, styles and fonts of the site, and the icons: enough to open a kept page with no network.
    globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'],
    // The CMS's files never reach build/client; this keeps anything large out of the install all the same.
    maximumFileSizeToCacheInBytes: 400 * 1024,
  },
})

export default defineConfig({
  customLogger: logger,
  plugins: [tailwindcss(), reactRouter(), pwa],
  server: {
    // Development only: the browser sees one origin; the admin, REST and GraphQL run in `next dev` on :3001.
    proxy: { '^/(admin|api|_next|__nextjs)([/?].*)?$': { target: CMS_URL, changeOrigin: false, ws: true } },
  },
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
      '~': path.resolve(import.meta.dirname, 'app'),
    },
  },
  optimizeDeps: { exclude: serverOnly },
})
