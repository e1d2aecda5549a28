// The site's cookie names, declared once: app/utils/session.server.ts sets them and server/page-cache.mjs (plain
// JavaScript, outside the build) must recognise them, because a page asked for with either cookie is personal.

/** The signed-in session (ADR 013). */
export const SESSION_COOKIE = '__session'
/** A one-shot message ("Profile saved!") for the next page. */
export const TOAST_COOKIE = '__toast'
