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
  type SoulmateFacts,
} from '../astrology'
import { chooseTexts } from '../domain/readings/choose'
import { soulmateSketch } from '../domain/readings/soulmate-sketch'
import type { Locale } from '../utils/locales.mjs'
import { getPayloadClient } from '../utils/payload.server'
import { grantCredits, spendCredit } from './credits.server'
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

/** What a soulmate reading keeps of the facts: codes only, so it reads in either language. */
export type SoulmateDescription = Pick<
  SoulmateFacts,
  'appearance' | 'build' | 'personality' | 'meeting' | 'connection' | 'timeframe' | 'partner' | 'basis'
>

export type SoulmateReading = {
  id: number | string
  generatedAt: string
  lovePercentage: number
  description: SoulmateDescription
  /** The sketch as an SVG data URI for an <img>. */
  sketch: string
}

function soulmateFromDoc(doc: SoulmateReadingDoc): SoulmateReading {
  const description = doc.description as unknown as SoulmateDescription
  return {
    id: doc.id,
    generatedAt: doc.generationDate,
    lovePercentage: doc.lovePercentage,
    description,
    sketch: soulmateSketch(doc.sketchSeed, description.partner),
  }
}

export type GenerateResult =
  | { ok: true; reading: SoulmateReading; balance: number }
  | { ok: false; code: 'profile-incomplete'; missing: ProfileField[] }
  | { ok: false; code: 'no-credits' }
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
 * Spends one credit and makes a soulmate reading from the chart (spec 5: full name, date of birth and gender needed,
 * at least one credit). The credit is spent first, atomically (spendCredit); if the reading then cannot be made or
 * stored, the credit is given back and the customer told the generation failed.
 */
export async function generateSoulmate(
  user: Account,
  profile: Profile | null,
  options: { now?: Date; simulateFailure?: boolean } = {},
): Promise<GenerateResult> {
  const missing = soulmateGaps(profile)
  if (missing.length > 0 || !profile) return { ok: false, code: 'profile-incomplete', missing }
  const now = options.now ?? new Date()
  const spent = await spendCredit(user.id, 'soulmate-sketch')
  if (!spent.ok) return { ok: false, code: 'no-credits' }
  let doc: SoulmateReadingDoc
  try {
    if (options.simulateFailure) throw new Error('Simulated soulmate generation failure (test seam)')
    const facts = soulmateFacts(chartOf(profile), now, profile.gender)
    const description: SoulmateDescription = {
      appearance: facts.appearance,
      build: facts.build,
      personality: facts.personality,
      meeting: facts.meeting,
      connection: facts.connection,
      timeframe: facts.timeframe,
      partner: facts.partner,
      basis: facts.basis,
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
    // Nothing was stored: the credit goes back. If even that fails, the customer keeps the failure message and the
    // log names them, so support can grant the credit by hand (the admin's Grant credits).
    console.error('Generating a soulmate reading failed; returning the credit', error)
    try {
      const balance = await grantCredits(user.id, 1, 'soulmate-sketch returned: generation failed')
      return { ok: false, code: 'generation-failed', balance }
    } catch (refundError) {
      console.error(`Returning the soulmate credit of customer ${user.id} failed; grant it by hand`, refundError)
      return { ok: false, code: 'generation-failed', balance: spent.balance }
    }
  }
  // Stored and paid for: from here on the reading is the customer's, whatever happens to this answer.
  return { ok: true, reading: soulmateFromDoc(doc), balance: spent.balance }
}

/** The customer's soulmate readings, newest first. */
export async function listSoulmates(user: Account, limit = 20): Promise<SoulmateReading[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'soulmate-readings',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    limit,
    depth: 0,
    ...asCustomer(user),
  })
  return docs.map(soulmateFromDoc)
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
