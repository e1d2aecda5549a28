import type { TextField } from 'payload'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The calendar day a customer's row belongs to, in their own time zone ('YYYY-MM-DD'), as the rows kept one per
 * customer and day carry it (with a unique index on user and date). A row never moves to another day.
 */
export function customerDayField(): TextField {
  return {
    name: 'date',
    type: 'text',
    required: true,
    maxLength: 10,
    validate: (value: unknown) => (typeof value === 'string' && ISO_DAY.test(value) ? true : 'Date must be YYYY-MM-DD'),
    hooks: { beforeChange: [({ value, operation, originalDoc }) => (operation === 'update' ? (originalDoc?.date ?? value) : value)] },
  }
}
