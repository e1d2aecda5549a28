// Lucky elements (ADR 077): for a signed-in customer with a profile, personal to the chart and their day and
// stored once per customer and day (the page and Refresh show what is stored); for anyone else, the day's elements for
// a Moon sign they pick, computed and never stored.
import type { LuckyElement as LuckyDoc } from '../../payload-types'
import { COLOURS, personalLuckyElements, signLuckyElements, to12Hour, whyToday, type ChartLuckyElements, type DashaLord } from '../astrology'
import { zoneFromCookie } from '../schemas/day-query'
import { todayIn } from '../schemas/birth-details'
import { getPayloadClient } from '../utils/payload.server'
import { asCustomer, type Account } from './customers.server'
import { findOwnOfDay, ownOfDay } from './customer-days.server'
import type { Profile } from './profiles.server'
import { chartOf } from './readings.server'
import type { Day } from '../domain/day'

/** The zone "today" falls back to when neither the browser nor a profile names one. */
export const DEFAULT_ZONE = 'Asia/Kolkata'

export type LuckyCard = {
  date: string
  refresh: number
  graha: DashaLord
  number: number
  colour: { name: string; hex: string }
  gemstone: string
  direction: string
  /** 24-hour 'HH:MM' as stored; `time12` is what the page shows. */
  time: string
  time12: { hour: number; minute: number; period: 'am' | 'pm' }
}

/**
 * The zone whose calendar day is "today" for this visitor (ADR 085): the browser's own zone, which the page keeps in a
 * cookie; then the profile's birthplace zone; then India's.
 */
export function userZone(input: { cookie: string | null; profileZone: string | null }): string {
  return zoneFromCookie(input.cookie) ?? input.profileZone ?? DEFAULT_ZONE
}

export function today(tz: string, now: Date = new Date()): Day {
  return { date: todayIn(tz, now), tz }
}

function toCard(
  e: Pick<ChartLuckyElements, 'refresh' | 'graha' | 'number' | 'gemstone' | 'direction' | 'time'> & { date: string; colour: string },
): LuckyCard {
  const colour = COLOURS.find((c) => c.name === e.colour) ?? COLOURS[0]!
  return {
    date: e.date,
    refresh: e.refresh,
    graha: e.graha,
    number: e.number,
    colour: { name: colour.name, hex: colour.hex },
    gemstone: e.gemstone,
    direction: e.direction,
    time: e.time,
    time12: to12Hour(e.time),
  }
}

/** The day's elements for a Moon sign (1 = Mesha … 12 = Meena): the signed-out page. */
export function luckyForSign(moonSign: number, day: Day, refresh = 0): LuckyCard {
  const e = signLuckyElements({ date: day.date, tz: day.tz, moonSign, refresh })
  return toCard({ ...e, colour: e.colour.name })
}

function compute(profile: Profile, day: Day, refresh: number): ChartLuckyElements {
  return personalLuckyElements(whyToday(chartOf(profile), day), refresh)
}

const fromDoc = (doc: LuckyDoc): LuckyCard => toCard(doc)

function dataOf(user: Account, e: ChartLuckyElements) {
  return {
    user: user.id as number,
    date: e.date,
    refresh: e.refresh,
    graha: e.graha,
    number: e.number,
    colour: e.colour.name as LuckyDoc['colour'],
    gemstone: e.gemstone as LuckyDoc['gemstone'],
    direction: e.direction as LuckyDoc['direction'],
    time: e.time,
  }
}

/** The customer's elements of the day: the stored ones, or the first draw, stored. */
export async function getPersonalLuckyElements(user: Account, profile: Profile, day: Day): Promise<LuckyCard> {
  return fromDoc(
    await ownOfDay('lucky-elements', user, day.date, async () => {
      const payload = await getPayloadClient()
      return payload.create({ collection: 'lucky-elements', data: dataOf(user, compute(profile, day, 0)), depth: 0, ...asCustomer(user) })
    }),
  )
}

/** Refresh: the next graha of the day, stored in place of the last draw. */
export async function refreshLuckyElements(user: Account, profile: Profile, day: Day): Promise<LuckyCard> {
  const current = await findOwnOfDay('lucky-elements', user, day.date)
  if (!current) return getPersonalLuckyElements(user, profile, day)
  const payload = await getPayloadClient()
  const { user: _owner, date: _date, ...data } = dataOf(user, compute(profile, day, current.refresh + 1))
  return fromDoc(await payload.update({ collection: 'lucky-elements', id: current.id, data, depth: 0, ...asCustomer(user) }))
}
