// The REST and GraphQL handlers that the CMS host's routes serve: Payload's own, behind a guard that answers client
// mistakes (a body that is not JSON, a query that cannot run) with a 4xx and a message before Payload sees them, and
// never lets an unexpected exception through as an empty 500 (issue 10, hole 6; ADR 032).
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql'
import type { SanitizedConfig } from 'payload'

type Config = Promise<SanitizedConfig> | SanitizedConfig
type RouteArgs = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, args: RouteArgs) => Promise<Response>

/** A GraphQL document larger than this is not one our admin or any client sends. */
const MAX_GRAPHQL_TOKENS = 5_000
/** Deeper selections than this exist only to exhaust the server. */
const MAX_GRAPHQL_DEPTH = 12
const WRITES = new Set(['POST', 'PATCH'])

class ClientMistake extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

const restError = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })
const graphqlError = (status: number, message: string) => Response.json({ errors: [{ message, extensions: { statusCode: status } }] }, { status })

/** The media type of a request's body, without parameters. */
const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()

/** The JSON object a write carries, or the mistake that makes it unreadable. */
async function jsonObjectOf(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.clone().text()
  if (text === '') return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ClientMistake('The request body is not valid JSON.', 400)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ClientMistake('The request body must be a JSON object.', 400)
  return value as Record<string, unknown>
}

/** Paging and depth parameters Payload reads as numbers: whole numbers within reason, or the query is refused. */
const WHOLE_NUMBERS: Record<string, number> = { depth: 10, limit: 10_000, page: 1_000_000 }
const FLAGS = new Set(['pagination', 'draft', 'trash'])
/** Keys that would reach an object's prototype once Payload turns the query string into objects. */
const POISON = /\[(?:__proto__|constructor|prototype)\]|^(?:__proto__|constructor|prototype)\b/

/** Names that Payload looks up in plain objects: as a path segment (`/api/users/constructor`) they reach Object's own. */
const PROTOTYPE_NAMES = new Set(['__proto__', 'constructor', 'prototype'])

function checkRestQuery(request: Request) {
  const url = new URL(request.url)
  if (url.pathname.split('/').some((segment) => PROTOTYPE_NAMES.has(segment))) throw new ClientMistake('Not Found', 404)
  for (const [key, value] of url.searchParams) {
    if (POISON.test(key)) throw new ClientMistake(`The query parameter "${key}" is not allowed.`, 400)
    const bound = WHOLE_NUMBERS[key]
    if (bound !== undefined && (!/^\d{1,10}$/.test(value) || Number(value) > bound))
      throw new ClientMistake(`"${key}" must be a whole number up to ${bound}.`, 400)
    if (FLAGS.has(key) && value !== 'true' && value !== 'false') throw new ClientMistake(`"${key}" must be true or false.`, 400)
    // A where clause is an object of conditions (where[field][operator]=value), never a bare value.
    if (key === 'where') throw new ClientMistake('A query ("where") must be an object of conditions.', 400)
  }
}

/** A multipart body Payload can read: a form whose `_payload`, if any, is a JSON object, and which carries data. */
async function checkMultipart(request: Request) {
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    throw new ClientMistake('The request body is not valid form data.', 400)
  }
  const payloadField = form.get('_payload')
  if (typeof payloadField === 'string') {
    let value: unknown
    try {
      value = JSON.parse(payloadField)
    } catch {
      throw new ClientMistake('The form field _payload is not valid JSON.', 400)
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ClientMistake('The form field _payload must be a JSON object.', 400)
    return
  }
  const hasFile = [...form.values()].some((value) => typeof value !== 'string')
  if (!hasFile) throw new ClientMistake('Send the data as JSON (Content-Type: application/json), or as form data with a _payload field.', 400)
}

