import type { NakshatraNature } from './nakshatra'

/**
 * The day's energy on the astro calendar's 10-segment bar (spec §9), derived from the five limbs of
 * the panchang and the Moon's light. Our own weighting (docs/astrology.md, "Energy level"); each
 * limb's quality follows the Muhurta tradition (Muhurta Chintamani):
 *
 * | limb              | weight | quality 0–1                                                        |
 * |-------------------|--------|--------------------------------------------------------------------|
 * | tithi             | 0.25   | Purna (5, 10, 15) 1.0 · Bhadra (2, 7, 12) 0.8 · Jaya (3, 8, 13) 0.75 ·|
 * |                   |        | Nanda (1, 6, 11) 0.7 · Rikta (4, 9, 14) 0.2 · Amavasya 0.1           |
 * | nakshatra nature  | 0.25   | swift, soft 0.9 · fixed 0.8 · movable 0.7 · mixed 0.5 · fierce 0.25 ·|
 * |                   |        | sharp 0.2                                                           |
 * | yoga              | 0.15   | the nine inauspicious yogas 0.2, the other eighteen 1.0              |
 * | vara (weekday)    | 0.10   | Monday, Wednesday, Thursday, Friday (benefic lords) 1.0; others 0.5  |
 * | karana            | 0.10   | Vishti (Bhadra) 0.1 · fixed karanas 0.5 · other movable 1.0          |
 * | Moon's light      | 0.15   | illuminated fraction of the disc                                     |
 *
 * level = 1 + round(9 × weighted sum), so 1–10. Krishna-paksha tithis score like their Shukla
 * counterparts (the Moon's light term carries the waning).
 */

export interface EnergyInput {
  /** 1–30. */
  readonly tithi: number
  readonly nakshatraNature: NakshatraNature
  /** 1–27. */
  readonly yoga: number
  /** 0 = Sunday … 6 = Saturday. */
  readonly weekday: number
  /** 1–60. */
  readonly karana: number
  /** 0–1. */
  readonly illumination: number
}

export interface EnergyLevel {
  /** 1–10, segments lit on the bar. */
  readonly level: number
  /** Each limb's quality 0–1, so the UI can explain the number. */
  readonly components: {
    readonly tithi: number
    readonly nakshatra: number
    readonly yoga: number
    readonly vara: number
    readonly karana: number
    readonly moonlight: number
  }
}

const WEIGHTS = { tithi: 0.25, nakshatra: 0.25, yoga: 0.15, vara: 0.1, karana: 0.1, moonlight: 0.15 } as const

const NATURE_QUALITY: Readonly<Record<NakshatraNature, number>> = {
  swift: 0.9,
  soft: 0.9,
  fixed: 0.8,
  movable: 0.7,
  mixed: 0.5,
  fierce: 0.25,
  sharp: 0.2,
}

/** Vishkumbha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Vyatipata, Parigha, Vaidhriti. */
const INAUSPICIOUS_YOGAS: readonly number[] = [1, 6, 9, 10, 13, 15, 17, 19, 27]

export function tithiQuality(tithi: number): number {
  if (tithi === 30) return 0.1
  switch (((tithi - 1) % 15) % 5) {
    case 0:
      return 0.7 // Nanda
    case 1:
      return 0.8 // Bhadra
    case 2:
      return 0.75 // Jaya
    case 3:
      return 0.2 // Rikta
    default:
      return 1 // Purna
  }
}

export function karanaQuality(karana: number): number {
  if (karana === 1 || karana >= 58) return 0.5 // Kimstughna, Shakuni, Chatushpada, Naga
  return (karana - 2) % 7 === 6 ? 0.1 : 1 // Vishti is the 7th movable karana
}

export function energyLevel(input: EnergyInput): EnergyLevel {
  const components = {
    tithi: tithiQuality(input.tithi),
    nakshatra: NATURE_QUALITY[input.nakshatraNature],
    yoga: INAUSPICIOUS_YOGAS.includes(input.yoga) ? 0.2 : 1,
    vara: [1, 3, 4, 5].includes(input.weekday) ? 1 : 0.5,
    karana: karanaQuality(input.karana),
    moonlight: Math.min(1, Math.max(0, input.illumination)),
  }
  let sum = 0
  for (const key of Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]) sum += WEIGHTS[key] * components[key]
  return { level: 1 + Math.round(9 * sum), components }
}
