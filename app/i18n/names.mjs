// The names the language choice travels under, in plain JavaScript with no imports: the browser's switcher, the
// server's detection (detection.mjs) and the page cache (server/, outside the build) all read them.

/** The query parameter that carries the language in a shareable URL (`/blog?lng=hi`). */
export const LOCALE_PARAM = 'lng'

/** The cookie that remembers a visitor's choice. */
export const LOCALE_COOKIE = 'lng'
