import type { BirthChart } from '../../astrology/chart'
import { type DayFactors, whyToday } from '../../astrology/gochara'
import { dailyLuckyNumbers, dailyPowerColours } from '../../astrology/lucky'
import { type CandidateText, chooseDailyTexts, DAILY_SECTIONS, type DailyChoice, type TextId } from './choose'

/**
 * Everything a daily reading needs that is not words: the day's factors (the Why-today panel), the
 * chosen text per section, the 5 lucky numbers and the power colours (5 for the dashboard, the first
 * 3 for the reading page). The `readings` service adds the texts' words and stores the row.
 */
export interface DailyReadingCore {
  readonly factors: DayFactors
  readonly choice: DailyChoice
  /** The chosen ids in section order, for the stored reading's record of which texts it used. */
  readonly textIds: readonly (TextId | null)[]
  readonly luckyNumbers: readonly number[]
  /** Colour names (the spec's list), 5 for the dashboard. */
  readonly powerColours: readonly string[]
  /** The reading page's 3: the first 3 of the 5. */
  readonly readingColours: readonly string[]
}

export function dailyReadingCore(input: {
  readonly chart: BirthChart
  /** The user's local date 'YYYY-MM-DD' and zone: "today" is theirs. */
  readonly date: string
  readonly tz: string
  readonly userKey: string
  readonly texts: readonly CandidateText[]
  readonly number?: string
}): DailyReadingCore {
  const factors = whyToday(input.chart, { date: input.date, tz: input.tz })
  const choice = chooseDailyTexts({ factors, userKey: input.userKey, texts: input.texts, number: input.number })
  const powerColours = dailyPowerColours(factors, 5).map((c) => c.name)
  return {
    factors,
    choice,
    textIds: DAILY_SECTIONS.map((section) => choice.ids[section]),
    luckyNumbers: dailyLuckyNumbers(factors),
    powerColours,
    readingColours: powerColours.slice(0, 3),
  }
}
