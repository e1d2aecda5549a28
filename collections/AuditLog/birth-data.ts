// Customers' birth data in the admin (ADR 073): hidden from staff by default, revealed to an admin who states
// a reason, each reveal written to the audit log before the data is handed out.
import { addDataAndFileToRequest, type CollectionConfig, type Field, NotFound, type PayloadHandler } from 'payload'
import { isStaff } from '../access'
import { ENCRYPTED_PROFILE_FIELDS } from '../Profiles'
import { reasonFrom, recordAccess, requireAdmin } from './record'

/** A profile's private part: the birth moment and place, and the questions the customer asked. */
const BIRTH_DATA_FIELDS = [...ENCRYPTED_PROFILE_FIELDS, 'birthTimeUnknown', 'questions'] as const

const hidden = new Set<string>(BIRTH_DATA_FIELDS)

/**
 * Staff never read these fields through the admin, REST, GraphQL or the Local API with access on (nor query by
 * them); the customer and the server (`overrideAccess`) do. The reveal endpoint is the one way for an admin.
 */
const hideFromStaff = (field: Field): Field =>
  'name' in field && hidden.has(field.name) && field.type !== 'ui'
    ? ({ ...field, access: { ...field.access, read: ({ req }) => !isStaff(req) }, admin: { ...field.admin, hidden: true } } as Field)
    : field

const revealBirthData: PayloadHandler = async (req) => {
  requireAdmin(req)
  await addDataAndFileToRequest(req)
  const reason = reasonFrom(req.data)
  const id = String(req.routeParams?.id ?? '')
  const { docs } = await req.payload.find({ collection: 'profiles', where: { id: { equals: id } }, depth: 1, limit: 1, overrideAccess: true })
  const profile = docs[0]
  if (!profile || typeof profile.user !== 'object' || !profile.user) throw new NotFound(req.t)
  await recordAccess(req, { action: 'reveal-birth-data', customer: { id: profile.user.id, email: profile.user.email }, reason })
  const birthData = Object.fromEntries(BIRTH_DATA_FIELDS.map((name) => [name, profile[name] ?? null]))
  return Response.json({ birthData }, { headers: { 'Cache-Control': 'no-store' } })
}

/** Profiles as the admin shows them: birth data behind a reveal button that asks for the reason. */
export function withHiddenBirthData(profiles: CollectionConfig): CollectionConfig {
  return {
    ...profiles,
    endpoints: [...(profiles.endpoints || []), { path: '/:id/reveal-birth-data', method: 'post', handler: revealBirthData }],
    fields: [
      ...profiles.fields.map(hideFromStaff),
      { name: 'birthData', type: 'ui', admin: { components: { Field: '/components/BirthDataReveal#BirthDataReveal' } } },
    ],
  }
}
