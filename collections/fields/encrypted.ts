import { ValidationError, type TextareaField, type TextField } from 'payload'
import { text, textarea } from 'payload/shared'
import { forbiddenCharacter } from '../../app/schemas/characters'
import { birthDataCipher, DecryptionError, isSealed } from '../../app/utils/encryption.server'
import { wordsFor } from './label'

/**
 * A value already sealed by one of our keys (a write that passes a stored value back, the re-seal script). Anything
 * that only looks sealed ("enc1.a.b.c.d" typed into a form or sent to the API) is plain text to check and seal like
 * any other, so it can never be stored unsealed and fail every later read.
 */
function isOurs(value: unknown): value is string {
  if (!isSealed(value)) return false
  try {
    birthDataCipher().decrypt(value)
    return true
  } catch (error) {
    if (error instanceof DecryptionError) return false
    throw error
  }
}

type Options = {
  maxLength: number
  required?: boolean
  label?: string
  /** The rule a plain value must follow, and the message when it does not. */
  rule?: { test: (plain: string) => boolean; message: string }
  /** Line breaks and tabs allowed (journal text); other control characters are still refused. */
  multiline?: boolean
}

/**
 * A text field whose value is sealed with AES-256-GCM before it reaches the database and opened again on every read
 * (REST, GraphQL, the Local API and the admin all see plain text; the database never does). Such a field cannot be
 * queried or sorted on, which is why birth data is looked up only by its owner.
 */
export function encryptedText(name: string, options: Options & { multiline: true }): TextareaField
export function encryptedText(name: string, options: Options): TextField
export function encryptedText(name: string, { maxLength, required, label, rule, multiline = false }: Options): TextField | TextareaField {
  const hooks: TextField['hooks'] = {
    beforeChange: [
      ({ value, path }) => {
        if (typeof value !== 'string' || value === '' || isOurs(value)) return value
        const plain: string = value
        // Checked here as well as by withTextRules (one-line.ts), whose validate only ever sees the sealed value: an
        // encrypted field used on its own still refuses control characters.
        const problem =
          plain.length > maxLength
            ? `${label ?? name} is too long (${maxLength} characters at most)`
            : forbiddenCharacter(plain, multiline ? 'multi-line' : 'one-line')
              ? multiline
                ? `${label ?? name} cannot contain control characters other than tabs and line breaks`
                : `${label ?? name} must be one line of text, without control characters`
              : rule && !rule.test(plain)
                ? rule.message
                : null
        if (problem) throw new ValidationError({ errors: [{ message: problem, path: path.join('.'), label: label ?? wordsFor(name) }] })
        return birthDataCipher().encrypt(plain)
      },
    ],
    afterRead: [({ value }) => (isSealed(value) ? birthDataCipher().decrypt(value) : value)],
  }
  // Payload runs a field's beforeChange hooks before its validation, so the plain value is checked in the hook, just
  // before it is sealed; `validate` then only sees that a required value is there.
  if (multiline) {
    const field: TextareaField = {
      name,
      type: 'textarea',
      label,
      required,
      maxLength,
      hooks,
      validate: (value, args) => (isOurs(value) ? true : textarea(value, args)),
    }
    return field
  }
  const field: TextField = { name, type: 'text', label, required, maxLength, hooks, validate: (value, args) => (isOurs(value) ? true : text(value, args)) }
  return field
}
