import type { DayFactors } from '../../astrology/gochara'
import { NAKSHATRAS } from '../../astrology/nakshatra'
import { fnv1a32, randomFor } from '../../astrology/prng'
import { RASHIS } from '../../astrology/rashi'

/**
 * Which CMS reading texts make up a daily reading (ADR 075). Pure: the caller passes the day's
 * factors (gochara.ts), a stable user key and the candidate texts; nothing here reads a clock or a
 * database.
 *
 * - Per section, the candidates are the texts whose selector matches the chart or the day, in tiers
 *   from the most specific (birth star) to the least (general), taken until they hold MIN_POOL texts
 *   (ADR 092; ADR 075 used the first non-empty tier alone).
 * - The text is chosen by weighted rendezvous hashing: every candidate gets a score from
 *   hash(user, day, section, factors, text id), texts for the chart weighing more. The result depends
 *   on the set of ids, not on the order of the list; a text an editor adds wins only the days where
 *   its own weight is highest (about 1 in n+1), and every other choice stays as it was.
 * - The solution follows the chosen challenge: an explicit `pairsWith` if the text has one, else the
 *   solution of the same rank (by id, same selector) as the challenge, as the seed writes them in step.
 */

export const DAILY_SECTIONS = ['overview', 'love', 'career', 'health', 'challenge', 'solution', 'advice'] as const
type DailySection = (typeof DAILY_SECTIONS)[number]

export type TextId = string | number

/** A reading text as the service reads it from the CMS (only what the choice needs). */
export interface CandidateText {
  readonly id: TextId
  readonly section: string
  readonly appliesTo: { readonly kind: string; readonly value?: string | null }
  /** For a challenge: the id of its solution, when the CMS records the pair. */
  readonly pairsWith?: TextId | null
}

type SelectorKind = 'nakshatra' | 'sign' | 'band' | 'number'
export interface Selector {
  readonly kind: SelectorKind
  readonly value: string
}

type MatchedBy = SelectorKind | 'general' | 'pair'

export interface DailyChoice {
  /** The chosen text per section, null when the section has no text at all. */
  readonly ids: Readonly<Record<DailySection, TextId | null>>
  /** Which selector tier each choice came from, so the reading can say why. */
  readonly matchedBy: Readonly<Record<DailySection, MatchedBy | null>>
}

/**
 * The selectors a chart and a day satisfy, most specific first: the birth star (natal Moon's nakshatra),
 * the Moon sign (rashi, by its English name as the texts are tagged), the day's band, and optionally a
 * numerology number. Sidereal Moon sign, not the Western sun sign: the product reads Vedic charts.
 */
export function dailySelectors(factors: DayFactors, extra: { readonly number?: string } = {}): Selector[] {
  const selectors: Selector[] = [
    { kind: 'nakshatra', value: NAKSHATRAS[factors.natal.nakshatra - 1]!.name },
    { kind: 'sign', value: RASHIS[factors.natal.moonSign - 1]!.english },
    { kind: 'band', value: factors.band },
  ]
  if (extra.number) selectors.push({ kind: 'number', value: extra.number })
  return selectors
}

/** The factors a choice depends on, as a compact key: the same key for the same sky and chart. */
export function factorKey(f: DayFactors): string {
  return [
    f.natal.moonSign,
    f.natal.nakshatra,
    f.moon.house,
    f.moon.nakshatra,
    f.tara.number,
    f.dasha.mahadasha,
    f.dasha.antardasha,
    f.saturn.phase ?? '-',
    f.jupiter.houseFromMoon,
    f.band,
  ].join('.')
}

const normalise = (value: string | null | undefined) => (value ?? '').trim().toLowerCase()

function compareIds(a: TextId, b: TextId): number {
  const x = Number(a)
  const y = Number(b)
  if (Number.isFinite(x) && Number.isFinite(y) && x !== y) return x - y
  const s = String(a)
  const t = String(b)
  return s < t ? -1 : s > t ? 1 : 0
}

function selectorKey(text: CandidateText): string {
  return `${normalise(text.appliesTo.kind)}:${normalise(text.appliesTo.value)}`
}

/**
 * A daily section draws from at least this many texts (ADR 092): the tiers are taken most specific first until they
 * hold this many, then the general texts join. A sign with one text of its own would otherwise show it every day.
 */
export const MIN_POOL = 7
/** How much more a text written for the reader's chart or day weighs in the draw than a general one. */
const SPECIFIC_WEIGHT = 3

type Pooled = { text: CandidateText; matchedBy: MatchedBy }

function pool(texts: readonly CandidateText[], selectors: readonly Selector[]): Pooled[] {
  const pooled: Pooled[] = []
  for (const selector of selectors) {
    if (pooled.length >= MIN_POOL) break
    const value = normalise(selector.value)
    for (const text of texts) {
      if (normalise(text.appliesTo.kind) === selector.kind && normalise(text.appliesTo.value) === value) pooled.push({ text, matchedBy: selector.kind })
    }
  }
  if (pooled.length < MIN_POOL) {
    for (const text of texts) if (normalise(text.appliesTo.kind) === 'general') pooled.push({ text, matchedBy: 'general' })
  }
  return pooled
}

/**
 * Weighted rendezvous hashing: each candidate scores weight / −ln(u) for its own uniform u, and the highest wins. A
 * candidate of weight w then wins with probability w / (sum of weights), and adding a candidate still only takes the
 * draws it wins.
 */
