import { Body, Observer } from 'astronomy-engine'
import { assertPlace, type Place } from './birth'
import { addDays, formatIsoDate, MS_PER_DAY, parseIsoDate, type CivilDate } from './calendar'
import { nextCrossing } from './crossing'
import { AstrologyInputError } from './errors'
import { instantAt, siderealLongitude } from './ephemeris'
import { elongationAt, riseOrSet } from './panchang'
import { localDayBounds, wallClockAt } from './time-zone'

/**
 * Festival days by their own rules (docs/astrology.md, "Festivals"; ADR 189). A festival is a tithi of a named lunar
 * month (or a solar ingress) observed on the civil day whose part of the day it names — its karmakala — holds that
 * tithi: the sunrise (udaya), the forenoon, midday (madhyahna), the afternoon (aparahna), the evening after sunset
 * (pradosh), midnight (nishita) or moonrise. Some also avoid bhadra (the Vishti karana). Months are amanta (new moon to
 * new moon), named by the sidereal sign the Sun enters during them; a month the Sun enters no sign in is adhik and no
 * festival is kept in it.
 */

// prettier-ignore
const MONTHS = [
  'chaitra', 'vaishakha', 'jyeshtha', 'ashadha', 'shravana', 'bhadrapada',
  'ashvin', 'kartika', 'margashirsha', 'pausha', 'magha', 'phalguna',
] as const
export type MonthName = (typeof MONTHS)[number]

/** An amanta lunar month: from one new moon to the next. */
export interface LunarMonth {
  readonly name: MonthName
  /** A month in which the Sun enters no sign: it takes the next month's name, and festivals skip it. */
  readonly adhik: boolean
  readonly startMs: number
  readonly endMs: number
}

export interface Span {
  readonly startMs: number
  readonly endMs: number
}

/** The part of the day a festival's tithi must hold (its karmakala). */
type Kala = 'udaya' | 'purvahna' | 'madhyahna' | 'aparahna' | 'pradosh' | 'nishita' | 'moonrise'

const ELONGATION_RATE = 12.19
const SUN_RATE = 0.9856

const elongationCrossing = (target: number, fromMs: number) => nextCrossing(elongationAt, fromMs, elongationAt(fromMs), target, ELONGATION_RATE)
const siderealSunAt = (ms: number) => siderealLongitude(instantAt(ms), 'sun')
const sunSignAt = (ms: number) => Math.floor(siderealSunAt(ms) / 30) % 12

/** The amanta months that begin between fromMs and toMs, named, with adhik months marked. */
export function lunarMonths(fromMs: number, toMs: number): LunarMonth[] {
  const months: LunarMonth[] = []
  let start = elongationCrossing(0, fromMs)
  while (start < toMs) {
    const end = elongationCrossing(0, start + 20 * MS_PER_DAY)
    const first = sunSignAt(start)
    const last = sunSignAt(end)
    const entered = (last - first + 12) % 12
    // Mesha entered → Chaitra; no sign entered → adhik, named after the next month (the sign the Sun enters next).
    const name = MONTHS[entered === 0 ? (last + 1) % 12 : last]!
    months.push({ name, adhik: entered === 0, startMs: start, endMs: end })
    start = end
  }
  return months
}

/** The purnimanta name of a fortnight: a dark fortnight belongs to the month that ends at the next full moon. */
export function purnimantaName(month: MonthName, paksha: 'shukla' | 'krishna'): MonthName {
  return paksha === 'shukla' ? month : MONTHS[(MONTHS.indexOf(month) + 1) % 12]!
}

/** When tithi `number` (1–30) of the month holds: the Moon from (n − 1)·12° to n·12° ahead of the Sun. */
export function tithiSpan(month: Pick<LunarMonth, 'startMs'>, number: number): Span {
  const startMs = number === 1 ? month.startMs : elongationCrossing((number - 1) * 12, month.startMs + 1000)
  const endMs = elongationCrossing((number * 12) % 360, startMs + 0.2 * MS_PER_DAY)
  return { startMs, endMs }
}

