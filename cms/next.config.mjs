import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** @type {import('next').NextConfig} */
const nextConfig = {
  outputFileTracingRoot: repoRoot, // payload.config.ts and node_modules live one level up
  turbopack: { root: repoRoot },
  allowedDevOrigins: ['127.0.0.1', 'localhost'], // next dev's HMR socket otherwise refuses 127.0.0.1 (stack spike, finding 4)
  poweredByHeader: false,
  // The server does not load every admin page and API route before it listens: each is loaded on its first request,
  // and the site's pages, which never go through Next, are served a second sooner after a start (ADR 248).
  experimental: { preloadEntriesOnStart: false },
  webpack: (config) => {
    config.resolve.extensionAlias = { '.cjs': ['.cts', '.cjs'], '.js': ['.ts', '.tsx', '.js', '.jsx'], '.mjs': ['.mts', '.mjs'] }
    return config
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
