import type { RelationshipField } from 'payload'
import { customerId } from '../access'

/**
 * The customer a document belongs to. On create it is the calling customer, whatever the request names (so "A makes
 * a row for B" makes A's row); afterwards it never changes. `unique` where a customer has at most one (a profile).
 */
export function ownerField({ unique = false }: { unique?: boolean } = {}): RelationshipField {
  return {
    name: 'user',
    type: 'relationship',
    relationTo: 'users',
    required: true,
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
