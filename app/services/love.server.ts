// Love forecasts and the soulmate generator (spec 2.16): the engine's scores and soulmate facts for the
// customer's chart, the CMS advice texts chosen by them, stored per customer (a forecast once a day, a soulmate per
// credit spent). The engine stays pure; this module is where it meets the CMS, the credits ledger and the database.
import type { LoveForecast as LoveForecastDoc, SoulmateReading as SoulmateReadingDoc } from '../../payload-types'
import {
  FORECAST_AREAS,
  loveForecast,
  scoreBand,
  scoreColour,
  soulmateFacts,
  type ForecastArea,
  type ReasonCode,
  type ScoreColour,
  soulmateLensPlan,
  legacySketchSeed,
  type BirthChart,
  type SoulmateFacts,
  type SoulmateLens,
} from '../astrology'
import { lensPurpose } from '../domain/readings/soulmate-lens'
import { chooseTexts } from '../domain/readings/choose'
import { soulmateSketch } from '../domain/readings/soulmate-sketch'
import type { Locale } from '../utils/locales.mjs'
import { getPayloadClient } from '../utils/payload.server'
import { grantCredits, paidPurposes, returnOf, spendCreditOnce } from './credits.server'
import { birthOf } from './life-career.server'
import { ownOfDay, findOwnOfDay } from './customer-days.server'
import { asCustomer, type Account } from './customers.server'
import { paymentMode } from './payments-stripe.server'
import type { Profile } from './profiles.server'
import type { Day } from '../domain/day'
import { chartOf } from './readings.server'
import { bilingualTexts, type BilingualText } from './reading-texts.server'
import { isRowId } from '../utils/row-id'

/** What a profile must hold: the forecast needs a chart (spec 4), the soulmate the partner's gender too (spec 5). */
export type ProfileField = 'fullName' | 'dateOfBirth' | 'placeOfBirth' | 'gender'
const FORECAST_NEEDS: readonly ProfileField[] = ['fullName', 'dateOfBirth', 'placeOfBirth']
const SOULMATE_NEEDS: readonly ProfileField[] = ['fullName', 'dateOfBirth', 'gender']

function missingOf(profile: Profile | null, needs: readonly ProfileField[]): ProfileField[] {
  const has: Record<ProfileField, boolean> = {
    fullName: Boolean(profile?.fullName?.trim()),
    dateOfBirth: Boolean(profile?.dateOfBirth),
    placeOfBirth: Boolean(profile?.place?.name && profile.place.timeZone),
    gender: Boolean(profile?.gender),
  }
  return needs.filter((field) => !has[field])
}

/** The profile fields the forecast still needs, in the order the page lists them; empty when it can be made. */
export const forecastGaps = (profile: Profile | null) => missingOf(profile, FORECAST_NEEDS)
export const soulmateGaps = (profile: Profile | null) => missingOf(profile, SOULMATE_NEEDS)

// The advice texts are the CMS reading texts of these sections (ADR 092's pools): career advice shares the daily
// reading's career texts, love and finance have sections of their own.
const ADVICE_SECTION: Record<ForecastArea, string> = { love: 'love-advice', career: 'career', finance: 'finance-advice' }

type AdviceText = BilingualText
type StoredText = { id: number | string; en: string; hi: string }

function adviceTexts(): Promise<AdviceText[]> {
  return bilingualTexts('love-forecast', Object.values(ADVICE_SECTION))
}

export type AreaForecast = { area: ForecastArea; score: number; colour: ScoreColour; reasons: ReasonCode[]; advice: string | null }
export type DailyForecast = { date: string; tz: string; areas: AreaForecast[]; luckyLoveTime: string }

