import type { TextField } from 'payload'
import { text } from 'payload/shared'
import { birthDataCipher, isSealed } from '../../app/utils/encryption.server'

type Options = {
  maxLength: number
  required?: boolean
  label?: string
  /** The rule a plain value must follow, and the message when it does not. */
  rule?: { test: (plain: string) => boolean; message: string }
}

/**
 * A text field whose value is sealed with AES-256-GCM before it reaches the database and opened again on every read
 * (REST, GraphQL, the Local API and the admin all see plain text; the database never does). Such a field cannot be
 * queried or sorted on, which is why birth data is looked up only by its owner.
 */
export function encryptedText(name: string, { maxLength, required, label, rule }: Options): TextField {
  return {
    name,
    type: 'text',
    label,
    required,
    maxLength,
    validate: (value, args) => {
      // A value already sealed was checked when it was written (an update that leaves the field alone).
      if (isSealed(value)) return true
      const basic = text(value, args)
      if (basic !== true || !rule || value === null || value === undefined || value === '') return basic
      return typeof value === 'string' && rule.test(value) ? true : rule.message
    },
    hooks: {
      beforeChange: [({ value }) => (typeof value === 'string' && value !== '' && !isSealed(value) ? birthDataCipher().encrypt(value) : value)],
      afterRead: [({ value }) => (isSealed(value) ? birthDataCipher().decrypt(value) : value)],
    },
  }
}
