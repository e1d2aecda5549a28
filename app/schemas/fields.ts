import { forbiddenCharacter, type TextKind } from './characters'
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
 * this: no control characters, no line breaks, no tabs (issue 10, hole 9). Payload holds its text fields to the same
 * rule (collections/fields/one-line.ts).
 */
export function oneLineText(max: number, messages: TextMessages) {
  return text('one-line', max, messages)
}

/** A field of several lines (a message, questions): line breaks and tabs are kept, other control characters refused. */
export function multiLineText(max: number, messages: TextMessages) {
  return text('multi-line', max, messages)
}

const tooLong = (label: string, max: number) => `Your ${label} is too long (${max.toLocaleString('en-IN')} characters at most)`

/** A required one-line field; every message is the one the visitor reads. */
export function requiredText(label: string, max: number) {
  return oneLineText(max, {
    required: `Please enter your ${label}`,
    tooLong: tooLong(label, max),
    characters: `Your ${label} must be one line of text, without control characters`,
  })
}

/** A required field of several lines. */
export function requiredParagraphs(label: string, max: number) {
  return multiLineText(max, {
    required: `Please enter your ${label}`,
    tooLong: tooLong(label, max),
    characters: `Your ${label} cannot contain control characters`,
  })
}

export const EmailField = oneLineText(254, {
  required: 'Please enter your email address',
  tooLong: 'That email address is too long',
  characters: 'Please enter a valid email address',
})
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase())
