import { formatIsoDate, pad2, parseIsoDate } from './calendar'
import { AstrologyInputError } from './errors'
import { randomFor } from './prng'

/**
 * The daily draws (lucky elements, lucky numbers, power colours): deterministic functions of
 * (person, date, refresh count), so a reading looks the same every time it is opened that day, a
 * Refresh gives a new one, and tomorrow differs. No Math.random, no clock: the caller passes the date.
 * ADR: docs/decisions/012-deterministic-daily-draws.md. Each draw has its own key prefix with a
 * version, so changing one draw's rules (bump v1 → v2) never reshuffles the others.
 *
 * Lists: product spec §3 and §9 (ten colours with swatches, ten gems, eight directions). The spec
 * names the colours but not the gems; ours are the nine gems of the Navaratna (tradition: Indian
 * gemmology, Garuda Purana) plus Moonstone. Swatch hex values are ours.
 */

export interface Colour {
  readonly name: string
  /** Swatch colour, '#RRGGBB'. */
  readonly hex: string
}

export const COLOURS: readonly Colour[] = [
  { name: 'Red', hex: '#E53935' },
  { name: 'Blue', hex: '#1E88E5' },
  { name: 'Green', hex: '#43A047' },
  { name: 'Yellow', hex: '#FDD835' },
  { name: 'Purple', hex: '#8E24AA' },
  { name: 'Orange', hex: '#FB8C00' },
  { name: 'Pink', hex: '#EC407A' },
  { name: 'White', hex: '#FFFFFF' },
  { name: 'Black', hex: '#212121' },
  { name: 'Golden', hex: '#D4AF37' },
]

export const GEMSTONES: readonly string[] = [
  'Ruby',
  'Pearl',
  'Red Coral',
  'Emerald',
  'Yellow Sapphire',
  'Diamond',
  'Blue Sapphire',
  'Hessonite',
  "Cat's Eye",
  'Moonstone',
]

export const DIRECTIONS: readonly string[] = ['North', 'North-East', 'East', 'South-East', 'South', 'South-West', 'West', 'North-West']

export interface DrawInput {
  /** Stable key of the person, e.g. the user id. */
  readonly seed: string
  /** The reading's calendar date 'YYYY-MM-DD' (the caller decides which zone's "today" it is). */
  readonly date: string
  /** How many times the user pressed Refresh that day; 0 for the first draw. */
  readonly refresh?: number
}

export interface LuckyElements {
  readonly date: string
  readonly refresh: number
  /** 1–99. */
  readonly number: number
  readonly colour: Colour
  readonly gemstone: string
  readonly direction: string
  /** 'HH:MM', 24-hour, between 06:00 and 21:59 (waking hours; the page shows it on a 12-hour clock). */
  readonly time: string
}

const LUCKY_TIME_FIRST_MINUTE = 6 * 60
const LUCKY_TIME_LAST_MINUTE = 21 * 60 + 59

function drawKey(kind: string, input: DrawInput): { key: string; date: string; refresh: number } {
  if (typeof input !== 'object' || input === null) {
    throw new AstrologyInputError('INVALID_ARGUMENT', 'input', 'expected { seed, date, refresh }')
  }
  const { seed } = input
  if (typeof seed !== 'string' || seed.length === 0 || seed.length > 256) {
    throw new AstrologyInputError('INVALID_ARGUMENT', 'seed', 'seed must be a non-empty string of at most 256 characters')
  }
  const date = formatIsoDate(parseIsoDate(input.date, 'date'))
  const refresh = input.refresh ?? 0
  if (!Number.isInteger(refresh) || refresh < 0 || refresh > 1_000_000) {
    throw new AstrologyInputError('INVALID_ARGUMENT', 'refresh', 'refresh must be a whole number from 0')
  }
  return { key: `${kind}/v1|${seed}|${date}|${refresh}`, date, refresh }
}

export function luckyElements(input: DrawInput): LuckyElements {
  const { key, date, refresh } = drawKey('lucky-elements', input)
  const random = randomFor(key)
  const number = random.nextInt(1, 99)
  const colour = COLOURS[random.nextInt(0, COLOURS.length - 1)]!
  const gemstone = GEMSTONES[random.nextInt(0, GEMSTONES.length - 1)]!
  const direction = DIRECTIONS[random.nextInt(0, DIRECTIONS.length - 1)]!
  const minute = random.nextInt(LUCKY_TIME_FIRST_MINUTE, LUCKY_TIME_LAST_MINUTE)
  return { date, refresh, number, colour, gemstone, direction, time: `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}` }
}

/** Five distinct lucky numbers 1–50 for the daily reading, ascending. */
export function dailyNumbers(input: DrawInput): number[] {
  const { key } = drawKey('daily-numbers', input)
  const pool = Array.from({ length: 50 }, (_, i) => i + 1)
  return randomFor(key)
    .sample(pool, 5)
    .sort((a, b) => a - b)
}

/**
 * Power colours for the daily reading: `count` distinct colours (5 on the dashboard, 3 on the reading
 * page). The 3 are always the first 3 of the 5, so both screens agree.
 */
export function powerColours(input: DrawInput & { readonly count?: number }): Colour[] {
  const count = input.count ?? 5
  if (!Number.isInteger(count) || count < 1 || count > COLOURS.length) {
    throw new AstrologyInputError('INVALID_ARGUMENT', 'count', `count must be 1–${COLOURS.length}`)
  }
  const { key } = drawKey('power-colours', input)
  return randomFor(key).sample(COLOURS, count)
}
