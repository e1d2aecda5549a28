import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { createLogger, defineConfig } from 'vite'

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

export default defineConfig({
  customLogger: logger,
  plugins: [tailwindcss(), reactRouter()],
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
