// The small forms that name one of the customer's own records (ADR 177): delete a saved item, a crush analysis or a
// journal entry, mark a favourite. The id is checked as every id from a request is (`isRowId`); whether the record is
// the customer's is the service's question, answered the same way for "not yours" and "not there".
import { isRowId } from '../utils/row-id'
import { z } from './zod'

/** The saved-item kinds the dashboard lists (spec 3, "saved_items"). */
const SAVED_KINDS = ['numerology-report', 'compatibility-reading'] as const
export type SavedKind = (typeof SAVED_KINDS)[number]

const recordId = z.string({ error: 'not-found' }).trim().refine(isRowId, 'not-found')

/** `intent=<intent>&id=<id>`: the one record a button acts on. */
export const recordAction = <Intent extends string>(intent: Intent) => z.object({ intent: z.literal(intent, { error: 'intent' }), id: recordId })

/** Delete one saved item (`kind` says which list it is in). */
export const DeleteSavedItemSchema = recordAction('delete').extend({ kind: z.enum(SAVED_KINDS, { error: 'not-found' }) })
