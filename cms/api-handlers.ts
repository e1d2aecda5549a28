// The REST handlers that the CMS host's routes serve: Payload's own, behind a guard that answers client mistakes (a
// body that is not JSON, a query that cannot run) with a 4xx and a message before Payload sees them, and never lets an
// unexpected exception through as an empty 500 (ADR 032). It also bounds what one request may ask of the server (how
// many rows, how deep, how many conditions) so that none holds the event loop for long (ADR 157). GraphQL is off
// (ADR 156): /api/graphql answers 404 here before anything reads the body.
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

type Config = Promise<SanitizedConfig> | SanitizedConfig
type RouteArgs = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, args: RouteArgs) => Promise<Response>

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

/** The media type of a request's body, without parameters. */
const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()

/**
 * The largest JSON body read: server.mjs stops every body at 1 MiB except uploads to /api/media (server/body-limit.mjs),
 * and this holds JSON to the same 1 MiB there. Parsing 1 MiB of small objects took 25-100 ms on a loaded machine.
 */
const MAX_JSON_BYTES = 1024 * 1024

/** The JSON object a write carries, or the mistake that makes it unreadable. */
async function jsonObjectOf(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.clone().text()
  if (text === '') return undefined
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new ClientMistake('Request too large', 413)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ClientMistake('The request body is not valid JSON.', 400)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ClientMistake('The request body must be a JSON object.', 400)
  return value as Record<string, unknown>
}

/**
 * Paging and depth parameters Payload reads as numbers: whole numbers within reason, or the query is refused. A read
 * takes at most a page of 100 documents (the admin's largest page) at depth 3 (payload.config.ts's maxDepth): on SQLite
 * a page of 10,000 held the event loop for about 3 s (ADR 157). Writes (the admin's bulk edit and delete, `limit=0`
 * for every selected document) keep the wider bound.
 */
const MAX_DEPTH = 3
const MAX_READ_LIMIT = 100
/** The admin's list views fetch the documents behind a page's relationship cells in one read of `limit=250` at depth 0
 * by an `id` list (at most 200 long, below), so such a read may ask for 250: it returns no more than the list names. */
