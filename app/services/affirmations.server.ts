// Daily affirmations (spec 2.15): the day's affirmation is a CMS reading text of the "affirmation" section,
// chosen by the day's Moon against the customer's natal Moon and birth star (house from the Moon sign, tara, the day's
// band; app/domain/readings/choose.ts), one per customer and day. New Affirmation stores the next text of the same ordering,
// so the draws of a day never repeat until the pool is spent.
import type { DailyAffirmation as AffirmationDoc } from '../../payload-types'
import { whyToday } from '../astrology'
import { chooseTexts, dailySelectors, factorKey } from '../domain/readings/choose'
import type { Locale } from '../utils/locales.mjs'
import { getPayloadClient } from '../utils/payload.server'
import { asCustomer, type Account } from './customers.server'
import type { Profile } from './profiles.server'
import type { Day } from '../domain/day'
import { chartOf } from './readings.server'
import { bilingualTexts, type BilingualText } from './reading-texts.server'
import { isRowId } from '../utils/row-id'

type StoredText = { id: number | string; en: string; hi: string }
type AffirmationText = BilingualText

type Affirmation = {
  id: number | string
  date: string
  draw: number
  text: string
  isFavorite: boolean
  /** The house of the day's Moon counted from the natal Moon sign, the first factor of the choice. */
  moonHouse: number | null
}

/** Concurrent New Affirmation clicks each find the next free draw; each round lets at least one of them store. */
const MAX_ATTEMPTS = 25
const FAVOURITES_SHOWN = 50

function affirmationTexts(): Promise<AffirmationText[]> {
  return bilingualTexts('affirmation', ['affirmation'])
}

/** The text of draw `draw` for this customer and day, and the facts of the sky that chose it. */
async function compose(user: Pick<Account, 'id'>, profile: Profile, day: Day, draw: number) {
  const texts = await affirmationTexts()
  if (texts.length === 0) throw new Error('The CMS has no affirmation texts')
  const factors = whyToday(chartOf(profile), day)
  // Texts written for the birth star, the Moon sign or the day's band come first, then the general ones.
  const order = chooseTexts({
    key: `affirmation|${user.id}|${day.date}|${factorKey(factors)}`,
    texts,
    sections: { affirmation: texts.length },
    selectors: dailySelectors(factors),
  }).affirmation!
  const id = order[draw % order.length]!
  const text = texts.find((t) => String(t.id) === String(id))!
  return {
    text: { id: text.id, en: text.en, hi: text.hi } satisfies StoredText,
    factors: { moonHouse: factors.moon.house, tara: factors.tara.code, band: factors.band },
  }
}

function fromDoc(doc: AffirmationDoc, locale: Locale): Affirmation {
  const text = doc.text as StoredText
  const factors = doc.factors as { moonHouse?: unknown }
  return {
    id: doc.id,
    date: doc.date,
    draw: doc.draw,
    text: locale === 'hi' ? text.hi : text.en,
    isFavorite: doc.isFavorite === true,
    moonHouse: typeof factors.moonHouse === 'number' ? factors.moonHouse : null,
  }
}

async function latestOfDay(user: Account, date: string): Promise<AffirmationDoc | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'daily-affirmations',
    where: { and: [{ user: { equals: user.id } }, { date: { equals: date } }] },
    sort: '-draw',
    limit: 1,
    depth: 0,
    ...asCustomer(user),
  })
  return docs[0] ?? null
}

/** Stores the draw after `after` (or the first), moving on past draws a concurrent request took first. */
async function storeNext(user: Account, profile: Profile, day: Day, after: AffirmationDoc | null): Promise<AffirmationDoc> {
  const payload = await getPayloadClient()
  let latest = after
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const draw = latest ? latest.draw + 1 : 0
    try {
      // Made by the server for the customer (nobody creates affirmations through the API).
      return await payload.create({
        collection: 'daily-affirmations',
        data: {
          user: user.id as number,
          date: day.date,
          draw,
          isFavorite: false,
          ...((await compose(user, profile, day, draw)) as { text: never; factors: never }),
        },
        depth: 0,
        overrideAccess: true,
      })
    } catch (error) {
      const now = await latestOfDay(user, day.date)
      // The unique index refused a draw another request stored first: the first visit answers that one.
      if (!now || now.draw < draw) throw error
      if (!after) return now
      latest = now
    }
  }
  throw new Error(`Affirmation draws of customer ${user.id} stayed contended for ${MAX_ATTEMPTS} attempts`)
}

/** Today's affirmation: the day's latest draw, or the first one, stored once per customer and day. */
export async function getTodaysAffirmation(user: Account, profile: Profile, day: Day, locale: Locale): Promise<Affirmation> {
  const doc = (await latestOfDay(user, day.date)) ?? (await storeNext(user, profile, day, null))
  return fromDoc(doc, locale)
}

/** New Affirmation: stores the day's next draw and answers it. */
export async function newAffirmation(user: Account, profile: Profile, day: Day, locale: Locale): Promise<Affirmation> {
  const latest = await latestOfDay(user, day.date)
  return fromDoc(await storeNext(user, profile, day, latest ?? (await storeNext(user, profile, day, null))), locale)
}

type ToggleResult = { ok: true; isFavorite: boolean } | { ok: false; code: 'not-found' }

/** Favorite toggles on and off (spec 4), only on one of the customer's own affirmations. */
export async function toggleFavorite(user: Account, id: string, now: Date = new Date()): Promise<ToggleResult> {
  const doc = await ownAffirmation(user, id)
  if (!doc) return { ok: false, code: 'not-found' }
  const payload = await getPayloadClient()
  const isFavorite = doc.isFavorite !== true
  await payload.update({
    collection: 'daily-affirmations',
    id: doc.id,
    data: { isFavorite, favoritedAt: isFavorite ? now.toISOString() : null },
    depth: 0,
    overrideAccess: true,
  })
  return { ok: true, isFavorite }
}

/** The customer's favourites, the most recently marked first. */
export async function listFavorites(user: Account, locale: Locale): Promise<Affirmation[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'daily-affirmations',
    where: { and: [{ user: { equals: user.id } }, { isFavorite: { equals: true } }] },
    sort: '-favoritedAt',
    limit: FAVOURITES_SHOWN,
    depth: 0,
    ...asCustomer(user),
  })
  return docs.map((doc) => fromDoc(doc, locale))
}

/** One of the customer's affirmations by id, read with their own rights; null when there is none of theirs by that id. */
async function ownAffirmation(user: Account, id: string) {
  if (!isRowId(id)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'daily-affirmations',
    where: { and: [{ id: { equals: id } }, { user: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    ...asCustomer(user),
  })
  return docs[0] ?? null
}

/** One of the customer's affirmations (sharing reads it by id), or null when there is none of theirs by that id. */
export async function getAffirmation(user: Account, id: string, locale: Locale): Promise<Affirmation | null> {
  const doc = await ownAffirmation(user, id)
  return doc ? fromDoc(doc, locale) : null
}
