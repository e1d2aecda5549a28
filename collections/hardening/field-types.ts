import type { Field, Validate } from 'payload'

// Payload's own validators assume the JSON type the admin UI sends: given `"gender": []`, `"questions": {}` or
// `"createdAt": true`, some pass the value on to the database, which fails (a 500) or stores what it cannot read back
// (holes 1 and 6). Each field first checks the JSON type of its value, so a wrong type is a 400 naming
// the field, before anything is written.

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
// PostgreSQL cannot store NUL in text at all (SQLite would, and every reader would then stumble on it).
const isText = (value: unknown) => typeof value === 'string' && !value.includes('\u0000')
const isFiniteNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value)
const isId = (value: unknown) => (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isSafeInteger(value))
const listOf = (test: (value: unknown) => boolean) => (value: unknown) => Array.isArray(value) && value.every(test)

/** An ISO 8601 date, optionally with a time and an offset: what the admin and our services send. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

/** A moment the database can store and every reader can format again: ISO text (or a Date) in years 1 to 9999. */
export function isStorableDate(value: unknown): boolean {
  if (!(typeof value === 'string' || value instanceof Date)) return false
  // JavaScript's parser also takes "%00" or "1e308" as dates; the databases do not.
  if (typeof value === 'string' && !ISO_DATE.test(value.trim())) return false
  const time = new Date(value).getTime()
  if (!Number.isFinite(time)) return false
  const year = new Date(time).getUTCFullYear()
  return year >= 1 && year <= 9999
}

/**
 * JSON that PostgreSQL's jsonb accepts: JSON.stringify writes NUL and unpaired UTF-16 surrogates as \u escapes,
 * which jsonb refuses.
 */
export const isStorableJson = (value: unknown) => !/\\u0000|\\ud[89a-f][0-9a-f]{2}/i.test(JSON.stringify(value) ?? '')

type Check = { test: (value: unknown) => boolean; message: string }

function checkFor(field: Field): Check | null {
  const many = 'hasMany' in field && field.hasMany === true
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'radio':
      return many
        ? { test: listOf(isText), message: 'must be a list of texts (without NUL characters)' }
        : { test: isText, message: 'must be text (without NUL characters)' }
    case 'select':
      return many
        ? { test: listOf(isText), message: 'must be a list of the offered values' }
        : { test: isText, message: 'must be one of the offered values' }
    case 'number':
      return many ? { test: listOf(isFiniteNumber), message: 'must be a list of numbers' } : { test: isFiniteNumber, message: 'must be a number' }
    case 'checkbox':
      return { test: (value) => typeof value === 'boolean', message: 'must be true or false' }
    case 'date':
      return { test: isStorableDate, message: 'must be a date between the years 1 and 9999' }
    case 'point':
      return { test: (value) => Array.isArray(value) && value.length === 2 && value.every(isFiniteNumber), message: 'must be a pair of numbers' }
    case 'array':
    case 'blocks':
      return { test: (value) => Array.isArray(value), message: 'must be a list' }
    case 'group':
      return 'name' in field && field.name ? { test: isPlainObject, message: 'must be an object' } : null
    case 'relationship':
    case 'upload': {
      const polymorphic = Array.isArray(field.relationTo)
      const one = polymorphic
        ? (value: unknown) =>
            isPlainObject(value) && typeof value.relationTo === 'string' && (isId(value.value) || (isPlainObject(value.value) && isId(value.value.id)))
        : (value: unknown) => isId(value) || (isPlainObject(value) && isId(value.id))
      return many ? { test: listOf(one), message: 'must be a list of references' } : { test: one, message: 'must be a reference' }
    }
    case 'json':
      return { test: isStorableJson, message: 'must not hold NUL characters or unpaired surrogates' }
    default:
      // richText holds structured values of its own; ui, join and layout fields hold no value.
      return null
  }
}

function label(field: Field): string {
  return 'name' in field && field.name ? field.name : field.type
}

/** Puts the JSON type check in front of the validator of every field in `fields`, nested fields included. */
export function guardFieldTypes(fields: Field[]): void {
  for (const field of fields) {
    const check = checkFor(field)
    if (check) {
      const inner = (field as { validate?: Validate }).validate
      const name = label(field)
      const validate: Validate = (value, options) => {
        if (value !== null && value !== undefined && !check.test(value)) return `${name} ${check.message}`
        return inner ? inner(value, options) : true
      }
      ;(field as { validate?: Validate }).validate = validate
    }
    if ('fields' in field && Array.isArray(field.fields)) guardFieldTypes(field.fields)
    if (field.type === 'tabs') for (const tab of field.tabs) guardFieldTypes(tab.fields)
    if (field.type === 'blocks') for (const block of field.blocks ?? []) guardFieldTypes(block.fields)
  }
}
