import { type Birth, resolveBirthMoment } from './birth'
import { civilFromDays, daysFromCivil, daysInMonth, MS_PER_DAY, toEpochMs, toIsoInstant } from './calendar'
import { moonPosition, placement, type SiderealPlacement } from './chart'
import { AstrologyInputError } from './errors'
import { siderealMoonAt } from './ephemeris'
import { placeInNakshatra } from './nakshatra'
import type { DashaLord } from './planets'

/**
 * Vimshottari dasha (tradition: Brihat Parashara Hora Shastra, ch. 46): a 120-year cycle of nine
 * planetary periods in the fixed order below, entered at birth in the period of the lord of the
 * Moon's nakshatra, with the part of that period already "used" equal to the part of the nakshatra
 * the Moon has already crossed. Each mahadasha divides into nine antardashas in the same order,
 * starting from its own lord, each lasting (mahadasha years × antardasha lord's years / 120).
 *
 * Year length: 365.25 days (Julian year). Software differs here (365.2422, 365.2425, 360 "savana"
 * years); over the whole 120-year cycle the first two shift dates by under a day, 360-day years by
 * 1.7 years, which is why we state the choice (docs/astrology.md).
 */

export const DASHA_ORDER: readonly DashaLord[] = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury']

export const DASHA_YEARS: Readonly<Record<DashaLord, number>> = {
  ketu: 7,
  venus: 20,
  sun: 6,
  moon: 10,
  mars: 7,
  rahu: 18,
  jupiter: 16,
  saturn: 19,
  mercury: 17,
}

const YEAR_MS = 365.25 * MS_PER_DAY
const CYCLE_YEARS = 120

export interface DashaPeriod {
  readonly lord: DashaLord
  readonly start: string
  readonly end: string
}

export interface Mahadasha extends DashaPeriod {
  readonly antardashas: readonly DashaPeriod[]
}

export interface Vimshottari {
  /** The Moon at birth, whose nakshatra sets the sequence. */
  readonly moon: SiderealPlacement
  /** The mahadasha running at birth and the years of it still to run then. */
  readonly balance: { readonly lord: DashaLord; readonly years: number }
  /** Nine mahadashas; the first began before birth (at its theoretical start). */
  readonly mahadashas: readonly Mahadasha[]
  readonly timeKnown: boolean
  /** True when the time is unknown and the Moon changes nakshatra during the birth day. */
  readonly uncertain: boolean
}

export interface RunningDasha {
  readonly at: string
  readonly mahadasha: DashaPeriod
  readonly antardasha: DashaPeriod
}

interface Timeline {
  /** Theoretical start of the birth mahadasha, epoch ms. */
  readonly cycleStartMs: number
  readonly firstLordIndex: number
}

function timelineFrom(birthMs: number, moonLongitude: number): Timeline {
  const { nakshatra, elapsed } = placeInNakshatra(moonLongitude)
  const firstLordIndex = DASHA_ORDER.indexOf(nakshatra.lord)
  const used = elapsed * DASHA_YEARS[nakshatra.lord] * YEAR_MS
  return { cycleStartMs: birthMs - used, firstLordIndex }
}

function lordAt(index: number): DashaLord {
  return DASHA_ORDER[index % 9]!
}

function period(lord: DashaLord, startMs: number, endMs: number): DashaPeriod {
  return { lord, start: toIsoInstant(startMs), end: toIsoInstant(endMs) }
}

function antardashas(mahadashaIndex: number, startMs: number): DashaPeriod[] {
  const lord = lordAt(mahadashaIndex)
  const periods: DashaPeriod[] = []
  let t = startMs
  for (let k = 0; k < 9; k++) {
    const sub = lordAt(mahadashaIndex + k)
    const length = (DASHA_YEARS[lord] * DASHA_YEARS[sub] * YEAR_MS) / CYCLE_YEARS
    periods.push(period(sub, t, t + length))
    t += length
  }
  return periods
}

/** The dasha sequence from a birth instant and the sidereal Moon longitude at birth. */
export function vimshottariFromMoon(birthMs: number, moonLongitude: number): { balance: Vimshottari['balance']; mahadashas: Mahadasha[] } {
  const timeline = timelineFrom(birthMs, moonLongitude)
  const mahadashas: Mahadasha[] = []
  let t = timeline.cycleStartMs
  for (let k = 0; k < 9; k++) {
    const index = timeline.firstLordIndex + k
    const lord = lordAt(index)
    const end = t + DASHA_YEARS[lord] * YEAR_MS
    mahadashas.push({ ...period(lord, t, end), antardashas: antardashas(index, t) })
    t = end
  }
  const first = lordAt(timeline.firstLordIndex)
  const balanceYears = (timeline.cycleStartMs + DASHA_YEARS[first] * YEAR_MS - birthMs) / YEAR_MS
  return { balance: { lord: first, years: balanceYears }, mahadashas }
}

