// How often two people get the same words (ADR 192): among N random births read on one day, the share of pairs whose
// section text is identical, per section, with the seed's texts. The target is under 5% of pairs for every section;
// seed/daily-overlap.test.ts holds it and `npm run bench -- readings` prints it.
import { birthChart } from '../app/astrology/chart'
import { randomFor } from '../app/astrology/prng'
import { type CandidateText, chooseDailyTexts, DAILY_SECTIONS } from '../app/domain/readings/choose'
import { dailyReadingCore } from '../app/domain/readings/daily'
import { dailyFactorTexts } from './content/daily-factor-texts'
import { readingTexts } from './content/reading-texts'

type Section = (typeof DAILY_SECTIONS)[number]
type Text = CandidateText & { readonly en: string }

export const OVERLAP_TARGET = 0.05

/** The seed's daily texts as the service reads them from the CMS, numbered in seed order. */
function seedDailyTexts(): Text[] {
  const sections = new Set<string>(DAILY_SECTIONS)
  const all = [
    ...readingTexts.map((t) => ({ section: t.section as string, appliesTo: t.appliesTo, en: t.text })),
    ...dailyFactorTexts.map((t) => ({ section: t.section, appliesTo: { kind: t.appliesTo, value: t.appliesToValue }, en: t.en })),
  ]
  return all.filter((t) => sections.has(t.section)).map((t, i) => ({ id: i + 1, section: t.section, appliesTo: t.appliesTo, en: t.en }))
}

// Births spread over 1950–2009 at any minute of the day, in a few places of India (the engine reads the natal Moon, so
// the place hardly matters).
const PLACES = [
  { tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 },
  { tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 },
  { tz: 'Asia/Kolkata', lat: 13.0827, lon: 80.2707 },
  { tz: 'Asia/Kolkata', lat: 22.5726, lon: 88.3639 },
]

/** `count` births drawn from a fixed seed: the same list on every run and machine. */
function randomBirths(count: number, seed = 'daily-overlap/v1') {
  const random = randomFor(seed)
  const pad = (n: number) => String(n).padStart(2, '0')
  return Array.from({ length: count }, () => {
    const year = 1950 + random.nextInt(0, 59)
    const month = random.nextInt(1, 12)
    const day = random.nextInt(1, 28)
    const place = PLACES[random.nextInt(0, PLACES.length - 1)]!
    return { date: `${year}-${pad(month)}-${pad(day)}`, time: `${pad(random.nextInt(0, 23))}:${pad(random.nextInt(0, 59))}`, ...place }
  })
}

export type Composer = (input: {
  chart: ReturnType<typeof birthChart>
  date: string
  tz: string
  userKey: string
  texts: readonly Text[]
}) => Record<Section, string>

/** Today's composition (ADR 192): each section's paragraphs, from the chart's factors, joined. */
export const composeByFactors: Composer = ({ texts, ...input }) => {
  const byId = new Map(texts.map((t) => [t.id, t.en]))
  const core = dailyReadingCore({ ...input, texts })
  const result = {} as Record<Section, string>
  for (const section of DAILY_SECTIONS) result[section] = core.paragraphs[section].map((p) => byId.get(p.id)).join('\n\n')
  return result
}

/** The composition before ADR 192 (ADR 092's draw alone), kept to show the measure tells the two apart. */
export const composeByDraw: Composer = ({ texts, ...input }) => {
  const byId = new Map(texts.map((t) => [t.id, t.en]))
  const { factors } = dailyReadingCore({ ...input, texts: [] })
  const { ids } = chooseDailyTexts({ factors, userKey: input.userKey, texts: texts.filter((t) => t.appliesTo.kind !== 'factor') })
  const result = {} as Record<Section, string>
  for (const section of DAILY_SECTIONS) result[section] = ids[section] === null ? '' : (byId.get(ids[section]) ?? '')
  return result
}

export interface SectionOverlap {
  readonly section: Section
  readonly pairs: number
  /** Pairs of births whose section text is identical. */
  readonly sharing: number
  readonly share: number
}

/** Per section, the pairs among `count` random births on `date` that share an identical text. */
export function dailyOverlap(compose: Composer, options: { count?: number; date?: string; tz?: string } = {}): SectionOverlap[] {
  const { count = 200, date = '2026-11-27', tz = 'Asia/Kolkata' } = options
  const texts = seedDailyTexts()
  const readings = randomBirths(count).map((birth, i) => compose({ chart: birthChart(birth), date, tz, userKey: `overlap-${i}`, texts }))
  const pairs = (count * (count - 1)) / 2
  return DAILY_SECTIONS.map((section) => {
    const tally = new Map<string, number>()
    for (const reading of readings) tally.set(reading[section], (tally.get(reading[section]) ?? 0) + 1)
    let sharing = 0
    for (const n of tally.values()) sharing += (n * (n - 1)) / 2
    return { section, pairs, sharing, share: sharing / pairs }
  })
}
