import { forbiddenCharacter, type TextKind } from './characters'
import { fieldName, message, type FieldName } from './messages'
import { z } from './zod'

/** What a text field says when it is empty (required fields only), too long, or holds characters it may not. */
type TextMessages = { required?: string; tooLong: string; characters: string }

function text(kind: TextKind, max: number, { required, tooLong, characters }: TextMessages) {
  // Spaces and line breaks around a value are trimmed, not refused: they are how a paste arrives.
  const trimmed = z.string({ error: required ?? characters }).trim()
  return (required ? trimmed.min(1, required) : trimmed).max(max, tooLong).refine((value) => forbiddenCharacter(value, kind) === null, characters)
}

/**
 * Every one-line field of the site's forms (names, subjects, places, e-mail addresses, search queries) is built on
 * this: no control characters, no line breaks, no tabs. Payload holds its text fields to the same
 * rule (collections/fields/one-line.ts).
 */
export function oneLineText(max: number, messages: TextMessages) {
  return text('one-line', max, messages)
}

/** A field of several lines (a message, questions): line breaks and tabs are kept, other control characters refused. */
export function multiLineText(max: number, messages: TextMessages) {
  return text('multi-line', max, messages)
}

/** A required one-line field; its messages are keys of the validation catalogue (ADR 055), naming the field. */
export function requiredText(name: FieldName, max: number) {
  const field = fieldName(name)
  return oneLineText(max, {
    required: message('text.required', { field }),
    tooLong: message('text.tooLong', { field, max }),
    characters: message('text.oneLine', { field }),
  })
}

/** A required field of several lines. */
export function requiredParagraphs(name: FieldName, max: number) {
  const field = fieldName(name)
  return multiLineText(max, {
    required: message('text.required', { field }),
    tooLong: message('text.tooLong', { field, max }),
    characters: message('text.paragraphs', { field }),
  })
}

export const EmailField = oneLineText(254, {
  required: message('email.required'),
  tooLong: message('email.tooLong'),
  characters: message('email.invalid'),
})
  .pipe(z.email(message('email.invalid')))
  .transform((value) => value.toLowerCase())

/**
 * For forms whose every refusal is one code (its toast or message chosen by the page): the code of the first refused
 * field in `fields`' order, from a Conform submission's errors, or `fallback` when none is named.
 */
export function firstFieldError<Code extends string>(
  error: Record<string, string[] | null> | null | undefined,
  fields: readonly string[],
  fallback: Code,
): Code {
  const field = fields.find((name) => error?.[name]?.length)
  return ((field && error?.[field]?.[0]) ?? fallback) as Code
}
