// Birth profiles: one per customer, read and written only with the customer's own access rights.
import { ValidationError } from 'payload'
import type { Profile as ProfileDoc } from '../../payload-types'
import { coordinateToText, type Gender } from '../schemas/birth-details'
import { getPayloadClient } from '../utils/payload.server'
import { asCustomer, type Account } from './customers.server'

export type BirthPlace = {
  /** The gazetteer entry, or null for coordinates entered by hand. */
  id: string | null
  name: string
  country: string | null
  latitude: number
  longitude: number
  timeZone: string
}

export type ProfileInput = {
  fullName: string
  dateOfBirth: string
  /** 24-hour 'HH:MM', or null when not given. */
  timeOfBirth: string | null
  birthTimeUnknown: boolean
  gender: Gender
  questions: string | null
  place: BirthPlace
}

export type Profile = ProfileInput & { id: number | string; updatedAt: string }

function fromDoc(doc: ProfileDoc): Profile {
  return {
    id: doc.id,
    fullName: doc.fullName,
    dateOfBirth: doc.dateOfBirth,
    timeOfBirth: doc.timeOfBirth || null,
    birthTimeUnknown: doc.birthTimeUnknown === true,
    gender: doc.gender,
    questions: doc.questions || null,
    place: {
      id: doc.placeId || null,
      name: doc.placeName,
      country: doc.placeCountry || null,
      latitude: Number(doc.latitude),
      longitude: Number(doc.longitude),
      timeZone: doc.timeZone,
    },
    updatedAt: doc.updatedAt,
  }
}

function toData(input: ProfileInput) {
  return {
    fullName: input.fullName,
    dateOfBirth: input.dateOfBirth,
    timeOfBirth: input.birthTimeUnknown ? null : input.timeOfBirth,
    birthTimeUnknown: input.birthTimeUnknown,
    gender: input.gender,
    questions: input.questions,
    placeId: input.place.id,
    placeName: input.place.name,
    placeCountry: input.place.country,
    latitude: coordinateToText(input.place.latitude),
    longitude: coordinateToText(input.place.longitude),
    timeZone: input.place.timeZone,
  }
}

async function findOwn(user: Account): Promise<ProfileDoc | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'profiles',
    where: { user: { equals: user.id } },
    limit: 1,
    pagination: false,
    depth: 0,
    ...asCustomer(user),
  })
  return docs[0] ?? null
}

export async function getProfile(user: Account): Promise<Profile | null> {
  const doc = await findOwn(user)
  return doc ? fromDoc(doc) : null
}

/** Whether the customer has a profile; a lookup that fails counts as none (spec 4 and 8), and is logged. */
export async function hasProfile(user: Account): Promise<boolean> {
  try {
    const payload = await getPayloadClient()
    const { totalDocs } = await payload.count({ collection: 'profiles', where: { user: { equals: user.id } }, ...asCustomer(user) })
    return totalDocs > 0
  } catch (error) {
    console.error('Looking up a profile failed', error)
    return false
  }
}

/** Creates the customer's profile or replaces it (spec 4: "upserted by user"). */
export async function saveProfile(user: Account, input: ProfileInput): Promise<Profile> {
  const payload = await getPayloadClient()
  const data = toData(input)
  const update = (id: number | string) => payload.update({ collection: 'profiles', id, data, depth: 0, ...asCustomer(user) })
  const existing = await findOwn(user)
  if (existing) return fromDoc(await update(existing.id))
  try {
    return fromDoc(await payload.create({ collection: 'profiles', data: { ...data, user: user.id as number }, depth: 0, ...asCustomer(user) }))
  } catch (error) {
    // Two first saves racing: the unique index on the owner keeps one profile, and this save updates it.
    const raced = await findOwn(user)
    if (raced) return fromDoc(await update(raced.id))
    throw error
  }
}

/** What Payload's field rules said when they refused a save (shown to the customer), or null for any other failure. */
export function profileRejection(error: unknown): string | null {
  return error instanceof ValidationError ? error.data.errors.map((e) => e.message).join(' ') : null
}
