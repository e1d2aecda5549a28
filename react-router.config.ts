import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router 8's behaviours, declined one by one until the upgrade to 8, when each is its own change with its own
  // tests: middleware changes what getLoadContext must return (server.mjs), split route modules and the Vite
  // environment API change the build, and the request and data-URL changes reach the page cache (server/). Saying so
  // here also ends the five "Future Flag Warning" notices on every build.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config