/** Payload's method override: a POST that it handles as a GET (`X-Payload-HTTP-Method-Override: GET`). */
const isReadOverride = (request: Request) =>
  request.method.toUpperCase() === 'POST' &&
  (request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' || request.headers.get('X-HTTP-Method-Override') === 'GET')

/** Auth endpoints compare the e-mail and password as text; any other JSON type is a mistake, not a 500. */
const AUTH_TEXT_FIELDS = ['email', 'password', 'username', 'token']

async function checkRestBody(request: Request) {
  checkRestQuery(request)
  if (!WRITES.has(request.method.toUpperCase())) return
  const type = mediaType(request)
  // Uploads and the admin's saves come as multipart form data.
  if (type.startsWith('multipart/')) {
    await checkMultipart(request)
    return
  }
  if (type === 'application/json') {
    const body = await jsonObjectOf(request)
    for (const field of AUTH_TEXT_FIELDS) {
      const value = body?.[field]
      if (value !== undefined && value !== null && (typeof value !== 'string' || value.includes('\u0000')))
        throw new ClientMistake(`"${field}" must be text (without NUL characters).`, 400)
    }
    return
  }
  // The admin reads long lists (a relationship field's options) as a POST that Payload turns back into a GET: its
  // form-encoded body is the query string, checked as one.
  if (type === 'application/x-www-form-urlencoded' && isReadOverride(request)) {
    const url = new URL(request.url)
    url.search = await request.clone().text()
    checkRestQuery(new Request(url))
    return
  }
  // A write with no body at all (a login refresh, a logout) needs no media type.
  if ((await request.clone().text()) === '') return
  throw new ClientMistake('Send the request body as JSON (Content-Type: application/json).', 415)
}

/** Whether a fragment spreads itself, directly or through others: graphql-js would refuse it, but only after
 * Payload's complexity rule has recursed through it until the stack ran out (a RangeError and an empty 500). */
function hasFragmentCycle(document: DocumentNode): boolean {
  const spreads = new Map<string, string[]>()
  const collect = (set: SelectionSetNode | undefined, into: string[]) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) into.push(selection.name.value)
      else collect(selection.selectionSet, into)
    }
  }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    const names: string[] = []
    collect(definition.selectionSet, names)
    spreads.set(definition.name.value, names)
  }
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (name: string): boolean => {
    if (state.get(name) === 'done') return false
    if (state.get(name) === 'visiting') return true
    state.set(name, 'visiting')
    const cyclic = (spreads.get(name) ?? []).some(visit)
    state.set(name, 'done')
    return cyclic
  }
  return [...spreads.keys()].some(visit)
}

/** The deepest nesting of selections, fragments included (they are known to be acyclic here). */
function depthOf(document: DocumentNode): number {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])))
  const depth = (set: SelectionSetNode | undefined): number => {
    let deepest = 0
    for (const selection of set?.selections ?? []) {
      const inner =
        selection.kind === Kind.FRAGMENT_SPREAD
          ? depth(fragments.get(selection.name.value))
          : selection.kind === Kind.FIELD
            ? 1 + depth(selection.selectionSet)
            : depth(selection.selectionSet)
      deepest = Math.max(deepest, inner)
    }
    return deepest
  }
  return Math.max(0, ...document.definitions.map((d) => (d.kind === Kind.OPERATION_DEFINITION ? depth(d.selectionSet) : 0)))
}

async function checkGraphqlBody(request: Request) {
  if (mediaType(request) !== 'application/json') throw new ClientMistake('Send GraphQL requests as JSON (Content-Type: application/json).', 415)
  const body = await jsonObjectOf(request)
  if (!body) throw new ClientMistake('The request body must hold a GraphQL query.', 400)
  const { query, variables, operationName } = body
  if (typeof query !== 'string' || query.trim() === '') throw new ClientMistake('The request body must hold a GraphQL query as text.', 400)
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    throw new ClientMistake('GraphQL variables must be a JSON object.', 400)
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    throw new ClientMistake('A GraphQL operation name must be text.', 400)
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: MAX_GRAPHQL_TOKENS })
  } catch (error) {
    // A syntax error names the place; anything else (a stack exhausted by nesting) is still the query's fault.
    throw new ClientMistake(error instanceof Error && error.name === 'GraphQLError' ? error.message : 'The GraphQL query could not be read.', 400)
  }
  if (hasFragmentCycle(document)) throw new ClientMistake('A GraphQL fragment must not spread itself.', 400)
  if (depthOf(document) > MAX_GRAPHQL_DEPTH) throw new ClientMistake(`A GraphQL query may nest at most ${MAX_GRAPHQL_DEPTH} levels.`, 400)
}

/**
 * Runs a Payload handler behind `check`. What escapes Payload's own error handling is answered here: with its own
 * status when it carries a client one, else as a 500 without details (and logged, since that is our bug).
 */
function guard<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
  check: (request: Request) => Promise<void>,
  error: typeof restError,
) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    try {
      await check(request)
      const response = await handler(request, ...rest)
      // Payload answers a route it does not have with 501; to a client that is simply not found.
      if (response.status === 501) return error(404, 'Not Found')
      return response
    } catch (caught) {
      if (caught instanceof ClientMistake) return error(caught.status, caught.message)
      const status = (caught as { status?: unknown })?.status
      if (typeof status === 'number' && status >= 400 && status < 500) return error(status, String((caught as Error).message))
      console.error(caught)
      return error(500, 'Something went wrong.')
    }
  }
}

export function restHandlers(config: Config) {
  const rest = (handler: Handler) => guard(handler, checkRestBody, restError)
  return {
    GET: rest(REST_GET(config)),
    POST: rest(REST_POST(config)),
    DELETE: rest(REST_DELETE(config)),
    PATCH: rest(REST_PATCH(config)),
    OPTIONS: REST_OPTIONS(config),
  }
}

export function graphqlHandlers(config: Config) {
  return { POST: guard(GRAPHQL_POST(config), checkGraphqlBody, graphqlError), OPTIONS: REST_OPTIONS(config) }
}
