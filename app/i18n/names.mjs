// The name the language choice travels under in a URL, in plain JavaScript with no imports: the browser's switcher, the
// server's detection (detection.mjs) and the page cache (server/, outside the build) all read it. Its cookie's name is
// with the others in app/utils/cookie-names.mjs.

/** The query parameter that carries the language in a shareable URL (`/blog?lng=hi`). */
export const LOCALE_PARAM = 'lng'
