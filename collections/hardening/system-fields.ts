import type { CollectionBeforeOperationHook } from 'payload'

/**
 * Fields whose values only the server writes: a document's id and its timestamps. A value sent for one of them is
 * dropped, as Payload drops a field the caller may not write; one `"createdAt": true` once stored a row that no list
 * could read back.
 */
const SERVER_OWNED_FIELDS = ['id', 'createdAt', 'updatedAt', 'deletedAt'] as const

/**
 * REST and GraphQL callers, and Local API calls made on a caller's behalf (`overrideAccess: false`), never set the
 * server-owned fields. Trusted server code (migrations, the seed) still may, through the Local API.
 */
export const dropServerOwnedFields: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = (args as { data?: unknown }).data
  const onBehalfOfCaller = req.payloadAPI !== 'local' || (args as { overrideAccess?: boolean }).overrideAccess === false
  if (!onBehalfOfCaller || !data || typeof data !== 'object' || Array.isArray(data)) return args
  for (const name of SERVER_OWNED_FIELDS) delete (data as Record<string, unknown>)[name]
  return args
}
