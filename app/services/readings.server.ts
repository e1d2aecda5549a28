// The daily reading (spec 2.7): the engine's facts of the day for the customer's chart (gochara, tara,
// dasha, notable transits) with the CMS reading texts those facts and the day choose (ADR 075), stored once per
// customer and day. The engine stays pure; this module is where it meets the CMS and the database.
import type { DailyReading as DailyReadingDoc } from '../../payload-types'
import { type Birth, birthChart, COLOURS, type BirthChart, type DayFactors } from '../astrology'
import { DAILY_SECTIONS } from '../domain/readings/choose'
import { dailyReadingCore } from '../domain/readings/daily'
import { type FactorRef, factorTag, parseFactorTag } from '../domain/readings/daily-factors'
import type { Locale } from '../utils/locales.mjs'
import { BoundedMap } from '../utils/bounded-map.mjs'
import { getPayloadClient } from '../utils/payload.server'
import type { Account } from './customers.server'
import { ownOfDay } from './customer-days.server'
import type { Profile } from './profiles.server'
import { bilingualTexts, type BilingualText } from './reading-texts.server'
import type { Day } from '../domain/day'

export type DailySection = (typeof DAILY_SECTIONS)[number]

/**
 * A section as stored in the reading: its paragraphs (each the CMS text's id, the factor it was written for as the CMS
 * tags it, "moon-house:10", or null, and its words in both languages when the reading was made, ADR 192), and the
 * paragraphs joined, under the lead paragraph's id, for the share text and the PDF. Readings made before ADR 192 have
 * one text and no `parts`.
 */
type StoredPart = { id: number | string; factor: string | null; en: string; hi: string }
type StoredText = { id: number | string; en: string; hi: string; parts?: StoredPart[] }
type StoredTexts = Partial<Record<DailySection, StoredText | null>>

/** A paragraph as the page shows it: its words and the factor of the Why-today panel it comes from. */
export type ReadingParagraph = { text: string; factor: FactorRef | null }

export type DailyReading = {
  date: string
  tz: string
  /** The words per section in the page's language; null when the CMS had no text for that section. */
  sections: Record<DailySection, string | null>
  /** The same words as paragraphs, each citing its factor (ADR 192). */
  paragraphs: Record<DailySection, ReadingParagraph[]>
  luckyNumbers: number[]
  /** The reading page's 3 power colours. */
  colours: { name: string; hex: string }[]
  /** The dashboard list's 5. */
  dashboardColours: { name: string; hex: string }[]
  factors: DayFactors
}

const colourOf = (name: string) => {
  const colour = COLOURS.find((c) => c.name === name) ?? COLOURS[0]!
  return { name: colour.name, hex: colour.hex }
}

/** The engine's birth data of a profile; a clock time a daylight-saving change repeats is read as the earlier one. */
export function birthOf(profile: Profile): Birth {
  return {
    date: profile.dateOfBirth,
    time: profile.timeOfBirth,
    tz: profile.place.timeZone,
    lat: profile.place.latitude,
    lon: profile.place.longitude,
    disambiguation: 'earlier',
  }
}

/** The birth chart of a profile. */
export const chartOf = (profile: Profile): BirthChart => birthChart(birthOf(profile))

type DailyText = BilingualText

/**
 * The CMS texts of the daily sections in both languages, kept with the public content: an editor's change empties the
 * cache at once, so the next reading generated uses it, and a generated reading costs no query for texts.
 */
function dailyTexts(): Promise<DailyText[]> {
  return bilingualTexts('daily', [...DAILY_SECTIONS])
}

/** Computes a reading (nothing stored): the engine's facts, the chosen texts and the draws. */
async function composeDailyReading(user: Pick<Account, 'id'>, profile: Profile, day: Day) {
  const texts = await dailyTexts()
  const core = dailyReadingCore({ chart: chartOf(profile), date: day.date, tz: day.tz, userKey: String(user.id), texts })
  const byId = new Map(texts.map((t) => [String(t.id), t]))
  const stored: StoredTexts = {}
  for (const section of DAILY_SECTIONS) {
    const parts: StoredPart[] = []
    for (const paragraph of core.paragraphs[section]) {
      const text = byId.get(String(paragraph.id))
      if (text) parts.push({ id: text.id, factor: paragraph.factor && factorTag(paragraph.factor), en: text.en, hi: text.hi })
    }
    const join = (locale: Locale) => parts.map((part) => part[locale]).join(PARAGRAPH_BREAK)
    stored[section] = parts[0] ? { id: parts[0].id, en: join('en'), hi: join('hi'), parts } : null
  }
  return {
    date: day.date,
    tz: day.tz,
    factors: core.factors,
    texts: stored,
    luckyNumbers: [...core.luckyNumbers],
    powerColours: [...core.powerColours],
  }
}

/** How a section's paragraphs are joined in its stored words (the share text and the PDF read those). */
const PARAGRAPH_BREAK = '\n\n'