// Bhadra is the Vishti karana: the second half of shukla chaturthi and ekadashi and of krishna tritiya and dashami, the
// first half of shukla ashtami and purnima and of krishna saptami and chaturdashi. Karana n spans elongation 6(n − 1)°
// to 6n°, so Vishti is n = 8, 15, 22, 29, 36, 43, 50, 57.
const VISHTI = [8, 15, 22, 29, 36, 43, 50, 57]

/** The bhadra spans that meet [fromMs, toMs]. */
function bhadraSpans(fromMs: number, toMs: number): Span[] {
  const spans: Span[] = []
  const month = elongationCrossing(0, fromMs - 31 * MS_PER_DAY)
  for (let m = month; m < toMs; m = elongationCrossing(0, m + 20 * MS_PER_DAY)) {
    for (const n of VISHTI) {
      const startMs = elongationCrossing((n - 1) * 6, m + 1000)
      const endMs = elongationCrossing(n * 6, startMs + 0.1 * MS_PER_DAY)
      if (endMs > fromMs && startMs < toMs) spans.push({ startMs, endMs })
    }
  }
  return spans
}

interface SolarDay {
  readonly date: string
  readonly sunrise: number
  readonly sunset: number
  readonly nextSunrise: number
  readonly observer: Observer
}

function civilDateAt(tz: string, ms: number): CivilDate {
  return wallClockAt(tz, ms).date
}

function solarDay(date: CivilDate, place: Place): SolarDay | null {
  const observer = new Observer(place.lat, place.lon, 0)
  const { startMs, endMs } = localDayBounds(place.tz, date)
  const sunrise = riseOrSet(observer, 1, startMs, endMs)
  const sunset = sunrise === null ? null : riseOrSet(observer, -1, sunrise, endMs)
  const next = localDayBounds(place.tz, addDays(date, 1))
  const nextSunrise = riseOrSet(observer, 1, next.startMs, next.endMs)
  if (sunrise === null || sunset === null || nextSunrise === null) return null
  return { date: formatIsoDate(date), sunrise, sunset, nextSunrise, observer }
}

/** The span of the day a kala names (an instant for sunrise, sunset and moonrise). */
function kalaSpan(day: SolarDay, kala: Kala): Span | null {
  const daylight = day.sunset - day.sunrise
  const night = day.nextSunrise - day.sunset
  const fifth = (k: number) => ({ startMs: day.sunrise + (k * daylight) / 5, endMs: day.sunrise + ((k + 1) * daylight) / 5 })
  switch (kala) {
    case 'udaya':
      return { startMs: day.sunrise, endMs: day.sunrise }
    case 'purvahna':
      return { startMs: day.sunrise, endMs: day.sunrise + daylight / 2 }
    case 'madhyahna':
      return fifth(2)
    case 'aparahna':
      return fifth(3)
    case 'pradosh':
      // Three muhurtas (of fifteen) after sunset.
      return { startMs: day.sunset, endMs: day.sunset + night / 5 }
    case 'nishita':
      // The eighth muhurta of the night, around its middle.
      return { startMs: day.sunset + (7 * night) / 15, endMs: day.sunset + (8 * night) / 15 }
    case 'moonrise': {
      const rise = riseOrSet(day.observer, 1, day.sunrise, day.nextSunrise, Body.Moon)
      return rise === null ? null : { startMs: rise, endMs: rise }
    }
  }
}

/** The parts of `span` outside every `avoid` span, longest first. */
function freeParts(span: Span, avoid: readonly Span[]): Span[] {
  let parts: Span[] = [span]
  for (const a of avoid) {
    parts = parts.flatMap((p) => {
      if (a.endMs <= p.startMs || a.startMs >= p.endMs) return [p]
      const out: Span[] = []
      if (a.startMs > p.startMs) out.push({ startMs: p.startMs, endMs: a.startMs })
      if (a.endMs < p.endMs) out.push({ startMs: a.endMs, endMs: p.endMs })
      return out
    })
  }
  return parts.sort((x, y) => y.endMs - y.startMs - (x.endMs - x.startMs))
}

