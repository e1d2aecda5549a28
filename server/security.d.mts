// Types for security.mjs, which server.mjs loads as plain JavaScript.
import type { RequestHandler } from 'express'

export const ADMIN_PATHS: RegExp
export function securityHeaders(options: { https: boolean }): RequestHandler
export function sameOriginPosts(options: { appUrl: string }): RequestHandler
export function wellFormedPaths(): RequestHandler
