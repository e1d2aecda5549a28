// What the sky wheel draws, as the services hand it over: each body with its place on the zodiac. The service works it
// out and the component draws it; both read the shape from here, so no service imports a component (ADR 171).
import type { Graha } from '../astrology'

/** A body on the wheel: a graha, or the ascendant (lagna) of a birth chart. */
export type WheelBodyId = Graha | 'ascendant'

export interface WheelBody {
  readonly id: WheelBodyId
  /** Sidereal longitude, degrees. */
  readonly longitude: number
}
