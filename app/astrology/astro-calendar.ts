import { assertPlace, type Place } from './birth'
import { addDays, type CivilDate, daysInMonth, formatIsoDate, MAX_YEAR, MIN_YEAR, parseIsoDate } from './calendar'
import { AstrologyInputError } from './errors'
import { instantAt, siderealLongitude } from './ephemeris'
import type { MoonPhaseName } from './moon-phase'
import { NAKSHATRAS, type NakshatraNature } from './nakshatra'
import { panchang, type Panchang } from './panchang'
import { signNumberOf } from './rashi'
import { localDayBounds } from './time-zone'

/**
 * The astro calendar's judgements: the day's favourable activities and those to avoid, chosen by
 * written rules from its tithi, nakshatra and weekday (docs/astrology.md, "Activities"), and a month
 * view with each day's phase and the observances (Ekadashi, Purnima, Amavasya, Sankranti).
 *
 * Tradition for the rules: Muhurta Chintamani's nakshatra natures (fixed stars for lasting
 * beginnings, movable for travel, swift for healing and learning, soft for friendship and the arts,
 * sharp and fierce for endings and conflict) and tithi groups (Nanda, Bhadra, Jaya, Rikta, Purna);
 * weekday lords by their significations. The scoring that combines them is ours.
 */

export const FAVOURABLE_ACTIVITIES = [
  'spiritual-practice',
  'travel',
  'new-beginnings',
  'learning',
  'money-matters',
  'socialising',
  'healing',
  'clearing-and-finishing',
] as const
export const AVOID_ACTIVITIES = [
  'confrontations',
  'big-purchases',
  'signing-contracts',
  'long-journeys',
  'lending-money',
  'risky-ventures',
  'overexertion',
] as const

export type FavourableActivity = (typeof FAVOURABLE_ACTIVITIES)[number]
export type AvoidActivity = (typeof AVOID_ACTIVITIES)[number]
export type TithiGroup = 'nanda' | 'bhadra' | 'jaya' | 'rikta' | 'purna' | 'amavasya'

interface Rule {
  readonly natures: readonly NakshatraNature[]
  readonly groups: readonly TithiGroup[]
  /** Particular tithis (1–30) that call for the activity whatever their group. */
  readonly tithis: readonly number[]
  /** 0 = Sunday … 6 = Saturday. */
  readonly weekdays: readonly number[]
}

// Weights: the nakshatra is the strongest limb in Muhurta, then the tithi, then the weekday.
const NATURE_POINTS = 3
const TITHI_POINTS = 3
const GROUP_POINTS = 2
const WEEKDAY_POINTS = 1

// prettier-ignore
const FAVOURABLE_RULES: Readonly<Record<FavourableActivity, Rule>> = {
  'spiritual-practice':     { natures: ['fixed', 'soft'],    groups: [],                   tithis: [11, 26, 15, 30], weekdays: [4, 0] },
  travel:                   { natures: ['movable', 'swift'], groups: ['bhadra'],           tithis: [],               weekdays: [1, 3, 5] },
  'new-beginnings':         { natures: ['fixed', 'swift'],   groups: ['nanda', 'purna'],   tithis: [],               weekdays: [3, 4] },
  learning:                 { natures: ['swift', 'soft'],    groups: ['jaya'],             tithis: [5],              weekdays: [3, 4] },
  'money-matters':          { natures: ['fixed', 'movable'], groups: ['purna', 'jaya'],    tithis: [],               weekdays: [3, 4] },
  socialising:              { natures: ['soft', 'movable'],  groups: ['bhadra'],           tithis: [15],             weekdays: [5, 1] },
  healing:                  { natures: ['swift', 'mixed'],   groups: ['nanda'],            tithis: [],               weekdays: [0] },
  'clearing-and-finishing': { natures: ['sharp', 'fierce'],  groups: ['rikta'],            tithis: [],               weekdays: [2, 6] },
}

