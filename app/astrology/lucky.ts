import { pad2 } from './calendar'
import { type Colour, COLOURS, type LuckyElements } from './daily-draws'
import { AstrologyInputError } from './errors'
import { type DayFactors, daySky } from './gochara'
import { NAKSHATRAS } from './nakshatra'
import type { DashaLord, Planet } from './planets'
import { lordOfSign } from './rashi'

/**
 * Lucky elements, lucky numbers and power colours from the chart and the day, by written rules
 * (docs/astrology.md, "Lucky elements from the chart"), replacing the hash draws of daily-draws.ts
 * where a chart is known. Every element comes from a "graha of the day": the running antardasha's
 * lord first, then today's nakshatra lord, the natal Moon sign's lord, the mahadasha lord and the
 * weekday lord; Refresh moves to the next graha in that list.
 *
 * Graha tables (tradition): gems are the Navaratna of the Garuda Purana; colours and directions as
 * in Brihat Parashara Hora Shastra ch. 3 (Sun east, Venus south-east, Mars south, Rahu south-west,
 * Saturn west, Moon north-west, Mercury north, Jupiter north-east); numbers as in Indian numerology
 * (Sun 1, Moon 2, Jupiter 3, Rahu 4, Mercury 5, Venus 6, Ketu 7, Saturn 8, Mars 9). Our own choices:
 * the luminaries have two colours or gems each, by the half of the lunar month (Sun Golden in the
 * bright half, Orange in the dark; Moon Pearl / Moonstone), so all ten of each list occur; Ketu,
 * which the eight directions leave out, shares Rahu's south-west, as the nodes are read together.
 */

export const GRAHA_NUMBER: Readonly<Record<DashaLord, number>> = {
  sun: 1,
  moon: 2,
  jupiter: 3,
  rahu: 4,
  mercury: 5,
  venus: 6,
  ketu: 7,
  saturn: 8,
  mars: 9,
}

const DIRECTION: Readonly<Record<DashaLord, string>> = {
  sun: 'East',
  venus: 'South-East',
  mars: 'South',
  rahu: 'South-West',
  ketu: 'South-West',
  saturn: 'West',
  moon: 'North-West',
  mercury: 'North',
  jupiter: 'North-East',
}

type ColourName = 'Red' | 'Blue' | 'Green' | 'Yellow' | 'Purple' | 'Orange' | 'Pink' | 'White' | 'Black' | 'Golden'

function colourOf(graha: DashaLord, brightHalf: boolean): Colour {
  const names: Record<DashaLord, ColourName> = {
    sun: brightHalf ? 'Golden' : 'Orange',
    moon: 'White',
    mars: 'Red',
    mercury: 'Green',
    jupiter: 'Yellow',
    venus: 'Pink',
    saturn: 'Blue',
    rahu: 'Black',
    ketu: 'Purple',
  }
  return COLOURS.find((c) => c.name === names[graha])!
}

function gemOf(graha: DashaLord, brightHalf: boolean): string {
  const gems: Record<DashaLord, string> = {
    sun: 'Ruby',
    moon: brightHalf ? 'Pearl' : 'Moonstone',
    mars: 'Red Coral',
    mercury: 'Emerald',
    jupiter: 'Yellow Sapphire',
    venus: 'Diamond',
    saturn: 'Blue Sapphire',
    rahu: 'Hessonite',
    ketu: "Cat's Eye",
  }
  return gems[graha]
}