function intersect(a: Span, b: Span): Span | null {
  const startMs = Math.max(a.startMs, b.startMs)
  const endMs = Math.min(a.endMs, b.endMs)
  // An instant (sunrise, moonrise) inside the tithi counts; a span must overlap it.
  if (b.startMs === b.endMs) return b.startMs >= a.startMs && b.startMs < a.endMs ? b : null
  return endMs > startMs ? { startMs, endMs } : null
}

interface ObservedDay {
  readonly date: string
  /** The part of the kala the tithi holds (free of bhadra where the rule asks): the muhurat, or an instant. */
  readonly window: Span
  /** What the window is: a kala, the morning while a purnima lasts, or the whole tithi when no kala met it. */
  readonly kala: WindowKind
}

/** What a festival's window is: a karmakala, the morning while a purnima lasts, the tithi itself, or an ingress. */
type WindowKind = Kala | 'morning' | 'tithi' | 'sankranti'

/**
 * The civil day at the place whose kala the tithi holds longest (free of the `avoid` spans); a tie goes to the earlier
 * day. Null when no day's kala meets the tithi.
 */
function observedDay(tithi: Span, kala: Kala, place: Place, avoid: readonly Span[] = []): ObservedDay | null {
  let best: ObservedDay | null = null
  let bestLength = -1
  const first = addDays(civilDateAt(place.tz, tithi.startMs), -1)
  const last = civilDateAt(place.tz, tithi.endMs)
  for (let date = first; formatIsoDate(date) <= formatIsoDate(last); date = addDays(date, 1)) {
    const day = solarDay(date, place)
    const span = day && kalaSpan(day, kala)
    const held = span && intersect(tithi, span)
    if (!held) continue
    // An instant inside an avoided span has no free part; outside every one it is its own.
    const free = freeParts(held, avoid)[0]
    if (!free) continue
    const length = free.endMs - free.startMs
    if (length > bestLength) {
      best = { date: formatIsoDate(date), window: free, kala }
      bestLength = length
    }
  }
  return best
}

/** How a festival's day is chosen; each rule is described with its source in docs/astrology.md. */
export type FestivalRule =
  | {
      readonly kind: 'tithi'
      readonly month: MonthName
      readonly tithi: number
      /** The karmakalas in order of preference: the first one the tithi holds decides. */
      readonly kala: readonly Kala[]
    }
  | {
      /**
       * A purnima kept free of bhadra: its kala on any day, free of bhadra; else the second day, when the purnima
       * still holds for `secondDay` of the daylight after its sunrise; else the first day, after bhadra ends and before
       * the end of nishita.
       */
      readonly kind: 'purnimaWithoutBhadra'
      readonly month: MonthName
      readonly kala: Kala
      readonly secondDay: { readonly fraction: number; readonly kala: Kala | 'morning' }
    }
  | { readonly kind: 'sankranti'; readonly sign: number }
  | { readonly kind: 'dayAfter'; readonly festival: string }

