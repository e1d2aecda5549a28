import type { TextField } from 'payload'
import { ERROR_SHOWN_AT_ONCE, notInUse } from './in-use'

function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
}

/** A unique, URL-safe slug, filled from `from` when the editor leaves it empty. */
export function slugField(from: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    maxLength: 96,
    admin: { position: 'sidebar', description: `Filled from the ${from} when left empty`, components: ERROR_SHOWN_AT_ONCE },
    // Marked on the field, not only refused by the unique index with a toast.
    validate: notInUse<string>((value) => !value || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) || 'Use lower-case letters, digits and hyphens only'),
    hooks: {
      beforeValidate: [({ value, data }) => (value ? slugify(String(value)) : data?.[from] ? slugify(String(data[from])) : value)],
    },
  }
}