/** Descending speed, the order the planetary hours (horas) follow. */
const CHALDEAN: readonly Planet[] = ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon']
const WEEKDAY_LORD: readonly Planet[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']

/** Lord of the `hour`-th hora (0 = the one beginning at sunrise) of a weekday (0 = Sunday). */
export function horaLord(weekday: number, hour: number): Planet {
  return CHALDEAN[(CHALDEAN.indexOf(WEEKDAY_LORD[weekday]!) + hour) % 7]!
}

/** Ordered distinct grahas, padded with the day's horas so every list has all seven planets. */
function withHoras(first: readonly DashaLord[], weekday: number): DashaLord[] {
  const list: DashaLord[] = []
  for (const graha of [...first, ...Array.from({ length: 7 }, (_, h) => horaLord(weekday, h))]) {
    if (!list.includes(graha)) list.push(graha)
  }
  return list
}

/** The grahas of the day for a chart, strongest claim first. */
export function dayGrahas(f: DayFactors): DashaLord[] {
  return withHoras(
    [f.dasha.antardasha, NAKSHATRAS[f.moon.nakshatra - 1]!.lord, lordOfSign(f.natal.moonSign), f.dasha.mahadasha, WEEKDAY_LORD[f.weekday]!],
    f.weekday,
  )
}

export interface ChartLuckyElements extends LuckyElements {
  /** The graha the elements come from, so the page can say why. */
  readonly graha: DashaLord
}

interface Basis {
  readonly date: string
  readonly grahas: readonly DashaLord[]
  /** A number of the person (natal nakshatra or Moon sign) that spreads people over the same day. */
  readonly personal: number
  readonly todayNakshatra: number
  readonly weekday: number
  readonly tithi: number
  readonly elapsed: number
}

// Waking hours as in daily-draws.ts: horas counted from 06:00 (a mean sunrise: the reading has no place).
const FIRST_HOUR = 6
const HORAS = 16

function checkRefresh(refresh: number): number {
  if (!Number.isInteger(refresh) || refresh < 0 || refresh > 1_000_000) {
    throw new AstrologyInputError('INVALID_ARGUMENT', 'refresh', 'refresh must be a whole number from 0')
  }
  return refresh
}

function elementsFrom(basis: Basis, refresh: number): ChartLuckyElements {
  checkRefresh(refresh)
  const index = refresh % basis.grahas.length
  const graha = basis.grahas[index]!
  const brightHalf = basis.tithi <= 15
  // Rahu acts like Saturn and Ketu like Mars (the dictum "Shanivat Rahu, Kujavat Ketu"): their horas.
  const ruler: Planet = graha === 'rahu' ? 'saturn' : graha === 'ketu' ? 'mars' : graha
  const hours = Array.from({ length: HORAS }, (_, h) => h).filter((h) => horaLord(basis.weekday, h) === ruler)
  const hour = FIRST_HOUR + hours[(basis.personal + refresh) % hours.length]!
  const minute = Math.floor(basis.elapsed * 60)
  return {
    date: basis.date,
    refresh,
    graha,
    number: grahaNumber(graha, basis.personal + basis.todayNakshatra + index),
    colour: colourOf(graha, brightHalf),
    gemstone: gemOf(graha, brightHalf),
    direction: DIRECTION[graha],
    time: `${pad2(hour)}:${pad2(minute)}`,
  }
}

function chartBasis(f: DayFactors): Basis {
  return {
    date: f.date,
    grahas: dayGrahas(f),
    personal: f.natal.nakshatra,
    todayNakshatra: f.moon.nakshatra,
    weekday: f.weekday,
    tithi: f.tithi,
    elapsed: f.moon.elapsed,
  }
}

/** The signed-in lucky elements: personal to the chart and the day; `refresh` = times Refresh was pressed. */
export function personalLuckyElements(f: DayFactors, refresh = 0): ChartLuckyElements {
  return elementsFrom(chartBasis(f), refresh)
}

/** The signed-out lucky elements: the day's, for a Moon sign (1–12) the visitor picks. */
export function signLuckyElements(input: {
  readonly date: string
  readonly tz: string
  readonly moonSign: number
  readonly refresh?: number
}): ChartLuckyElements {
  const { moonSign } = input
  if (!Number.isInteger(moonSign) || moonSign < 1 || moonSign > 12) {
    throw new AstrologyInputError('INVALID_ARGUMENT', 'moonSign', 'moonSign must be a sign number 1–12')
  }
  const sky = daySky(input.date, input.tz)
  const basis: Basis = {
    date: sky.date,
    grahas: withHoras([NAKSHATRAS[sky.nakshatra - 1]!.lord, lordOfSign(moonSign), WEEKDAY_LORD[sky.weekday]!], sky.weekday),
    personal: moonSign,
    todayNakshatra: sky.nakshatra,
    weekday: sky.weekday,
    tithi: sky.tithi,
    elapsed: sky.elapsed,
  }
  return elementsFrom(basis, input.refresh ?? 0)
}

/**
 * A graha's lucky number 1–50: 9m + n reduces to n, the graha's own number, and `spread` (the person's and the day's
 * nakshatras, and the graha's place in the day's list) picks m, up to 5 for n ≤ 5 and up to 4 above. The daily
 * reading and the lucky-elements page share it, so the page's number for a graha of the day is the reading's.
 */
function grahaNumber(graha: DashaLord, spread: number): number {
  const n = GRAHA_NUMBER[graha]
  return 9 * (spread % (n <= 5 ? 6 : 5)) + n
}

/** Five distinct lucky numbers 1–50 for the daily reading, ascending: one per graha of the day. */
export function dailyLuckyNumbers(f: DayFactors): number[] {
  return dayGrahas(f)
    .slice(0, 5)
    .map((graha, i) => grahaNumber(graha, f.natal.nakshatra + f.moon.nakshatra + i))
    .sort((a, b) => a - b)
}

/** The day's power colours (5 on the dashboard, 3 on the reading page: the first 3 of the 5). */
export function dailyPowerColours(f: DayFactors, count: 3 | 5 = 5): Colour[] {
  const brightHalf = f.tithi <= 15
  return dayGrahas(f)
    .slice(0, count)
    .map((graha) => colourOf(graha, brightHalf))
}

/** 'HH:MM' (24-hour) as the parts of a 12-hour clock; the words (AM/PM, पूर्वाह्न) come from the catalogues. */
export function to12Hour(time: string): { hour: number; minute: number; period: 'am' | 'pm' } {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return { hour: h % 12 === 0 ? 12 : h % 12, minute: m, period: h < 12 ? 'am' : 'pm' }
}