// prettier-ignore
export const FESTIVAL_RULES: Readonly<Record<string, FestivalRule>> = {
  'makar-sankranti': { kind: 'sankranti', sign: 10 },
  'vasant-panchami': { kind: 'tithi', month: 'magha', tithi: 5, kala: ['purvahna', 'udaya'] },
  'maha-shivaratri': { kind: 'tithi', month: 'magha', tithi: 29, kala: ['nishita'] },
  // Three praharas (3/4 of the daylight) on the second day move it there, to its pradosh.
  'holika-dahan': { kind: 'purnimaWithoutBhadra', month: 'phalguna', kala: 'pradosh', secondDay: { fraction: 3 / 4, kala: 'pradosh' } },
  holi: { kind: 'dayAfter', festival: 'holika-dahan' },
  'chaitra-navratri': { kind: 'tithi', month: 'chaitra', tithi: 1, kala: ['udaya'] },
  'ram-navami': { kind: 'tithi', month: 'chaitra', tithi: 9, kala: ['madhyahna'] },
  'hanuman-jayanti': { kind: 'tithi', month: 'chaitra', tithi: 15, kala: ['udaya'] },
  'akshaya-tritiya': { kind: 'tithi', month: 'vaishakha', tithi: 3, kala: ['purvahna', 'udaya'] },
  'buddha-purnima': { kind: 'tithi', month: 'vaishakha', tithi: 15, kala: ['udaya'] },
  'guru-purnima': { kind: 'tithi', month: 'ashadha', tithi: 15, kala: ['udaya'] },
  // Three muhurtas (3/15 of the daylight) on the second day move it there, to its morning while the purnima lasts.
  'raksha-bandhan': { kind: 'purnimaWithoutBhadra', month: 'shravana', kala: 'aparahna', secondDay: { fraction: 3 / 15, kala: 'morning' } },
  janmashtami: { kind: 'tithi', month: 'shravana', tithi: 23, kala: ['nishita'] },
  'ganesh-chaturthi': { kind: 'tithi', month: 'bhadrapada', tithi: 4, kala: ['madhyahna'] },
  'sharad-navratri': { kind: 'tithi', month: 'ashvin', tithi: 1, kala: ['udaya'] },
  dussehra: { kind: 'tithi', month: 'ashvin', tithi: 10, kala: ['aparahna'] },
  'karwa-chauth': { kind: 'tithi', month: 'ashvin', tithi: 19, kala: ['moonrise', 'udaya'] },
  dhanteras: { kind: 'tithi', month: 'ashvin', tithi: 28, kala: ['pradosh'] },
  diwali: { kind: 'tithi', month: 'ashvin', tithi: 30, kala: ['pradosh'] },
  'govardhan-puja': { kind: 'tithi', month: 'kartika', tithi: 1, kala: ['purvahna', 'udaya'] },
  'bhai-dooj': { kind: 'tithi', month: 'kartika', tithi: 2, kala: ['aparahna'] },
  'chhath-puja': { kind: 'tithi', month: 'kartika', tithi: 6, kala: ['udaya'] },
  'kartik-purnima': { kind: 'tithi', month: 'kartika', tithi: 15, kala: ['udaya'] },
}

// The Ekadashi of each amanta month's bright and dark fortnight (the dark one named, as usual, by its purnimanta month).
// prettier-ignore
const EKADASHIS: Readonly<Record<MonthName, readonly [string, string]>> = {
  chaitra: ['kamada', 'varuthini'], vaishakha: ['mohini', 'apara'], jyeshtha: ['nirjala', 'yogini'],
  ashadha: ['devshayani', 'kamika'], shravana: ['shravana-putrada', 'aja'], bhadrapada: ['parsva', 'indira'],
  ashvin: ['papankusha', 'rama'], kartika: ['devutthana', 'utpanna'], margashirsha: ['mokshada', 'saphala'],
  pausha: ['pausha-putrada', 'shattila'], magha: ['jaya', 'vijaya'], phalguna: ['amalaki', 'papmochani'],
}
const ADHIK_EKADASHIS = ['padmini', 'parama'] as const

/** The Ekadashi's key: 'nirjala-ekadashi'; in an adhik month 'padmini-ekadashi' or 'parama-ekadashi'. */
function ekadashiKey(month: Pick<LunarMonth, 'name' | 'adhik'>, paksha: 'shukla' | 'krishna'): string {
  const index = paksha === 'shukla' ? 0 : 1
  return `${month.adhik ? ADHIK_EKADASHIS[index] : EKADASHIS[month.name][index]}-ekadashi`
}

