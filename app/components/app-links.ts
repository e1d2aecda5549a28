import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'

/**
 * The root route's <link>s that belong to the design: the two font files the first paint of an English page needs
 * (the text and display faces' latin subsets; the same hashed files app.css names, so each is fetched once), the
 * manifest and the home-screen icon. The Devanagari files load when a page uses them.
 */
export const designLinks = [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const },
  { rel: 'preload', href: frauncesLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
]