// prettier-ignore
const AVOID_RULES: Readonly<Record<AvoidActivity, Rule>> = {
  confrontations:      { natures: ['sharp', 'fierce'],  groups: ['rikta'],             tithis: [],   weekdays: [2] },
  'big-purchases':     { natures: ['fierce', 'sharp'],  groups: ['rikta', 'amavasya'], tithis: [],   weekdays: [2, 6] },
  'signing-contracts': { natures: ['movable', 'mixed'], groups: ['rikta'],             tithis: [],   weekdays: [6] },
  'long-journeys':     { natures: ['fixed'],            groups: ['rikta', 'amavasya'], tithis: [],   weekdays: [2, 6] },
  'lending-money':     { natures: ['fierce', 'mixed'],  groups: ['amavasya'],          tithis: [],   weekdays: [2] },
  'risky-ventures':    { natures: ['sharp', 'mixed'],   groups: ['amavasya', 'rikta'], tithis: [],   weekdays: [6] },
  overexertion:        { natures: ['fierce'],           groups: ['amavasya'],          tithis: [15], weekdays: [0, 6] },
}

/** Warnings that would contradict a recommendation of the same day; such a warning is skipped. */
const CONFLICTS: Readonly<Partial<Record<FavourableActivity, readonly AvoidActivity[]>>> = {
  travel: ['long-journeys'],
  'money-matters': ['lending-money', 'big-purchases'],
  'new-beginnings': ['risky-ventures', 'signing-contracts'],
  healing: ['overexertion'],
  socialising: ['confrontations'],
}

/** Nanda (1, 6, 11), Bhadra (2, 7, 12), Jaya (3, 8, 13), Rikta (4, 9, 14), Purna (5, 10, 15), in both pakshas; Amavasya apart. */
export function tithiGroup(tithi: number): TithiGroup {
  if (tithi === 30) return 'amavasya'
  return (['nanda', 'bhadra', 'jaya', 'rikta', 'purna'] as const)[(tithi - 1) % 5]!
}

function score(rule: Rule, day: DayLimbs): number {
  return (
    (rule.natures.includes(day.nakshatraNature) ? NATURE_POINTS : 0) +
    (rule.tithis.includes(day.tithi) ? TITHI_POINTS : 0) +
    (rule.groups.includes(tithiGroup(day.tithi)) ? GROUP_POINTS : 0) +
    (rule.weekdays.includes(day.weekday) ? WEEKDAY_POINTS : 0)
  )
}

/** Highest scores first; equal scores keep the order of the list. */
function ranked<T extends string>(codes: readonly T[], rules: Readonly<Record<T, Rule>>, day: DayLimbs): T[] {
  return codes
    .map((code, index) => ({ code, index, points: score(rules[code], day) }))
    .sort((a, b) => b.points - a.points || a.index - b.index)
    .map((entry) => entry.code)
}

export interface DayLimbs {
  /** 1–30. */
  readonly tithi: number
  readonly nakshatraNature: NakshatraNature
  /** 0 = Sunday … 6 = Saturday. */
  readonly weekday: number
}

export interface DayActivities {
  readonly favourable: readonly FavourableActivity[]
  readonly avoid: readonly AvoidActivity[]
}

export function dayActivities(day: DayLimbs): DayActivities {
  const favourable = ranked(FAVOURABLE_ACTIVITIES, FAVOURABLE_RULES, day).slice(0, 3)
  const excluded = new Set<AvoidActivity>(favourable.flatMap((code) => CONFLICTS[code] ?? []))
  const avoid = ranked(AVOID_ACTIVITIES, AVOID_RULES, day)
    .filter((code) => !excluded.has(code))
    .slice(0, 2)
  return { favourable, avoid }
}

export function activitiesOf(p: Panchang): DayActivities {
  return dayActivities({ tithi: p.tithi.number, nakshatraNature: NAKSHATRAS[p.nakshatra.number - 1]!.nature, weekday: p.vara.number - 1 })
}

export const OBSERVANCES = ['ekadashi', 'purnima', 'amavasya', 'sankranti'] as const
export type Observance = (typeof OBSERVANCES)[number]