export interface FestivalDay {
  /** Lowercase words joined by hyphens: 'diwali', 'makar-sankranti'. */
  readonly key: string
  readonly date: string
  /** The muhurat (the part of the kala the tithi holds), or the instant of the ingress; null for a day-after festival. */
  readonly window: { readonly start: string; readonly end: string; readonly kind: WindowKind } | null
  /** An Ekadashi's day by the Vaishnava rule, where it is not `date` (the smarta day); absent otherwise. */
  readonly vaishnava?: string
  /** An Ekadashi kept by smartas the day before its sunrise, its Dvadashi ending before the next sunrise (ADR 238). */
  readonly shortDvadashi?: true
}

const iso = (ms: number) => new Date(ms).toISOString()
const windowOf = (day: ObservedDay) => ({ start: iso(day.window.startMs), end: iso(day.window.endMs), kind: day.kala })

/** The day the Sun enters sidereal sign `sign` (1 = Mesha) in the year: that day, or the next when it enters after sunset. */
function sankrantiDay(year: number, sign: number, place: Place): FestivalDay | null {
  const target = (sign - 1) * 30
  const from = Date.UTC(year, 0, 1) - 2 * MS_PER_DAY
  const at = nextCrossing(siderealSunAt, from, siderealSunAt(from), target, SUN_RATE)
  let date = civilDateAt(place.tz, at)
  const day = solarDay(date, place)
  if (day && at >= day.sunset) date = addDays(date, 1)
  const result = { key: '', date: formatIsoDate(date), window: { start: iso(at), end: iso(at), kind: 'sankranti' as const } }
  return result.date.startsWith(String(year)) ? result : null
}

/** The civil day whose sunrise-to-sunrise holds the instant. */
function hinduDayOf(ms: number, place: Place): SolarDay | null {
  const date = civilDateAt(place.tz, ms)
  const day = solarDay(date, place)
  return day && ms < day.sunrise ? solarDay(addDays(date, -1), place) : day
}

function purnimaWithoutBhadra(rule: Extract<FestivalRule, { kind: 'purnimaWithoutBhadra' }>, month: LunarMonth, place: Place): ObservedDay | null {
  const purnima = tithiSpan(month, 15)
  const bhadra = bhadraSpans(purnima.startMs - MS_PER_DAY, purnima.endMs + MS_PER_DAY)
  const free = observedDay(purnima, rule.kala, place, bhadra)
  if (free) return free
  const first = hinduDayOf(purnima.startMs, place)
  if (!first) return null
  const second = solarDay(addDays(parseIsoDate(first.date), 1), place)
  if (second && purnima.endMs - second.sunrise >= rule.secondDay.fraction * (second.sunset - second.sunrise)) {
    const span = rule.secondDay.kala === 'morning' ? { startMs: second.sunrise, endMs: purnima.endMs } : kalaSpan(second, rule.secondDay.kala)
    if (span) return { date: second.date, window: span, kala: rule.secondDay.kala }
  }
  // The first day, once bhadra is over: until the end of nishita, while the purnima lasts.
  const after = Math.max(purnima.startMs, ...bhadra.filter((b) => b.startMs < first.nextSunrise).map((b) => b.endMs))
  const nishita = kalaSpan(first, 'nishita')!
  return { date: first.date, window: { startMs: after, endMs: Math.max(after, Math.min(nishita.endMs, purnima.endMs)) }, kala: 'nishita' }
}

/**
 * A tithi in the forenoon of two days: the second day only when the tithi lasts three muhurtas (3/15 of the daylight)
 * after its sunrise, else the first (Akshaya Tritiya 2026 at New Delhi: 19 April, not the 20th, whose forenoon the
 * tritiya leaves after 1 h 37 min).
 */
