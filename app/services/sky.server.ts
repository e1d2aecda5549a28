import { birthChart, type Graha } from '~/astrology'
import type { WheelBody } from '../domain/sky'

const ORDER: readonly Graha[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'rahu', 'ketu']

export interface Sky {
  /** The instant drawn, ISO 8601 UTC, to the minute. */
  readonly at: string
  readonly bodies: readonly WheelBody[]
}

/**
 * The sidereal positions of the nine grahas at an instant. The engine's chart is asked for a "birth" at that UTC minute
 * (on the equator at Greenwich: the place only matters for the lagna, which the sky wheel does not draw).
 */
export function skyAt(now: Date): Sky {
  const iso = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString()
  const chart = birthChart({ date: iso.slice(0, 10), time: iso.slice(11, 16), tz: 'UTC', lat: 0, lon: 0 })
  return { at: iso, bodies: ORDER.map((id) => ({ id, longitude: chart.grahas[id].longitude })) }
}
