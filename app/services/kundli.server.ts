import { type Dignity, type Graha, kundli, type SaturnPeriodPhase, type YogaCode } from '../astrology'
import { REMEDY_KINDS, type RemedyKind, type RemedyReason, remediesFor } from '../domain/readings/remedies'
import { BoundedMap } from '../utils/bounded-map.mjs'
import type { Locale } from '../utils/locales.mjs'
import type { Profile } from './profiles.server'
import { birthOf } from './readings.server'
import { bilingualTexts } from './reading-texts.server'

/**
 * The kundli page's facts (docs/features.md, "Kundli"): the engine's deeper kundli of the customer's profile, as plain
 * data the page draws. Nothing is stored; the result is kept in memory per profile version and day.
 */

/** What the chart drawing needs: house 1's sign and the bodies (the kundli chart's input). */
export interface KundliDrawing {
  readonly lagnaSign: number
  readonly moonLagna: boolean
  readonly bodies: readonly { readonly id: Graha; readonly longitude: number }[]
}

interface KundliPeriod {
  readonly lord: Graha
  readonly start: string
  readonly end: string
  readonly running: boolean
}

export interface KundliView {
  readonly timeKnown: boolean
  readonly reference: 'ascendant' | 'moon'
  readonly rasi: KundliDrawing
  readonly navamsa: KundliDrawing
  readonly ascendant: {
    readonly sign: number
    readonly degree: number
    readonly nakshatra: number
    readonly pada: number
    readonly navamsaSign: number
  } | null
  readonly planets: readonly {
    readonly graha: Graha
    readonly sign: number
    readonly degree: number
    readonly nakshatra: number
    readonly pada: number
    readonly navamsaSign: number
    readonly house: number
    readonly dignity: Dignity | null
    readonly retrograde: boolean
    readonly combust: boolean
  }[]
  readonly balance: { readonly lord: Graha; readonly years: number }
  readonly mahadashas: readonly (KundliPeriod & { readonly antardashas: readonly KundliPeriod[] })[]
  readonly saturn: readonly {
    readonly phase: SaturnPeriodPhase
    readonly sign: number
    readonly start: string
    readonly end: string
    readonly current: boolean
  }[]
  readonly yogas: readonly { readonly code: YogaCode | 'manglik'; readonly present: boolean }[]
  readonly moonSign: number
}

const CACHE_SIZE = 200
const views = new BoundedMap<string, KundliView>(CACHE_SIZE)

// A sign's middle: where the chart drawing puts a body whose navamsa sign is all that matters.
const midSign = (sign: number) => (sign - 1) * 30 + 15

/** The deeper kundli of a profile on a day (`now` marks the running dasha and Saturn period). */
export function kundliView(profile: Profile, now: Date): KundliView {
  const key = `${String(profile.id)}|${profile.updatedAt}|${now.toISOString().slice(0, 10)}`
  const hit = views.get(key)
  if (hit) return hit
  const k = kundli(birthOf(profile), now)
  const nowMs = now.getTime()
  const runs = (start: string, end: string) => Date.parse(start) <= nowMs && nowMs < Date.parse(end)
  const asc = k.chart.ascendant
  const view: KundliView = {
    timeKnown: k.chart.moment.timeKnown,
    reference: k.reference,
    moonSign: k.chart.moon.rashi.number,
    rasi: { lagnaSign: k.referenceSign, moonLagna: k.reference === 'moon', bodies: k.planets.map((p) => ({ id: p.graha, longitude: p.longitude })) },
    navamsa: {
      lagnaSign: k.navamsaReferenceSign,
      moonLagna: k.reference === 'moon',
      bodies: k.planets.map((p) => ({ id: p.graha, longitude: midSign(p.navamsaSign) })),
    },
    ascendant: asc
      ? { sign: asc.rashi.number, degree: asc.degreeInRashi, nakshatra: asc.nakshatra.number, pada: asc.pada, navamsaSign: k.navamsaReferenceSign }
      : null,
    planets: k.planets.map((p) => ({
      graha: p.graha,
      sign: p.sign,
      degree: p.degreeInSign,
      nakshatra: p.nakshatra.number,
      pada: p.pada,
      navamsaSign: p.navamsaSign,
      house: p.house,
      dignity: p.dignity,
      retrograde: p.retrograde,
      combust: p.combust,
    })),
    balance: k.vimshottari.balance,
    mahadashas: k.vimshottari.mahadashas.map((m) => ({
      lord: m.lord,
      start: m.start,
      end: m.end,
      running: runs(m.start, m.end),
      antardashas: m.antardashas.map((a) => ({ lord: a.lord, start: a.start, end: a.end, running: runs(a.start, a.end) })),
    })),
    saturn: k.saturn.map((s) => ({ ...s, current: runs(s.start, s.end) })),
    yogas: [...k.yogas, { code: 'manglik' as const, present: k.manglik.effective }],
  }
  views.set(key, view)
  return view
}

export interface KundliRemedy {
  readonly graha: Graha
  readonly reasons: readonly RemedyReason[]
  /** Each kind's text in the page's language; a kind no editor has written yet is null. */
  readonly texts: readonly { readonly kind: RemedyKind; readonly text: string | null }[]
}

/** The remedies for the grahas the chart calls for (ADR 254), with the CMS's texts, read once per content version. */
export async function kundliRemedies(view: KundliView, locale: Locale): Promise<KundliRemedy[]> {
  const texts = await bilingualTexts(
    'remedies',
    REMEDY_KINDS.map((kind) => `remedy-${kind}`),
  )
  const textFor = (graha: Graha, kind: RemedyKind) =>
    texts.find((text) => text.section === `remedy-${kind}` && text.appliesTo.kind === 'planet' && text.appliesTo.value === graha)?.[locale] ?? null
  return remediesFor(view).map(({ graha, reasons }) => ({ graha, reasons, texts: REMEDY_KINDS.map((kind) => ({ kind, text: textFor(graha, kind) })) }))
}
