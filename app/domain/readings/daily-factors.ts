import type { DayFactors, SaturnPhase } from '../../astrology/gochara'
import { RETROGRADE_PLANETS, TARA_CODES } from '../../astrology/gochara'
import type { DashaLord } from '../../astrology/planets'
import { DASHA_ORDER } from '../../astrology/vimshottari'
import type { DAILY_SECTIONS } from './choose'

/**
 * The factors of one chart's day that a daily reading's paragraphs are written for (ADR 192), named the way the CMS
 * tags a reading text: `appliesTo` = 'factor', `appliesToValue` = "<kind>:<value>" ("moon-house:10", "tara:vipat",
 * "mahadasha:saturn", "saturn:sade-sati-peak", "node:rahu-over-moon", "retrograde:saturn"). Every factor here is one the Why-today panel
 * shows, so a paragraph can always say which line of the panel it comes from. Pure: rules in docs/astrology.md,
 * "Composing the daily reading".
 */

const FACTOR_KINDS = ['moon-house', 'tara', 'mahadasha', 'antardasha', 'saturn', 'node', 'retrograde'] as const
export type FactorKind = (typeof FACTOR_KINDS)[number]

export interface FactorRef {
  readonly kind: FactorKind
  readonly value: string
}

const SATURN_PHASES: readonly SaturnPhase[] = ['sade-sati-rising', 'sade-sati-peak', 'sade-sati-setting', 'kantaka-shani', 'ashtama-shani']
const NODE_CODES = ['rahu-over-moon', 'ketu-over-moon'] as const

/** Every value each kind can take, from the engine's own lists: the CMS offers exactly these (applies-to.ts). */
export const FACTOR_VALUES: Readonly<Record<FactorKind, readonly string[]>> = {
  'moon-house': Array.from({ length: 12 }, (_, i) => String(i + 1)),
  tara: TARA_CODES,
  mahadasha: DASHA_ORDER,
  antardasha: DASHA_ORDER,
  saturn: SATURN_PHASES,
  node: NODE_CODES,
  retrograde: RETROGRADE_PLANETS,
}

/** The CMS's spelling of a factor: "moon-house:10". */
export const factorTag = (ref: FactorRef): string => `${ref.kind}:${ref.value}`

/** Every tag a text can carry, for the CMS's choice list. */
export const FACTOR_TAGS: readonly string[] = FACTOR_KINDS.flatMap((kind) => FACTOR_VALUES[kind].map((value) => factorTag({ kind, value })))

/** A stored tag read back ("moon-house:10" → the ref), or null for anything else. */
export function parseFactorTag(tag: string): FactorRef | null {
  const at = tag.indexOf(':')
  if (at < 0) return null
  const kind = tag.slice(0, at) as FactorKind
  const value = tag.slice(at + 1)
  return FACTOR_KINDS.includes(kind) && FACTOR_VALUES[kind].includes(value) ? { kind, value } : null
}

const moonHouse = (f: DayFactors): FactorRef => ({ kind: 'moon-house', value: String(f.moon.house) })
const tara = (f: DayFactors): FactorRef => ({ kind: 'tara', value: f.tara.code })
const mahadasha = (f: DayFactors): FactorRef => ({ kind: 'mahadasha', value: f.dasha.mahadasha satisfies DashaLord })
const antardasha = (f: DayFactors): FactorRef => ({ kind: 'antardasha', value: f.dasha.antardasha })

/**
 * A running dasha lord that is retrograde today (ADR 225): the antardasha's lord first (it is the nearer period), else
 * the mahadasha's. A retrograde planet gives its results by return and review rather than by new starts, and the dasha
 * lord's results are the ones this chart is living through, so this is a retrograde that speaks to one chart and not
 * to everyone's. None: the section has no paragraph for it.
 */
export function retrogradeLord(f: DayFactors): FactorRef | null {
  const retrograde: readonly string[] = f.retrograde ?? []
  const lord = [f.dasha.antardasha, f.dasha.mahadasha].find((planet) => retrograde.includes(planet))
  return lord ? { kind: 'retrograde', value: lord } : null
}

/**
 * The slow planets pressing on the natal Moon, weightiest first: Saturn's heaviest phases (Sade Sati at its peak,
 * Ashtama Shani), then Rahu or Ketu over the natal Moon, then Saturn's lighter phases (Sade Sati rising or setting,
 * Kantaka Shani). They last months or years, so for as long as they run they colour every day more than the Moon does.
 */
function slowPressure(f: DayFactors): FactorRef[] {
  const heavy = f.saturn.phase === 'sade-sati-peak' || f.saturn.phase === 'ashtama-shani'
  const saturn: FactorRef[] = f.saturn.phase ? [{ kind: 'saturn', value: f.saturn.phase }] : []
  const nodes: FactorRef[] = f.transits.filter((c) => (NODE_CODES as readonly string[]).includes(c)).map((value) => ({ kind: 'node', value }))
  return heavy ? [...saturn, ...nodes] : [...nodes, ...saturn]
}

/**
 * The day's strongest factor, the one the overview opens with. The ranking (docs/astrology.md): a slow planet pressing
 * on the natal Moon (slowPressure's order) outranks the day's Moon; without one, the transiting Moon's house from the
 * natal Moon when that house is marked good or bad (Phaladeepika's gochara), else the tara when it is marked, else the
 * Moon's house all the same.
 */
export function strongestFactor(f: DayFactors): FactorRef {
  const slow = slowPressure(f)
  if (slow[0]) return slow[0]
  if (f.moon.quality !== 'neutral') return moonHouse(f)
  if (f.tara.quality !== 'neutral') return tara(f)
  return moonHouse(f)
}

/** The day's hardest factor, the one the challenge and its solution speak to: a slow pressure, else the Moon's house. */
export function hardestFactor(f: DayFactors): FactorRef {
  return slowPressure(f)[0] ?? moonHouse(f)
}

type Section = (typeof DAILY_SECTIONS)[number]

/**
 * Which factors each section is written from, lead paragraph first (a pick that finds nothing today adds no paragraph). Two factors that vary independently between
 * charts (the Moon's house with a dasha lord, the tara with a dasha lord), so two people of the same day seldom meet the
 * same pair; the measure is in readings-overlap.test.ts and `npm run bench -- readings`.
 */
const SECTION_FACTORS: Readonly<Record<Section, readonly ((f: DayFactors) => FactorRef | null)[]>> = {
  overview: [strongestFactor, mahadasha],
  love: [moonHouse, antardasha],
  career: [mahadasha, moonHouse],
  health: [tara, antardasha],
  challenge: [hardestFactor, antardasha],
  solution: [hardestFactor, mahadasha],
  advice: [tara, mahadasha, retrogradeLord],
}

export function sectionFactors(f: DayFactors, section: Section): FactorRef[] {
  return SECTION_FACTORS[section].map((pick) => pick(f)).filter((ref): ref is FactorRef => ref !== null)
}
