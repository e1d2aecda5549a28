// Types for private-responses.mjs, which server.mjs loads as plain JavaScript.
import type { RequestHandler } from 'express'

export function privateWhenSignedIn(): RequestHandler
