import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

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

export default defineConfig({
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