function fromDoc(doc: Pick<DailyReadingDoc, 'date' | 'tz' | 'factors' | 'texts' | 'luckyNumbers' | 'powerColours'>, locale: Locale): DailyReading {
  const texts = (doc.texts ?? {}) as StoredTexts
  const sections = {} as Record<DailySection, string | null>
  const paragraphs = {} as Record<DailySection, ReadingParagraph[]>
  for (const section of DAILY_SECTIONS) {
    const text = texts[section]
    sections[section] = text ? text[locale] : null
    const parts = text?.parts ?? (text ? [{ ...text, factor: null }] : [])
    paragraphs[section] = parts.map((part) => ({ text: part[locale], factor: part.factor ? parseFactorTag(part.factor) : null }))
  }
  const colours = (doc.powerColours as string[]).map(colourOf)
  return {
    date: doc.date,
    tz: doc.tz,
    sections,
    paragraphs,
    luckyNumbers: doc.luckyNumbers as number[],
    colours: colours.slice(0, 3),
    dashboardColours: colours,
    factors: doc.factors as unknown as DayFactors,
  }
}

/**
 * The browser tests' way to reach the pages' "could not generate" states, guarded like the test checkout
 * (ADR 102, ADR 129): only a server started with READINGS_TEST_FAILURES=true, which only playwright.config.ts sets,
 * fails, and only for the accounts the tests make for it. A production server never has the variable.
 */
const TEST_FAILURE_EMAIL_PREFIX = 'e2e-reading-fails-'
export function failIfTestFailure(user: Pick<Account, 'email'>): void {
  if (process.env.READINGS_TEST_FAILURES === 'true' && user.email.startsWith(TEST_FAILURE_EMAIL_PREFIX)) {
    throw new Error('A reading failure the browser tests asked for (READINGS_TEST_FAILURES)')
  }
}

/** The customer's reading of the day: the stored one, or the first one made, stored and answered. */
export async function getTodaysReading(user: Account, profile: Profile, day: Day, locale: Locale): Promise<DailyReading> {
  const doc = await ownOfDay('daily-readings', user, day.date, async () => {
    failIfTestFailure(user)
    const reading = await composeDailyReading(user, profile, day)
    const payload = await getPayloadClient()
    // Made by the server for the customer (nobody creates readings through the API): the owner is set here.
    return payload.create({
      collection: 'daily-readings',
      data: { ...reading, user: user.id as number, factors: reading.factors as never, texts: reading.texts as never },
      depth: 0,
      overrideAccess: true,
    })
  })
  return fromDoc(doc, locale)
}

/** What the dashboard's profile card shows of the birth chart: sidereal names as numbers, and the kundli's bodies. */
export type ChartSummary = {
  moonSign: number
  nakshatra: number
  pada: number
  /** Null when the birth time is unknown. */
  lagna: number | null
  /** The kundli drawing's input (app/components/kundli-chart): the lagna's sign, or the Moon's without a birth time. */
  kundli: { lagnaSign: number; moonLagna: boolean; bodies: { id: keyof BirthChart['grahas']; longitude: number }[] }
  /**
   * Without a birth time, where the Moon was at the start and at the end of the birth day when its sign or nakshatra
   * changed during it (the card shows the noon Moon and says so); otherwise null.
   */
  moonDay: { from: MoonAt; to: MoonAt; signChanges: boolean; nakshatraChanges: boolean } | null
}

type MoonAt = { sign: number; nakshatra: number }

function moonDayOf(chart: BirthChart): ChartSummary['moonDay'] {
  const day = chart.moon.withinDay
  if (!day || !(day.rashiChanges || day.nakshatraChanges)) return null
  const at = (p: typeof day.start): MoonAt => ({ sign: p.rashi.number, nakshatra: p.nakshatra.number })
  return { from: at(day.start), to: at(day.end), signChanges: day.rashiChanges, nakshatraChanges: day.nakshatraChanges }
}

const GRAHA_ORDER = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const
// A chart changes only with the profile, so it is computed once per profile version rather than on every dashboard
// request (the signed-in pages' bench target, ADR 130); the oldest entry goes first once the map is full.
const CHART_CACHE_SIZE = 2000
const charts = new BoundedMap<string, ChartSummary>(CHART_CACHE_SIZE)

export function chartSummary(profile: Profile): ChartSummary {
  const key = `${String(profile.id)}|${profile.updatedAt}`
  const hit = charts.get(key)
  if (hit) return hit
  const chart = chartOf(profile)
  const summary: ChartSummary = {
    moonSign: chart.moon.rashi.number,
    nakshatra: chart.moon.nakshatra.number,
    pada: chart.moon.pada,
    lagna: chart.ascendant ? chart.ascendant.rashi.number : null,
    kundli: {
      lagnaSign: chart.ascendant ? chart.ascendant.rashi.number : chart.moon.rashi.number,
      moonLagna: chart.ascendant === null,
      bodies: GRAHA_ORDER.map((id) => ({ id, longitude: chart.grahas[id].longitude })),
    },
    moonDay: moonDayOf(chart),
  }
  charts.set(key, summary)
  return summary
}
