/**
 * The astrology engine's public face. Plain data in, plain data out: no I/O, no clock (callers pass
 * "now" and "today"), no randomness. Everything here throws AstrologyInputError for bad input and
 * nothing else on purpose. Conventions and sources: docs/astrology.md.
 */
import { lahiriAyanamsa } from './ayanamsa'
import { toEpochMs, utDaysSinceJ2000 } from './calendar'
import { deltaTDays } from './delta-t'

export { AstrologyInputError, isAstrologyInputError, type AstrologyInputErrorCode } from './errors'
export { MIN_YEAR, MAX_YEAR } from './calendar'
export type { Disambiguation } from './time-zone'

// Birth data and the birth moment
export { resolveBirthMoment, type Birth, type BirthMoment, type Place } from './birth'

// Signs, nakshatras, planets
export { sunSign } from './sun-sign'
export { RASHIS, signOf, type Sign, type WesternSign, type RashiName } from './rashi'
export { NAKSHATRAS, type NakshatraRef, type Yoni, type Gana, type Nadi, type NakshatraNature } from './nakshatra'
export type { Planet, DashaLord } from './planets'
export type { Graha } from './ephemeris'

// Positions
export { moonPosition, birthChart, type SiderealPlacement, type GrahaPosition, type MoonPosition, type MoonDayRange, type BirthChart } from './chart'

// Numerology
export { numerology, reduceNumber, type NumerologyReport, type NameAnalysis } from './numerology'

// Compatibility
export {
  ashtakoot,
  scoreKootas,
  bandOf,
  type AshtakootResult,
  type AshtakootPerson,
  type KootaScore,
  type KootaScores,
  type CompatibilityBand,
} from './ashtakoot'
export { KOOTA_MAXIMUMS, KOOTA_NAMES, type KootaName } from './ashtakoot-tables'
export {
  matchCouple,
  coupleScore,
  doshasOf,
  moonSegments,
  orientationOf,
  type CoupleMatch,
  type CoupleScore,
  type CoupleKoota,
  type CouplePossibility,
  type CoupleGender,
  type Orientation,
  type Doshas,
  type Dosha,
  type NadiException,
  type BhakootException,
  type MoonSegment,
} from './couple'
export { crushMatch, thinkingAboutYou, type CrushMatch, type CrushBand } from './crush'
export { DOSHA_HOUSES, type ManglikResult, type ManglikMatch, type ManglikCancellation } from './manglik'

// Panchang and the astro calendar
export { panchang, type Panchang, type Tithi, type PanchangNakshatra, type Yoga, type Karana, type Vara, type Transit } from './panchang'
export { MOON_PHASES, type MoonPhaseName, type MoonPhaseInfo } from './moon-phase'
export type { EnergyLevel } from './energy-level'

// Dashas
export {
  vimshottari,
  dashaAt,
  dashaHorizons,
  DASHA_ORDER,
  DASHA_YEARS,
  type Vimshottari,
  type Mahadasha,
  type DashaPeriod,
  type RunningDasha,
  type DashaHorizons,
} from './vimshottari'

// The deeper kundli: the navamsa, dignities, Saturn's periods over the Moon, yogas
export { kundli, type Kundli, type PlanetRow } from './kundli'
export type { Dignity } from './dignity'
export type { SaturnPeriod, SaturnPeriodPhase } from './sade-sati'
export type { YogaCode, YogaResult, KaalSarp } from './yogas'

// Readings of the day: why today (gochara), the astro calendar's rules, lucky elements from the chart, life and career
export {
  whyToday,
  daySky,
  taraOf,
  TARA_CODES,
  TRANSIT_CODES,
  type DayFactors,
  type DaySky,
  type Tara,
  type TaraCode,
  type TransitCode,
  type SaturnPhase,
  type DayBand,
  type Quality,
} from './gochara'
export {
  dayActivities,
  activitiesOf,
  calendarMonth,
  tithiGroup,
  OBSERVANCES,
  FAVOURABLE_ACTIVITIES,
  AVOID_ACTIVITIES,
  type FavourableActivity,
  type AvoidActivity,
  type DayActivities,
  type CalendarDay,
  type CalendarMonth,
  type Observance,
} from './astro-calendar'
export {
  muhurtaDay,
  choghadiyaAt,
  lastNightChoghadiya,
  type MuhurtaDay,
  type Choghadiya,
  type ChoghadiyaName,
  type ChoghadiyaQuality,
  type TimeWindow,
} from './muhurta'
export {
  personalLuckyElements,
  signLuckyElements,
  dailyLuckyNumbers,
  dailyPowerColours,
  dayGrahas,
  to12Hour,
  GRAHA_NUMBER,
  type ChartLuckyElements,
} from './lucky'
export {
  lifeCareerFacts,
  TIMING_HORIZONS,
  type LifeCareerFacts,
  type HouseFacts,
  type TimingFacts,
  type HouseBasis,
  type Theme,
  type TimingHorizon,
} from './life-career'

// Love forecast and the soulmate reading
export {
  loveForecast,
  forecastScores,
  scoreColour,
  scoreBand,
  FORECAST_AREAS,
  LUCKY_LOVE_TIMES,
  type LoveForecast,
  type AreaScore,
  type ForecastArea,
  type ScoreColour,
  type ReasonCode,
} from './love-forecast'
export {
  soulmateFacts,
  soulmateLenses,
  soulmateLensPlan,
  legacySketchSeed,
  navamsaSign,
  elementOf,
  ELEMENTS,
  SOULMATE_LENSES,
  type SoulmateFacts,
  type SoulmateLens,
  type Element,
  type PartnerKind,
  type ProfileGender,
} from './soulmate'

// Daily draws
export { luckyElements, dailyNumbers, powerColours, COLOURS, GEMSTONES, DIRECTIONS, type Colour, type DrawInput, type LuckyElements } from './daily-draws'

/** Mean Lahiri (Chitrapaksha) ayanamsa in degrees at an instant, as the Swiss Ephemeris defines it. */
export function ayanamsa(at: Date | string | number): number {
  const ut = utDaysSinceJ2000(toEpochMs(at, 'at'))
  return lahiriAyanamsa(ut + deltaTDays(ut))
}
