export const POST_CATEGORIES = ['astrology', 'numerology', 'zodiac', 'general'] as const
export type PostCategory = (typeof POST_CATEGORIES)[number]
export const BLOG_FILTERS = ['all', ...POST_CATEGORIES] as const

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu
const MAX_WORDS = 8

/**
 * The words a blog search looks for: runs of letters and digits (Devanagari included), lower-cased. Everything else,
 * the database's LIKE wildcards % and _ among it, only separates words, so it can never match by itself.
 */
export function searchWords(query: string): string[] {
  return [...new Set(query.toLowerCase().match(WORD) ?? [])].slice(0, MAX_WORDS)
}
