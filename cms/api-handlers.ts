// The REST and GraphQL handlers that the CMS host's routes serve.
import type { SanitizedConfig } from 'payload'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

type Config = Promise<SanitizedConfig> | SanitizedConfig
type RouteArgs = { params: Promise<{ slug: string[] }> }

export function restHandlers(config: Config) {
  return {
    GET: REST_GET(config),
    POST: REST_POST(config),
    DELETE: REST_DELETE(config),
    PATCH: REST_PATCH(config),
    PUT: REST_PUT(config),
    OPTIONS: REST_OPTIONS(config),
  } satisfies Record<string, (request: Request, args: RouteArgs) => Promise<Response>>
}

export function graphqlHandlers(config: Config) {
  return { POST: GRAPHQL_POST(config), OPTIONS: REST_OPTIONS(config) }
}
