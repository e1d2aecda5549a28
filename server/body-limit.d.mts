// Types for body-limit.mjs, which server.mjs loads as plain JavaScript.
import type { IncomingMessage, ServerResponse } from 'node:http'

export const MAX_BODY_BYTES: number
export const MEDIA_FILE_BYTES: number
export function bodyTooLarge(req: IncomingMessage): boolean
export function bodyLimit(options?: {
  limitFor?: (req: IncomingMessage) => number
}): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void