async function composeForecast(user: Pick<Account, 'id'>, profile: Profile, day: Day) {
  const forecast = loveForecast(chartOf(profile), day)
  const texts = await adviceTexts()
  const byId = new Map(texts.map((t) => [String(t.id), t]))
  const advice: Partial<Record<ForecastArea, StoredText | null>> = {}
  const reasons: Partial<Record<ForecastArea, ReasonCode[]>> = {}
  for (const area of FORECAST_AREAS) {
    const { score } = forecast[area]
    const section = ADVICE_SECTION[area]
    // The score's band is the selector: advice written for a bright or a hard day comes up on such days (ADR 092).
    const chosen = chooseTexts({
      key: `love-forecast|${String(user.id)}|${day.date}|${area}|${score}`,
      texts,
      sections: { [section]: 1 },
      selectors: [{ kind: 'band', value: scoreBand(score) }],
    })[section]?.[0]
    const text = chosen === undefined ? undefined : byId.get(String(chosen))
    advice[area] = text ? { id: text.id, en: text.en, hi: text.hi } : null
    reasons[area] = [...forecast[area].reasons]
  }
  return {
    date: day.date,
    tz: day.tz,
    loveScore: forecast.love.score,
    careerScore: forecast.career.score,
    financeScore: forecast.finance.score,
    luckyLoveTime: forecast.luckyLoveTime,
    reasons,
    advice,
  }
}

function forecastFromDoc(doc: LoveForecastDoc, locale: Locale): DailyForecast {
  const advice = (doc.advice ?? {}) as Partial<Record<ForecastArea, StoredText | null>>
  const reasons = (doc.reasons ?? {}) as Partial<Record<ForecastArea, ReasonCode[]>>
  const scores: Record<ForecastArea, number> = { love: doc.loveScore, career: doc.careerScore, finance: doc.financeScore }
  return {
    date: doc.date,
    tz: doc.tz,
    luckyLoveTime: doc.luckyLoveTime,
    areas: FORECAST_AREAS.map((area) => {
      const text = advice[area]
      return {
        area,
        score: scores[area],
        colour: scoreColour(scores[area]),
        reasons: reasons[area] ?? [],
        advice: text ? (locale === 'hi' ? text.hi : text.en) : null,
      }
    }),
  }
}

/** Today's forecast: the stored one, or the first one made, stored and answered (spec 4: one per user per day). */
export async function getTodaysForecast(user: Account, profile: Profile, day: Day, locale: Locale): Promise<DailyForecast & { made: boolean }> {
  const stored = await findOwnOfDay('love-forecasts', user, day.date)
  if (stored) return { ...forecastFromDoc(stored, locale), made: false }
  const doc = await ownOfDay('love-forecasts', user, day.date, async () => {
    const data = await composeForecast(user, profile, day)
    const payload = await getPayloadClient()
    return payload.create({ collection: 'love-forecasts', data: { ...data, user: user.id as number }, depth: 0, overrideAccess: true })
  })
  // `made`: this request made the day's forecast, so the page says it is ready (spec 8's toast).
  return { ...forecastFromDoc(doc, locale), made: true }
}

/**
 * Refresh Forecast: the day's forecast made again from the profile as it is now (after Update Profile, say) and the
 * texts as editors left them; still one row per day.
 */
export async function refreshForecast(user: Account, profile: Profile, day: Day, locale: Locale): Promise<DailyForecast> {
  const existing = await findOwnOfDay('love-forecasts', user, day.date)
  if (!existing) return getTodaysForecast(user, profile, day, locale)
  const data = await composeForecast(user, profile, day)
  const payload = await getPayloadClient()
  const doc = await payload.update({ collection: 'love-forecasts', id: existing.id, data, depth: 0, overrideAccess: true })
  return forecastFromDoc(doc, locale)
}

// ─── The soulmate generator ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * What a soulmate reading keeps of the facts: codes only, so it reads in either language. The lens fields and the
 * birth fingerprint came with ADR 194; a reading made before them was a 7th-house reading.
 */
export type SoulmateDescription = Pick<
  SoulmateFacts,
  'appearance' | 'build' | 'personality' | 'meeting' | 'connection' | 'timeframe' | 'partner' | 'basis'
> &
  Partial<Pick<SoulmateFacts, 'lens' | 'lensKey' | 'lensSign' | 'lensPlanet' | 'lensHouse'>> & { birth?: string }

export type SoulmateReading = {
  id: number | string
  generatedAt: string
  lovePercentage: number
  lens: SoulmateLens
  description: SoulmateDescription
  /** The portrait as an SVG data URI for an <img>. */
  sketch: string
}