export interface CalendarDay {
  readonly date: string
  /** 1 = Sunday … 7 = Saturday. */
  readonly weekday: number
  /** Tithi at sunrise, 1–30. */
  readonly tithi: number
  readonly paksha: 'shukla' | 'krishna'
  /** Nakshatra at sunrise, 1–27. */
  readonly nakshatra: number
  readonly phase: MoonPhaseName
  readonly illumination: number
  readonly energy: number
  readonly activities: DayActivities
  readonly observances: readonly Observance[]
  /** With a Sankranti: the sidereal sign the Sun enters, 1–12. */
  readonly sunEnters: number | null
}

export interface CalendarMonth {
  readonly year: number
  readonly month: number
  readonly place: Place
  readonly days: readonly CalendarDay[]
}

const OBSERVED_TITHIS: readonly (readonly [number, Observance])[] = [
  [11, 'ekadashi'],
  [26, 'ekadashi'],
  [15, 'purnima'],
  [30, 'amavasya'],
]

function inRange(date: CivilDate): boolean {
  return date.year >= MIN_YEAR && date.year <= MAX_YEAR
}

/**
 * Observances by the sunrise (udaya) rule: a day is marked with the tithi in force at its sunrise;
 * when a tithi holds two sunrises, only the first day is marked; when a tithi begins after one
 * sunrise and ends before the next (kshaya), the day it runs in is marked.
 */
function observedTithis(previous: number | null, today: number, next: number | null): Observance[] {
  const after = (tithi: number) => (tithi % 30) + 1
  const skipped = next !== null && next === after(after(today)) ? after(today) : null
  const found: Observance[] = []
  for (const [tithi, observance] of OBSERVED_TITHIS) {
    if ((tithi === today && previous !== today) || tithi === skipped) found.push(observance)
  }
  return found
}

function sunSignAt(epochMs: number): number {
  return signNumberOf(siderealLongitude(instantAt(epochMs), 'sun'))
}

export function calendarMonth(year: number, month: number, place: Place): CalendarMonth {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new AstrologyInputError('INVALID_DATE', 'month', 'year and month must be whole numbers, month 1–12')
  }
  const first = parseIsoDate(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`, 'month')
  const checked = assertPlace(place)
  const count = daysInMonth(year, month)
  // One day either side, for the first-of-two and skipped-tithi rules.
  const panchangs: (Panchang | null)[] = []
  for (let offset = -1; offset <= count; offset++) {
    const date = addDays(first, offset)
    panchangs.push(inRange(date) ? panchang(formatIsoDate(date), checked) : null)
  }
  // The Sun's sidereal sign at each local midnight of the month; a Sankranti day has two.
  const midnightSigns: number[] = []
  for (let i = 0; i <= count; i++) {
    midnightSigns.push(
      i < count
        ? sunSignAt(localDayBounds(checked.tz, addDays(first, i)).startMs)
        : sunSignAt(localDayBounds(checked.tz, addDays(first, count - 1)).endMs),
    )
  }
  const days: CalendarDay[] = []
  for (let i = 1; i <= count; i++) {
    const p = panchangs[i]!
    const previous = panchangs[i - 1]?.tithi.number ?? null
    const next = panchangs[i + 1]?.tithi.number ?? null
    const observances = observedTithis(previous, p.tithi.number, next)
    const startSign = midnightSigns[i - 1]!
    const endSign = midnightSigns[i]!
    if (startSign !== endSign) observances.push('sankranti')
    days.push({
      date: p.date,
      weekday: p.vara.number,
      tithi: p.tithi.number,
      paksha: p.tithi.paksha,
      nakshatra: p.nakshatra.number,
      phase: p.moonPhase.name,
      illumination: p.moonPhase.illumination,
      energy: p.energy.level,
      activities: activitiesOf(p),
      observances,
      sunEnters: startSign !== endSign ? endSign : null,
    })
  }
  return { year, month, place: checked, days }
}
