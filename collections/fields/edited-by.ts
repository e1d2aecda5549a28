// Who made each version: every save of a versioned document records the name of the staff member who made it, and the
// version Payload stores with that save keeps it (ADR 227). Written by the save itself, never typed, so nobody can put
// another person's name on their change. The name is kept as text, as it was at the save: an editor may read only
// their own staff record, so a link to the record would show a colleague's change as a bare number.
import type { Field, FieldHook } from 'payload'

/** What a save records: the staff member's name (their e-mail if the name is empty), or nothing for a save nobody signed in made. */
export function editorName(user: { collection?: string; name?: unknown; email?: unknown } | null | undefined): string | null {
  if (user?.collection !== 'admins') return null
  const name = typeof user.name === 'string' ? user.name.trim() : ''
  if (name) return name
  return typeof user.email === 'string' && user.email ? user.email : null
}

const recordEditor: FieldHook = ({ req }) => editorName(req.user)

/** One line in each versioned collection's fields (posts, pages). */
export const editedByField: Field = {
  name: 'editedBy',
  label: 'Last edited by',
  type: 'text',
  maxLength: 200,
  // Not per language: one save is one person's, whichever language they wrote in.
  hooks: { beforeChange: [recordEditor] },
  // Nobody sends it: a value in the request is dropped and the save writes its own.
  access: { create: () => false, update: () => false },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: 'Who saved this version (the seed and scheduled jobs leave it empty); each version in the history keeps its own.',
    disableListFilter: true,
  },
}