function soulmateFromDoc(doc: SoulmateReadingDoc): SoulmateReading {
  const description = doc.description as unknown as SoulmateDescription
  const lens = description.lens ?? 'seventh'
  return {
    id: doc.id,
    generatedAt: doc.generationDate,
    lovePercentage: doc.lovePercentage,
    lens,
    description,
    sketch: soulmateSketch({
      seed: doc.sketchSeed,
      partner: description.partner,
      lens,
      looks: description.appearance,
      planet: description.lensPlanet ?? description.appearance,
      personality: description.personality,
      build: description.build,
      connection: description.connection,
    }),
  }
}

export type GenerateResult =
  | { ok: true; reading: SoulmateReading; balance: number }
  | { ok: false; code: 'profile-incomplete'; missing: ProfileField[] }
  | { ok: false; code: 'no-credits' }
  | { ok: false; code: 'all-drawn'; balance: number }
  | { ok: false; code: 'generation-failed'; balance: number }

/**
 * A test-only way to make a generation fail after its credit is spent, so the browser tests can watch the credit come
 * back. It needs SOULMATE_TEST_FAILURES=true and the built-in test checkout (no Stripe keys, ADR 102): a site that
 * takes real payments never fails on purpose.
 */
export function soulmateTestFailuresEnabled(): boolean {
  return process.env.SOULMATE_TEST_FAILURES === 'true' && paymentMode() === 'test-checkout'
}

/**
 * The lenses of the profile's chart now, each with the ledger purpose that pays for it (ADR 194), and the ones this
 * chart cannot give (ADR 209).
 */
function lensesOf(profile: Profile, now: Date) {
  const chart = chartOf(profile)
  const birth = birthOf(profile)
  const plan = soulmateLensPlan(chart, now, profile.gender)
  const lenses = plan.lenses.map((lens) => ({ ...lens, purpose: lensPurpose(lens.key, birth) }))
  return { chart, birth, lenses, gaps: plan.gaps }
}

/**
 * The purposes the customer already holds a reading for, whatever the ledger says: a reading made before lenses
 * (ADR 194) is this chart's 7th-house reading when its seed is the one the chart gave then.
 */
async function readingsHeld(user: Account, profile: Profile, chart: BirthChart, birth: string, lenses: { key: string; purpose: string }[]) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'soulmate-readings',
    where: { user: { equals: user.id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { description: true, sketchSeed: true },
  })
  const legacy = legacySketchSeed(chart, profile.gender)
  const held = new Set<string>()
  for (const doc of docs) {
    const description = doc.description as unknown as SoulmateDescription
    const key = description.birth === birth.slice(0, 16) ? description.lensKey : doc.sketchSeed === legacy ? 'seventh' : undefined
    const purpose = lenses.find((lens) => lens.key === key)?.purpose
    if (purpose) held.add(purpose)
  }
  return held
}

/**
 * What the generator offers now: the next lens (null when every lens is drawn for this birth data), how many are drawn
 * of how many this birth data gives, and how many it cannot give: lenses that need a birth time, and lenses that would
 * describe the partner an earlier lens does (ADR 209).
 */
export type SoulmatePlan = { next: SoulmateLens | null; drawn: number; total: number; needTime: number; repeats: number }

export async function soulmatePlan(user: Account, profile: Profile | null, now = new Date()): Promise<SoulmatePlan | null> {
  if (!profile || soulmateGaps(profile).length > 0) return null
  const { chart, birth, lenses, gaps } = lensesOf(profile, now)
  const held = await readingsHeld(user, profile, chart, birth, lenses)
  const paid = await paidPurposes(
    user.id,
    lenses.map((lens) => lens.purpose),
  )
  const taken = lenses.filter((lens) => held.has(lens.purpose) || paid.has(lens.purpose))
  const next = lenses.find((lens) => !taken.includes(lens))
  const count = (reason: (typeof gaps)[number]['reason']) => gaps.filter((gap) => gap.reason === reason).length
  return { next: next?.lens ?? null, drawn: taken.length, total: lenses.length, needTime: count('needs-time'), repeats: count('repeats') }
}

