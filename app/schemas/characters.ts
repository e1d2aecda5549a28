// Which characters a person's text may hold. One rule for the site's forms (the zod schemas
// beside this file) and for every text field of every Payload collection and global (collections/fields/one-line.ts),
// so REST, GraphQL, the admin and the site refuse the same things. No imports: both sides load it.

/** A one-line field (a name, a subject, an e-mail address, a place) or one of several lines (a message, an answer). */
export type TextKind = 'one-line' | 'multi-line'

// Controls (C0, DEL, C1) have no place in anything typed: NUL cuts strings short in C and in some databases, ESC and
// CSI drive terminals that print logs or exports, the rest are invisible. A line of text also refuses the characters
// that break it: tab, LF, CR and Unicode's line and paragraph separators, which would let one field forge a second
// line in a mail header, a CSV export or a log. Format characters (the zero-width joiner of Indic scripts) are text.
const ONE_LINE_FORBIDDEN = /[\p{Cc}\u2028\u2029]/u
const MULTI_LINE_FORBIDDEN = /(?![\t\n\r])\p{Cc}/u

/** The first character `value` may not hold, as `U+XXXX`, or null when it has none. */
export function forbiddenCharacter(value: string, kind: TextKind): string | null {
  const match = (kind === 'one-line' ? ONE_LINE_FORBIDDEN : MULTI_LINE_FORBIDDEN).exec(value)
  if (!match) return null
  return `U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
}
