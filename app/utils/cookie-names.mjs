// The site's cookie names, declared once, in plain JavaScript with no imports: the modules that set them (session.server.ts,
// i18n/detection.mjs, the zone hook) and server/ (the page caches, outside the build) all read them here.

/** The signed-in session (ADR 013). */
export const SESSION_COOKIE = '__session'
/** A one-shot message ("Profile saved!") for the next page. */
export const TOAST_COOKIE = '__toast'
/** The visitor's choice of language (ADR 050). */
export const LOCALE_COOKIE = 'lng'
/** The browser's own time zone, so the server's "today" is the visitor's day (ADR 085). */
export const ZONE_COOKIE = 'tz'
/** That the notice about a page not yet in the visitor's language was seen. */
export const LANGUAGE_NOTICE_COOKIE = 'language-notice'