/** Mahadasha and antardasha running at `atMs` (which may lie beyond the first 120-year cycle). */
export function dashaAtFromMoon(birthMs: number, moonLongitude: number, atMs: number): RunningDasha {
  const timeline = timelineFrom(birthMs, moonLongitude)
  if (atMs < timeline.cycleStartMs) {
    throw new AstrologyInputError('INVALID_INSTANT', 'at', 'The instant lies before the first dasha of this birth')
  }
  const cycleMs = CYCLE_YEARS * YEAR_MS
  const cycles = Math.floor((atMs - timeline.cycleStartMs) / cycleMs)
  let t = timeline.cycleStartMs + cycles * cycleMs
  let index = timeline.firstLordIndex
  for (;;) {
    const length = DASHA_YEARS[lordAt(index)] * YEAR_MS
    if (atMs < t + length) break
    t += length
    index++
  }
  const mahaLord = lordAt(index)
  const maha = period(mahaLord, t, t + DASHA_YEARS[mahaLord] * YEAR_MS)
  let sub = t
  for (let k = 0; k < 9; k++) {
    const subLord = lordAt(index + k)
    const length = (DASHA_YEARS[mahaLord] * DASHA_YEARS[subLord] * YEAR_MS) / CYCLE_YEARS
    if (atMs < sub + length || k === 8) {
      return { at: toIsoInstant(atMs), mahadasha: maha, antardasha: period(subLord, sub, sub + length) }
    }
    sub += length
  }
  throw new Error('unreachable')
}

function birthMoon(birth: Birth): { birthMs: number; moon: number } {
  const moment = resolveBirthMoment(birth)
  return { birthMs: moment.epochMs, moon: siderealMoonAt(moment.epochMs) }
}

export function vimshottari(birth: Birth): Vimshottari {
  const moon = moonPosition(birth)
  const birthMs = Date.parse(moon.instant)
  const { balance, mahadashas } = vimshottariFromMoon(birthMs, moon.longitude)
  return {
    moon: placement(moon.longitude),
    balance,
    mahadashas,
    timeKnown: moon.timeKnown,
    uncertain: moon.withinDay !== null && moon.withinDay.nakshatraChanges,
  }
}

export function dashaAt(birth: Birth, at: Date | string | number): RunningDasha {
  const atMs = toEpochMs(at, 'at')
  const { birthMs, moon } = birthMoon(birth)
  return dashaAtFromMoon(birthMs, moon, atMs)
}

/** Adds calendar months in UTC, clamping the day (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsUtc(epochMs: number, months: number): number {
  const days = Math.floor(epochMs / MS_PER_DAY)
  const timeOfDay = epochMs - days * MS_PER_DAY
  const { year, month, day } = civilFromDays(days)
  const monthIndex = year * 12 + (month - 1) + months
  const newYear = Math.floor(monthIndex / 12)
  const newMonth = (monthIndex % 12) + 1
  const newDay = Math.min(day, daysInMonth(newYear, newMonth))
  return daysFromCivil(newYear, newMonth, newDay) * MS_PER_DAY + timeOfDay
}

export interface DashaHorizons {
  readonly now: RunningDasha
  readonly nextThreeMonths: RunningDasha
  readonly nextSixMonths: RunningDasha
  readonly nextYear: RunningDasha
  readonly nextTwoYears: RunningDasha
  readonly nextFiveYears: RunningDasha
}

/** The dashas running now and 3 months, 6 months, 1, 2 and 5 years from `now` (life and career timing). */
export function dashaHorizons(birth: Birth, now: Date | string | number): DashaHorizons {
  const nowMs = toEpochMs(now, 'now')
  const { birthMs, moon } = birthMoon(birth)
  const at = (months: number) => dashaAtFromMoon(birthMs, moon, addMonthsUtc(nowMs, months))
  return {
    now: at(0),
    nextThreeMonths: at(3),
    nextSixMonths: at(6),
    nextYear: at(12),
    nextTwoYears: at(24),
    nextFiveYears: at(60),
  }
}
