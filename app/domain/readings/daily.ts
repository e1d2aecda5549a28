import type { BirthChart } from '../../astrology/chart'
import { type DayFactors, whyToday } from '../../astrology/gochara'
import { dailyLuckyNumbers, dailyPowerColours } from '../../astrology/lucky'
import { type CandidateText, chooseDailyTexts, DAILY_SECTIONS, type DailyChoice, pickByKey, type TextId } from './choose'
import { type FactorRef, factorTag, sectionFactors } from './daily-factors'

type DailySection = (typeof DAILY_SECTIONS)[number]

/** One paragraph of a section: the CMS text chosen and the factor it is written for (null: a text for every chart). */
interface ComposedParagraph {
  readonly id: TextId
  readonly factor: FactorRef | null
}

/**
 * Everything a daily reading needs that is not words: the day's factors (the Why-today panel), the
 * chosen text per section, the 5 lucky numbers and the power colours (5 for the dashboard, the first
 * 3 for the reading page). The `readings` service adds the texts' words and stores the row.
 */
export interface DailyReadingCore {
  readonly factors: DayFactors
  readonly choice: DailyChoice
  /**
   * Each section's paragraphs, lead first (ADR 192): one per factor the section is written from that has a text in the
   * CMS; a section none of whose factors has a text falls back to the chosen text of `choice`, cited as general.
   */
  readonly paragraphs: Readonly<Record<DailySection, readonly ComposedParagraph[]>>
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
    paragraphs: composeParagraphs({ factors, userKey: input.userKey, texts: input.texts, choice }),
    luckyNumbers: dailyLuckyNumbers(factors),
    powerColours,
    readingColours: powerColours.slice(0, 3),
  }
}

/**
 * The paragraphs of every section from the chart's factors of the day (ADR 192): for each factor the section is written
 * from, the section's text tagged with that factor; when an editor wrote several for one factor, the same one all day
 * for one person (a hash of the person, the day and the text, as the other choices draw).
 */
function composeParagraphs(input: {
  readonly factors: DayFactors
  readonly userKey: string
  readonly texts: readonly CandidateText[]
  readonly choice: DailyChoice
}): Record<DailySection, ComposedParagraph[]> {
  const byTag = new Map<string, CandidateText[]>()
  for (const text of input.texts) {
    if (text.appliesTo.kind !== 'factor' || !text.appliesTo.value) continue
    const key = `${text.section}|${text.appliesTo.value}`
    const list = byTag.get(key)
    if (list) list.push(text)
    else byTag.set(key, [text])
  }
  const result = {} as Record<DailySection, ComposedParagraph[]>
  for (const section of DAILY_SECTIONS) {
    const paragraphs: ComposedParagraph[] = []
    for (const factor of sectionFactors(input.factors, section)) {
      const tag = factorTag(factor)
      const text = pickByKey(byTag.get(`${section}|${tag}`) ?? [], `daily-paragraph/v1|${input.userKey}|${input.factors.date}|${section}|${tag}`)
      if (text && !paragraphs.some((p) => p.id === text.id)) paragraphs.push({ id: text.id, factor })
    }
    const fallback = input.choice.ids[section]
    if (paragraphs.length === 0 && fallback !== null) paragraphs.push({ id: fallback, factor: null })
    result[section] = paragraphs
  }
  return result
}