const MAX_ID_LIST_READ_LIMIT = 250
const WHOLE_NUMBERS: Record<string, number> = { depth: MAX_DEPTH, limit: 10_000, page: 1_000_000 }
const FLAGS = new Set(['pagination', 'draft', 'trash'])
/** A `where` asks at most this many conditions, nested at most this many and/or levels, each list this long (ADR 157). */
const MAX_WHERE_CONDITIONS = 20
const MAX_WHERE_NESTING = 4
const MAX_WHERE_LIST = 200
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** The segments of a `where[...]` key: `where[or][0][title][in][3]` → ['or', '0', 'title', 'in', '3']. */
const whereSegments = (key: string) => [...key.slice('where'.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!)

/** The `where` of a query string, bounded: how many conditions, how deep its and/or nest, how long its lists. */
function checkWhere(params: URLSearchParams) {
  const conditions = new Set<string>()
  const listLengths = new Map<string, number>()
  for (const [key, value] of params) {
    if (!key.startsWith('where[')) continue
    const segments = whereSegments(key)
    const nesting = segments.filter((segment) => segment === 'and' || segment === 'or').length
    if (nesting > MAX_WHERE_NESTING) throw new ClientMistake(`A query ("where") may nest "and" and "or" at most ${MAX_WHERE_NESTING} levels.`, 400)
    // One condition is one path to an operator; a list's items (`[in][0]`, `[in][1]`) are parts of one condition.
    const listAt = segments.findIndex((segment) => LIST_OPERATORS.has(segment))
    const condition = (listAt === -1 ? segments : segments.slice(0, listAt + 1)).join('.')
    conditions.add(condition)
    if (conditions.size > MAX_WHERE_CONDITIONS) throw new ClientMistake(`A query ("where") may hold at most ${MAX_WHERE_CONDITIONS} conditions.`, 400)
    if (listAt === -1) continue
    // A list comes as repeated keys (`[in][0]=a&[in][1]=b`) or as one comma-separated value (`[in]=a,b`).
    const length = (listLengths.get(condition) ?? 0) + (listAt === segments.length - 1 ? value.split(',').length : 1)
    listLengths.set(condition, length)
    if (length > MAX_WHERE_LIST) throw new ClientMistake(`A list in a query ("where") may hold at most ${MAX_WHERE_LIST} values.`, 400)
  }
}
/** Keys that would reach an object's prototype once Payload turns the query string into objects. */
const POISON = /\[(?:__proto__|constructor|prototype)\]|^(?:__proto__|constructor|prototype)\b/

/** Names that Payload looks up in plain objects: as a path segment (`/api/users/constructor`) they reach Object's own. */
const PROTOTYPE_NAMES = new Set(['__proto__', 'constructor', 'prototype'])

/** A read at depth 0 whose `where` is a list of ids (`where[id][in]=…`): the admin's relationship cells. */
const isIdListRead = (params: URLSearchParams) =>
  params.get('depth') === '0' && [...params.keys()].some((key) => key === 'where[id][in]' || key.startsWith('where[id][in]['))

function checkRestQuery(request: Request, read: boolean) {
  const url = new URL(request.url)
  if (url.pathname.split('/').some((segment) => PROTOTYPE_NAMES.has(segment))) throw new ClientMistake('Not Found', 404)
  const readLimit = isIdListRead(url.searchParams) ? MAX_ID_LIST_READ_LIMIT : MAX_READ_LIMIT
  for (const [key, value] of url.searchParams) {
    if (POISON.test(key)) throw new ClientMistake(`The query parameter "${key}" is not allowed.`, 400)
    const bound = read && key === 'limit' ? readLimit : WHOLE_NUMBERS[key]
    if (bound !== undefined && (!/^\d{1,10}$/.test(value) || Number(value) > bound))
      throw new ClientMistake(`"${key}" must be a whole number up to ${bound}.`, 400)
    // `limit=0` and `pagination=false` both mean every document at once.
    if (read && key === 'limit' && Number(value) === 0) throw new ClientMistake(`"limit" must be a whole number from 1 to ${MAX_READ_LIMIT}.`, 400)
    if (FLAGS.has(key) && value !== 'true' && value !== 'false') throw new ClientMistake(`"${key}" must be true or false.`, 400)
    if (read && key === 'pagination' && value === 'false')
      throw new ClientMistake(`Reads come in pages of at most ${MAX_READ_LIMIT} ("pagination" cannot be false).`, 400)
    // A where clause is an object of conditions (where[field][operator]=value), never a bare value.
    if (key === 'where') throw new ClientMistake('A query ("where") must be an object of conditions.', 400)
  }
  checkWhere(url.searchParams)
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

/** The paths GraphQL was served at; it is off (ADR 156), and nothing reads a request to them. */
const GRAPHQL_PATHS = /^\/api\/graphql(?:-playground)?\/?$/

async function checkRestBody(request: Request) {
  if (GRAPHQL_PATHS.test(new URL(request.url).pathname)) throw new ClientMistake('Not Found', 404)
  checkRestQuery(request, request.method.toUpperCase() === 'GET' || isReadOverride(request))
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
  // form-encoded body joins the query string (Payload reads the two as one), and the two are checked as one.
  if (type === 'application/x-www-form-urlencoded' && isReadOverride(request)) {
    const url = new URL(request.url)
    const body = await request.clone().text()
    url.search = [url.search.slice(1), body].filter(Boolean).join('&')
    checkRestQuery(new Request(url), true)
    return
  }
  // A write with no body at all (a login refresh, a logout) needs no media type.
  if ((await request.clone().text()) === '') return
  throw new ClientMistake('Send the request body as JSON (Content-Type: application/json).', 415)
}

/** A caller who is signed in (Payload's cookie or an Authorization header) reads data that is theirs or staff's: no
 * browser or proxy keeps it, and an answer to another caller is never taken for it (ADR 157). */
function privateWhenSignedIn(request: Request, response: Response): Response {
  const signedIn = request.headers.has('authorization') || /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')
  if (!signedIn) return response
  try {
    response.headers.set('Cache-Control', 'private, no-store')
    response.headers.append('Vary', 'Cookie, Authorization')
  } catch {
    // A response whose headers cannot change (a fetched one passed through) carries its own caching.
  }
  return response
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
      return privateWhenSignedIn(request, response)
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