function heaviest(candidates: readonly Pooled[], prefix: string): Pooled {
  let best = candidates[0]!
  let bestScore = -1
  for (const candidate of candidates) {
    // FNV alone mixes the last characters poorly; the generator's first output is well mixed.
    const u = (randomFor(`${prefix}|${String(candidate.text.id)}`).nextUint32() + 1) / 4294967297
    const score = (candidate.matchedBy === 'general' ? 1 : SPECIFIC_WEIGHT) / -Math.log(u)
    if (score > bestScore || (score === bestScore && compareIds(candidate.text.id, best.text.id) < 0)) {
      best = candidate
      bestScore = score
    }
  }
  return best
}

export interface ChooseInput {
  readonly factors: DayFactors
  /** Stable per person, e.g. the user id; never shown. */
  readonly userKey: string
  readonly texts: readonly CandidateText[]
  /** Extra selectors the service knows (e.g. the numerology life path number). */
  readonly number?: string
}

export function chooseDailyTexts(input: ChooseInput): DailyChoice {
  const { factors, texts } = input
  const selectors = dailySelectors(factors, { number: input.number })
  // The user key is hashed first so a long or odd key cannot collide with the separators.
  const base = `daily-text/v2|${fnv1a32(input.userKey)}|${factors.date}|${factorKey(factors)}`
  const bySection = new Map<string, CandidateText[]>()
  for (const text of texts) {
    const list = bySection.get(text.section)
    if (list) list.push(text)
    else bySection.set(text.section, [text])
  }
  const ids = {} as Record<DailySection, TextId | null>
  const matchedBy = {} as Record<DailySection, MatchedBy | null>
  let challenge: CandidateText | null = null
  for (const section of DAILY_SECTIONS) {
    const sectionTexts = bySection.get(section) ?? []
    if (section === 'solution' && challenge) {
      const paired = pairedSolution(challenge, bySection.get('challenge') ?? [], sectionTexts)
      if (paired) {
        ids.solution = paired.id
        matchedBy.solution = 'pair'
        continue
      }
    }
    const candidates = pool(sectionTexts, selectors)
    if (candidates.length === 0) {
      ids[section] = null
      matchedBy[section] = null
      continue
    }
    const chosen = heaviest(candidates, `${base}|${section}`)
    if (section === 'challenge') challenge = chosen.text
    ids[section] = chosen.text.id
    matchedBy[section] = chosen.matchedBy
  }
  return { ids, matchedBy }
}

function pairedSolution(challenge: CandidateText, challenges: readonly CandidateText[], solutions: readonly CandidateText[]): CandidateText | null {
  if (challenge.pairsWith !== undefined && challenge.pairsWith !== null) {
    const explicit = solutions.find((s) => String(s.id) === String(challenge.pairsWith))
    if (explicit) return explicit
  }
  const key = selectorKey(challenge)
  const sameChallenges = challenges.filter((c) => selectorKey(c) === key).sort((a, b) => compareIds(a.id, b.id))
  const sameSolutions = solutions.filter((s) => selectorKey(s) === key).sort((a, b) => compareIds(a.id, b.id))
  const rank = sameChallenges.findIndex((c) => String(c.id) === String(challenge.id))
  return sameSolutions[rank] ?? null
}

export interface ListChoiceInput {
  /** Everything the choice should depend on, e.g. `${userId}|${date}|${factorKey}`. */
  readonly key: string
  readonly texts: readonly CandidateText[]
  /** How many texts each section needs (1 for a paragraph, 3–5 for a list). */
  readonly sections: Readonly<Record<string, number>>
  /** Most specific first; general texts fill whatever the selectors leave short. */
  readonly selectors: readonly Selector[]
}

/**
 * The same rule for any reading (life and career's paragraphs and lists, say): per section, the texts
 * of each selector tier by descending rendezvous weight, then the general ones, the first `count` kept.
 */
export function chooseTexts(input: ListChoiceInput): Record<string, TextId[]> {
  const base = `texts/v1|${fnv1a32(input.key)}`
  const result: Record<string, TextId[]> = {}
  for (const [section, count] of Object.entries(input.sections)) {
    const sectionTexts = input.texts.filter((t) => t.section === section)
    const tiers: CandidateText[][] = input.selectors.map((selector) =>
      sectionTexts.filter((t) => normalise(t.appliesTo.kind) === selector.kind && normalise(t.appliesTo.value) === normalise(selector.value)),
    )
    tiers.push(sectionTexts.filter((t) => normalise(t.appliesTo.kind) === 'general'))
    const chosen: TextId[] = []
    for (const tierTexts of tiers) {
      const weighted = tierTexts
        .map((text) => ({ text, weight: randomFor(`${base}|${section}|${String(text.id)}`).nextUint32() }))
        .sort((a, b) => b.weight - a.weight || compareIds(a.text.id, b.text.id))
      for (const { text } of weighted) {
        if (chosen.length < count && !chosen.some((id) => String(id) === String(text.id))) chosen.push(text.id)
      }
    }
    result[section] = chosen
  }
  return result
}

/**
 * One of several texts, the same one every time for the same key: the heaviest by a hash of the key and the text's id
 * (so adding a text moves only the keys it wins). Used where a stored analysis names the text it was given.
 */
export function pickByKey<T extends { id: string | number }>(candidates: readonly T[], key: string): T | null {
  let best: T | null = null
  let bestWeight = -1
  for (const candidate of candidates) {
    const weight = fnv1a32(`${key}|${candidate.id}`)
    if (weight > bestWeight) {
      best = candidate
      bestWeight = weight
    }
  }
  return best
}
