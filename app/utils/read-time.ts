// Read time worked out from the text: a post's minutes are never typed, so they cannot drift from the words.
// No server imports: the Posts collection's hook and the read-time migration use it too.
import { lexicalToPlainText } from './lexical-text'

/** An adult's silent reading pace, the figure most blogs use; the same for Hindi, which separates words with spaces too. */
const WORDS_PER_MINUTE = 200

/** Words: runs between spaces holding a letter or digit, so a lone dash or danda (।) is not one. */
function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Whole minutes for a Lexical body, at least one. */
export function readTimeOf(content: unknown): number {
  return Math.max(1, Math.round(countWords(lexicalToPlainText(content)) / WORDS_PER_MINUTE))
}