function purvahnaFirstDay(day: ObservedDay, tithi: Span, place: Place): ObservedDay {
  // Past the engine's range (a month of 2101 read for the end of 2100) the day is dropped anyway.
  if (day.date > '2100-12-31') return day
  const chosen = solarDay(parseIsoDate(day.date), place)
  if (!chosen || tithi.startMs >= chosen.sunrise) return day
  if (tithi.endMs - chosen.sunrise >= (3 / 15) * (chosen.sunset - chosen.sunrise)) return day
  const previous = solarDay(addDays(parseIsoDate(day.date), -1), place)
  const forenoon = previous && kalaSpan(previous, 'purvahna')
  const held = forenoon && intersect(tithi, forenoon)
  return previous && held ? { date: previous.date, window: held, kala: 'purvahna' } : day
}

/** Arunodaya, the dawn before sunrise: four ghatis (4 × 24 minutes). */
const ARUNODAYA_MS = 96 * 60_000

/**
 * The Vaishnava day of an Ekadashi whose smarta day is `smarta`: the same day when the Ekadashi already holds at that
 * day's arunodaya; else (the Dashami still holds then, the Ekadashi is "touched" by it) the next day. A kshaya Ekadashi,
 * which begins after a sunrise, always moves.
 */
export function vaishnavaEkadashi(ekadashi: Span, smarta: string, place: Place): string {
  const day = solarDay(parseIsoDate(smarta), place)
  if (!day || ekadashi.startMs <= day.sunrise - ARUNODAYA_MS) return smarta
  return formatIsoDate(addDays(parseIsoDate(smarta), 1))
}

/** The civil days at the place whose sunrise the span holds, in order. */
function sunriseDaysIn(span: Span, place: Place): string[] {
  const days: string[] = []
  const last = formatIsoDate(civilDateAt(place.tz, span.endMs))
  for (let date = civilDateAt(place.tz, span.startMs); formatIsoDate(date) <= last; date = addDays(date, 1)) {
    const day = solarDay(date, place)
    if (day && day.sunrise >= span.startMs && day.sunrise < span.endMs) days.push(day.date)
  }
  return days
}

/**
 * The Vyanjuli Mahadvadashi (ADR 238): when the Dvadashi holds two sunrises and the Ekadashi before it fewer, the
 * Vaishnava fast moves from the Ekadashi to the first of the Dvadashi's sunrise days. Null when it does not apply.
 */
export function vyanjuliDay(ekadashi: Span, dvadashi: Span, place: Place): string | null {
  const dvadashiDays = sunriseDaysIn(dvadashi, place)
  if (dvadashiDays.length < 2 || sunriseDaysIn(ekadashi, place).length >= 2) return null
  return dvadashiDays[0]!
}

/**
 * The smarta day of an Ekadashi whose sunrise day is `day` (ADR 238): that day, unless the Dvadashi after it ends before
 * the next sunrise, so the fast could not be broken in the Dvadashi after a full day; then the day before, the day the
 * Ekadashi begins, with the whole Ekadashi as its window. An Ekadashi that holds no sunrise (kshaya) keeps its day.
 */
function smartaEkadashi(day: ObservedDay, ekadashi: Span, dvadashi: Span, place: Place): ObservedDay & { shortDvadashi?: true } {
  if (day.kala !== 'udaya') return day
  const sunriseDay = solarDay(parseIsoDate(day.date), place)
  if (!sunriseDay || dvadashi.endMs >= sunriseDay.nextSunrise) return day
  return { date: formatIsoDate(addDays(parseIsoDate(day.date), -1)), window: ekadashi, kala: 'tithi', shortDvadashi: true }
}

function tithiFestival(
  rule: Extract<FestivalRule, { kind: 'tithi' }>,
  month: LunarMonth,
  place: Place,
  tithi: Span = tithiSpan(month, rule.tithi),
): ObservedDay | null {
  for (const kala of rule.kala) {
    const day = observedDay(tithi, kala, place)
    if (day) return kala === 'purvahna' ? purvahnaFirstDay(day, tithi, place) : day
  }
  // A tithi no kala meets (it begins after one sunrise and ends before the next): the day it begins.
  const date = formatIsoDate(civilDateAt(place.tz, tithi.startMs))
  return { date, window: tithi, kala: 'tithi' }
}

