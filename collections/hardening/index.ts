import type { AfterErrorHook, SanitizedConfig } from 'payload'
import { guardFieldTypes } from './field-types'
import { hardenInternalCollections } from './internal-collections'
import { dropServerOwnedFields } from './system-fields'
import { whereGuard } from './where'

/**
 * Rules that hold for every collection and global, Payload's own included, applied once to the sanitized
 * configuration (ADR 031): callers never write server-owned fields, every field checks the JSON type of its value
 * before Payload's own validator, and Payload's internal collections get our access rules.
 */
export async function harden(pending: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const config = await pending
  // SQL databases number their rows; MongoDB's ids are text.
  const numericIds = !config.db.defaultIDType || config.db.defaultIDType === 'number'
  for (const collection of config.collections) {
    const customId = collection.fields.some((field) => 'name' in field && field.name === 'id')
    collection.hooks.beforeOperation = [
      dropServerOwnedFields,
      whereGuard(collection.fields, numericIds && !customId),
      ...(collection.hooks.beforeOperation ?? []),
    ]
    guardFieldTypes(collection.fields)
  }
  for (const global of config.globals) guardFieldTypes(global.fields)
  hardenInternalCollections(config)
  config.hooks.afterError = [...(config.hooks.afterError ?? []), hideErrorClasses]
  return config
}

/**
 * Payload's GraphQL errors carry the class of the exception (`"name": "RangeError"`): a client learns nothing from it
 * but how the server is built. The status code stays; a server error's data goes too.
 */
const hideErrorClasses: AfterErrorHook = ({ graphqlResult }) => {
  if (!graphqlResult) return
  const { name: _name, data, ...extensions } = (graphqlResult.extensions ?? {}) as Record<string, unknown>
  const status = Number(extensions.statusCode ?? 500)
  return { graphqlResult: { ...graphqlResult, extensions: status >= 500 ? extensions : { ...extensions, data } } }
}