/**
 * Spends one credit and makes a soulmate reading from the chart through the next lens the customer has not had for
 * this birth data (spec 5: full name, date of birth and gender needed, at least one credit; ADR 194). The lens is chosen
 * and the credit spent in one ledger write (spendCreditOnce): when every lens is drawn, it refuses before any credit
 * moves. If the reading then cannot be made or stored, the credit is given back and the customer told it failed.
 */
export async function generateSoulmate(
  user: Account,
  profile: Profile | null,
  options: { now?: Date; simulateFailure?: boolean } = {},
): Promise<GenerateResult> {
  const missing = soulmateGaps(profile)
  if (missing.length > 0 || !profile) return { ok: false, code: 'profile-incomplete', missing }
  const now = options.now ?? new Date()
  const { chart, birth, lenses } = lensesOf(profile, now)
  const held = await readingsHeld(user, profile, chart, birth, lenses)
  const spent = await spendCreditOnce(
    user.id,
    lenses.map((lens) => lens.purpose),
    held,
  )
  if (!spent.ok) return spent.code === 'all-used' ? { ok: false, code: 'all-drawn', balance: spent.balance } : { ok: false, code: 'no-credits' }
  const lens = lenses.find((candidate) => candidate.purpose === spent.purpose)!
  let doc: SoulmateReadingDoc
  try {
    if (options.simulateFailure) throw new Error('Simulated soulmate generation failure (test seam)')
    const facts = soulmateFacts(chart, now, profile.gender, lens.lens)
    const description: SoulmateDescription = {
      appearance: facts.appearance,
      build: facts.build,
      personality: facts.personality,
      meeting: facts.meeting,
      connection: facts.connection,
      timeframe: facts.timeframe,
      partner: facts.partner,
      basis: facts.basis,
      lens: facts.lens,
      lensKey: facts.lensKey,
      lensSign: facts.lensSign,
      lensPlanet: facts.lensPlanet,
      lensHouse: facts.lensHouse,
      birth: birth.slice(0, 16),
    }
    const payload = await getPayloadClient()
    doc = await payload.create({
      collection: 'soulmate-readings',
      data: {
        user: user.id as number,
        generationDate: now.toISOString(),
        lovePercentage: facts.lovePercentage,
        description: description as never,
        sketchSeed: facts.sketchSeed,
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // Nothing was stored: the credit goes back, and with it the lens. If even that fails, the customer keeps the
    // failure message and the log names them, so support can grant the credit by hand (the admin's Grant credits).
    console.error('Generating a soulmate reading failed; returning the credit', error)
    try {
      const balance = await grantCredits(user.id, 1, returnOf(spent.purpose))
      return { ok: false, code: 'generation-failed', balance }
    } catch (refundError) {
      console.error(`Returning the soulmate credit of customer ${user.id} failed; grant it by hand`, refundError)
      return { ok: false, code: 'generation-failed', balance: spent.balance }
    }
  }
  // Stored and paid for: from here on the reading is the customer's, whatever happens to this answer.
  return { ok: true, reading: soulmateFromDoc(doc), balance: spent.balance }
}

/**
 * The customer's soulmate readings, newest first, each distinct sketch once (ADR 194): readings made before lenses
 * could repeat one chart's 7th-house reading, and the first one made of those stands for them.
 */
export async function listSoulmates(user: Account, limit = 20): Promise<SoulmateReading[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'soulmate-readings',
    where: { user: { equals: user.id } },
    sort: 'createdAt',
    limit: limit * 3,
    depth: 0,
    ...asCustomer(user),
  })
  const seen = new Set<string>()
  const distinct = docs.filter((doc) => !seen.has(doc.sketchSeed) && Boolean(seen.add(doc.sketchSeed)))
  return distinct.reverse().slice(0, limit).map(soulmateFromDoc)
}

/** One of the customer's soulmate readings (sharing reads it by id), or null when there is none of theirs by that id. */
export async function getSoulmate(user: Account, id: string): Promise<SoulmateReading | null> {
  if (!isRowId(id)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'soulmate-readings',
    where: { and: [{ id: { equals: id } }, { user: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    ...asCustomer(user),
  })
  return docs[0] ? soulmateFromDoc(docs[0]) : null
}
