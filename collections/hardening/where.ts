import { APIError, NotFound, type CollectionBeforeOperationHook, type Field, type Where } from 'payload'
import { isStorableDate } from './field-types'
import { fitsRowNumber } from '../../app/utils/row-id'

// A query compares a field with a value of the field's own type. Payload hands `where[createdAt][equals]=abc`,
// `where[id][in]=a,b` or `where[isAdmin][greater_than]=x` to the database as they are, which fails (a 500 on a
// customer's mistake). Values are checked here against the types of the top-level fields; paths
// Payload does not know it refuses itself.

/** Operators that compare with a single value of the field's type. */
const COMPARISONS = new Set(['equals', 'not_equals', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const LISTS = new Set(['in', 'not_in', 'all'])
/** Geometry operators: no collection here has a point field. */
const GEOMETRY = new Set(['near', 'within', 'intersects'])

type Kind = 'number' | 'date' | 'boolean' | 'id'

function kindOf(field: Field): Kind | null {
  if (field.type === 'number') return 'number'
  if (field.type === 'date') return 'date'
  if (field.type === 'checkbox') return 'boolean'
  return null
}

const fits: Record<Kind, (value: unknown) => boolean> = {
  number: (value) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())),
  date: (value) => isStorableDate(value),
  boolean: (value) => typeof value === 'boolean' || value === 'true' || value === 'false',
  // A row number of an integer column: "1.5" or 2^31 makes PostgreSQL fail rather than find nothing.
  id: fitsRowNumber,
}

const refuse = (path: string, operator: string) =>
  new APIError(`The query's value for "${path}" (${operator}) does not fit the field.`, 400, undefined, true)

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return value.split(',')
  return [value]
}

function check(where: unknown, kinds: Map<string, Kind>): void {
  if (where === undefined || where === null) return
  if (typeof where !== 'object' || Array.isArray(where)) throw new APIError('A query ("where") must be an object of conditions.', 400, undefined, true)
  for (const [key, condition] of Object.entries(where as Where)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(condition)) throw new APIError(`"${key}" takes a list of conditions.`, 400, undefined, true)
      for (const inner of condition) check(inner, kinds)
      continue
    }
    if (typeof condition !== 'object' || condition === null || Array.isArray(condition))
      throw new APIError(`The condition on "${key}" must name an operator.`, 400, undefined, true)
    for (const [operator, value] of Object.entries(condition)) {
      if (GEOMETRY.has(operator)) throw refuse(key, operator)
      if (JSON.stringify(value ?? null).includes('\\u0000')) throw refuse(key, operator)
      const kind = kinds.get(key)
      if (!kind || value === null) continue
      if (COMPARISONS.has(operator) && !fits[kind](value)) throw refuse(key, operator)
      if (LISTS.has(operator) && !listOf(value).every(fits[kind])) throw refuse(key, operator)
    }
  }
}

/** Checks the `where` of every read, count, update and delete against the collection's top-level field types. */
export function whereGuard(fields: Field[], numericIds: boolean): CollectionBeforeOperationHook {
  const kinds = new Map<string, Kind>()
  for (const field of fields) {
    const kind = 'name' in field && field.name ? kindOf(field) : null
    if (kind && 'name' in field) kinds.set(field.name, kind)
    // A link to one collection holds that collection's row numbers (`where[user][equals]=…`).
    if (numericIds && (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') kinds.set(field.name, 'id')
  }
  if (numericIds && !kinds.has('id')) kinds.set('id', 'id')
  return ({ args, req }) => {
    // A document asked for by an id it cannot have (`/api/users/1.5`) does not exist.
    const id = (args as { id?: unknown }).id
    if (kinds.get('id') === 'id' && id !== undefined && id !== null && !fits.id(id)) throw new NotFound(req.t)
    check((args as { where?: unknown }).where, kinds)
    return args
  }
}
