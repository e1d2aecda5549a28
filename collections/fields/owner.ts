import type { RelationshipField } from 'payload'
import { customerId } from '../access'

/**
 * The customer a document belongs to. On create it is the calling customer, whatever the request names (so "A makes
 * a row for B" makes A's row); afterwards it never changes. `unique` where a customer has at most one (a profile).
 * `outlivesAccount` where the record stays, without its customer, once the account is deleted (a booking, ADR 133):
 * the column may then be empty, but a new record still needs its customer.
 */
export function ownerField({ unique = false, outlivesAccount = false }: { unique?: boolean; outlivesAccount?: boolean } = {}): RelationshipField {
  return {
    name: 'user',
    type: 'relationship',
    relationTo: 'users',
    required: !outlivesAccount,
    ...(outlivesAccount && {
      validate: (value: unknown, { operation }: { operation?: string }) => (operation !== 'create' || value != null ? true : 'This field is required.'),
    }),
    unique,
    index: true,
    hooks: {
      beforeChange: [
        ({ value, req, operation, originalDoc }) => {
          const owner = customerId(req)
          if (operation === 'create') return owner ?? value
          return originalDoc?.user ?? value
        },
      ],
    },
  }
}
