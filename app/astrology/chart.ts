import { type Birth, type BirthMoment, resolveBirthMoment } from './birth'
import { toIsoInstant } from './calendar'
import { ascendantLongitudes, type Graha, GRAHAS, grahaLongitudes, instantAt, type Instant, siderealLongitude, siderealMoonAt } from './ephemeris'
import { type NakshatraRef, placeInNakshatra } from './nakshatra'
import { type Sign, signOf } from './rashi'

/** Where a point of the sidereal zodiac falls: the shape every reading uses for the Moon. */
export interface SiderealPlacement {
  /** Sidereal (Lahiri) longitude, degrees [0, 360). */
  readonly longitude: number
  readonly rashi: Sign
  readonly nakshatra: NakshatraRef
  /** 1–4. */
  readonly pada: number
}

export interface GrahaPosition extends SiderealPlacement {
  /** Apparent tropical longitude (true equinox of date), degrees. */
  readonly tropicalLongitude: number
  readonly tropicalSign: Sign
  /** Degrees into the sidereal sign, [0, 30). */
  readonly degreeInRashi: number
}

export interface MoonPosition extends GrahaPosition {
  /** UTC instant the position is for (local noon when the birth time is unknown). */
  readonly instant: string
  readonly timeKnown: boolean
  /**
   * With an unknown birth time: the Moon at the start and end of the local birth day and whether its
   * rashi, nakshatra or pada changes in between (it moves 12–15° a day). Null when the time is known.
   */
  readonly withinDay: MoonDayRange | null
  /** True when the time is unknown and the rashi, nakshatra or pada changes during that day. */
  readonly uncertain: boolean
}

export interface MoonDayRange {
  readonly start: SiderealPlacement
  readonly end: SiderealPlacement
  readonly rashiChanges: boolean
  readonly nakshatraChanges: boolean
  readonly padaChanges: boolean
}

export interface BirthChart {
  readonly moment: BirthMoment
  /** Mean Lahiri ayanamsa at birth, degrees. */
  readonly ayanamsa: number
  readonly grahas: Readonly<Record<Graha, GrahaPosition>>
  /** Null when the birth time is unknown. */
  readonly ascendant: GrahaPosition | null
  readonly moon: MoonPosition
  /**
   * With an unknown birth time: the grahas whose sidereal sign, nakshatra or pada changes during the
   * local birth day (usually just the Moon). Empty when the time is known.
   */
  readonly changesWithinDay: readonly Graha[]
}

export function placement(longitude: number): SiderealPlacement {
  const { nakshatra, pada } = placeInNakshatra(longitude)
  return { longitude, rashi: signOf(longitude), nakshatra, pada }
}

function position(sidereal: number, tropical: number): GrahaPosition {
  return { ...placement(sidereal), tropicalLongitude: tropical, tropicalSign: signOf(tropical), degreeInRashi: sidereal % 30 }
}

function grahaPosition(instant: Instant, graha: Graha): GrahaPosition {
  const { sidereal, tropical } = grahaLongitudes(instant, graha)
  return position(sidereal, tropical)
}

function moonDayRange(moment: BirthMoment): MoonDayRange | null {
  if (!moment.day) return null
  const start = placement(siderealMoonAt(moment.day.startMs))
  // The day ends at the next local midnight; its last second still belongs to it.
  const end = placement(siderealMoonAt(moment.day.endMs - 1000))
  return {
    start,
    end,
    rashiChanges: start.rashi.number !== end.rashi.number,
    nakshatraChanges: start.nakshatra.number !== end.nakshatra.number,
    padaChanges: start.nakshatra.number !== end.nakshatra.number || start.pada !== end.pada,
  }
}

function moonPositionFrom(moment: BirthMoment, moon: GrahaPosition): MoonPosition {
  const withinDay = moonDayRange(moment)
  return {
    ...moon,
    instant: toIsoInstant(moment.epochMs),
    timeKnown: moment.timeKnown,
    withinDay,
    uncertain: withinDay !== null && withinDay.padaChanges,
  }
}

export function moonPosition(birth: Birth): MoonPosition {
  const moment = resolveBirthMoment(birth)
  return moonPositionFrom(moment, grahaPosition(instantAt(moment.epochMs), 'moon'))
}

function grahasChangingWithinDay(moment: BirthMoment): Graha[] {
  if (!moment.day) return []
  const start = instantAt(moment.day.startMs)
  const end = instantAt(moment.day.endMs - 1000)
  return GRAHAS.filter((graha) => {
    const a = placement(siderealLongitude(start, graha))
    const b = placement(siderealLongitude(end, graha))
    return a.rashi.number !== b.rashi.number || a.nakshatra.number !== b.nakshatra.number || a.pada !== b.pada
  })
}

export function birthChart(birth: Birth): BirthChart {
  const moment = resolveBirthMoment(birth)
  const instant = instantAt(moment.epochMs)
  const grahas = {} as Record<Graha, GrahaPosition>
  for (const graha of GRAHAS) grahas[graha] = grahaPosition(instant, graha)
  let ascendant: GrahaPosition | null = null
  if (moment.timeKnown) {
    const { sidereal, tropical } = ascendantLongitudes(instant, birth.lat, birth.lon)
    ascendant = position(sidereal, tropical)
  }
  return {
    moment,
    ayanamsa: instant.ayanamsa,
    grahas,
    ascendant,
    moon: moonPositionFrom(moment, grahas.moon),
    changesWithinDay: grahasChangingWithinDay(moment),
  }
}