/** Every festival of the Gregorian year at the place, in date order. */
export function festivalsOf(year: number, placeInput: Place): FestivalDay[] {
  const steps = festivalSteps(year, placeInput)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/**
 * The same work in steps of a few milliseconds each (one festival's rule, or one month's Ekadashis), so a server can
 * hand its event loop back between them (ADR 198): a whole year at a place costs a few hundred milliseconds.
 */
export function* festivalSteps(year: number, placeInput: Place): Generator<void, FestivalDay[]> {
  if (!Number.isInteger(year) || year < 1920 || year > 2100) {
    throw new AstrologyInputError('DATE_OUT_OF_RANGE', 'year', 'festivals are computed for 1920–2100')
  }
  const place = assertPlace(placeInput)
  const allMonths = lunarMonths(Date.UTC(year - 1, 11, 1), Date.UTC(year + 1, 0, 31))
  const months = allMonths.filter((m) => !m.adhik)
  const days = new Map<string, FestivalDay>()
  for (const [key, rule] of Object.entries(FESTIVAL_RULES)) {
    if (rule.kind === 'sankranti') {
      yield
      const day = sankrantiDay(year, rule.sign, place)
      if (day) days.set(key, { ...day, key })
      continue
    }
    if (rule.kind === 'dayAfter') continue
    yield
    for (const month of months.filter((m) => m.name === rule.month)) {
      const day = rule.kind === 'tithi' ? tithiFestival(rule, month, place) : purnimaWithoutBhadra(rule, month, place)
      if (day && day.date.startsWith(String(year))) {
        days.set(key, { key, date: day.date, window: windowOf(day) })
      }
    }
  }
  for (const [key, rule] of Object.entries(FESTIVAL_RULES)) {
    if (rule.kind !== 'dayAfter') continue
    const before = days.get(rule.festival)
    if (before) days.set(key, { key, date: formatIsoDate(addDays(parseIsoDate(before.date), 1)), window: null })
  }
  // Every Ekadashi, adhik months' too, on the day it holds at sunrise (the smarta rule; the first of two such days; the
  // day before when the Dvadashi is short), with the Vaishnava day where that differs.
  const ekadashis: FestivalDay[] = []
  for (const month of allMonths) {
    yield
    for (const [tithi, paksha] of [
      [11, 'shukla'],
      [26, 'krishna'],
    ] as const) {
      const span = tithiSpan(month, tithi)
      const atSunrise = tithiFestival({ kind: 'tithi', month: month.name, tithi, kala: ['udaya'] }, month, place, span)
      // A sunrise day on the next 1 January may move back into this year; later ones are of no concern (and past 2100
      // the engine computes nothing).
      const near = atSunrise && (atSunrise.date.startsWith(String(year)) || (atSunrise.date === `${year + 1}-01-01` && year < 2100))
      const dvadashi = tithiSpan(month, tithi + 1)
      const day: (ObservedDay & { shortDvadashi?: true }) | null = near ? smartaEkadashi(atSunrise, span, dvadashi, place) : atSunrise
      if (day && day.date.startsWith(String(year))) {
        const vaishnava = vyanjuliDay(span, dvadashi, place) ?? vaishnavaEkadashi(span, day.date, place)
        ekadashis.push({
          key: ekadashiKey(month, paksha),
          date: day.date,
          window: windowOf(day),
          ...(vaishnava === day.date ? {} : { vaishnava }),
          ...(day.shortDvadashi ? { shortDvadashi: true as const } : {}),
        })
      }
    }
  }
  return [...days.values(), ...ekadashis].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.key < b.key ? -1 : 1))
}
