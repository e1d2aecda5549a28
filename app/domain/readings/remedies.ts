import type { Dignity, Graha, SaturnPeriodPhase } from '../../astrology'

/**
 * Which grahas the kundli page offers remedies for, and why (ADR 254, docs/astrology.md "Remedies"). Remedies are
 * traditionally given for a graha that is running the customer's time or that is weak in the chart, not for every
 * graha: the lords of the running mahadasha and antardasha; Saturn while a Sade Sati or Ashtama Shani runs; and a
 * graha debilitated by sign or combust (too near the Sun to give its results). Each graha is named once, with every
 * reason that applies, in that order of precedence.
 */
export type RemedyReason = 'mahadasha' | 'antardasha' | 'sade-sati' | 'ashtama' | 'debilitated' | 'combust'

export const REMEDY_KINDS = ['mantra', 'gemstone', 'charity'] as const
export type RemedyKind = (typeof REMEDY_KINDS)[number]

export interface RemedyChart {
  readonly planets: readonly { readonly graha: Graha; readonly dignity: Dignity | null; readonly combust: boolean }[]
  readonly mahadashas: readonly {
    readonly lord: Graha
    readonly running: boolean
    readonly antardashas: readonly { readonly lord: Graha; readonly running: boolean }[]
  }[]
  readonly saturn: readonly { readonly phase: SaturnPeriodPhase; readonly current: boolean }[]
}

export interface RemedyFor {
  readonly graha: Graha
  readonly reasons: readonly RemedyReason[]
}

export function remediesFor(chart: RemedyChart): RemedyFor[] {
  const reasons = new Map<Graha, RemedyReason[]>()
  const add = (graha: Graha, reason: RemedyReason) => {
    const list = reasons.get(graha) ?? []
    if (!list.includes(reason)) list.push(reason)
    reasons.set(graha, list)
  }
  const maha = chart.mahadashas.find((period) => period.running)
  if (maha) {
    add(maha.lord, 'mahadasha')
    const antar = maha.antardashas.find((period) => period.running)
    if (antar) add(antar.lord, 'antardasha')
  }
  const saturn = chart.saturn.find((period) => period.current)
  if (saturn) add('saturn', saturn.phase === 'ashtama' ? 'ashtama' : 'sade-sati')
  for (const planet of chart.planets) {
    if (planet.dignity === 'debilitated') add(planet.graha, 'debilitated')
    if (planet.combust) add(planet.graha, 'combust')
  }
  return [...reasons].map(([graha, list]) => ({ graha, reasons: list }))
}
