// The astro journal's entry form (issue 16, spec 5 "Journal save"): what the browser sends, checked on the server
// before anything is stored. Each failure is a code the route turns into a 400 with a message from the catalogue.
import type { MoonPhaseName } from '../astrology/moon-phase'
import { isCalendarDate } from './birth-details'
import { forbiddenCharacter } from './characters'
import { CALENDAR_MAX_DATE, CALENDAR_MIN_DATE } from './day-query'

export const JOURNAL_TEXT_MAX = 4000
export const INFLUENCES_MAX = 1000
export const PREDICTION_ACCURACY = ['very', 'mostly', 'somewhat', 'not'] as const
export type PredictionAccuracy = (typeof PREDICTION_ACCURACY)[number]
const PHASES: readonly MoonPhaseName[] = [
  'new-moon',
  'waxing-crescent',
  'first-quarter',
  'waxing-gibbous',
  'full-moon',
  'waning-gibbous',
  'last-quarter',
  'waning-crescent',
]

export type JournalInput = {
  date: string
  mood: number
  dailyEvents: string
  predictionAccuracy: PredictionAccuracy | null
  personalNotes: string
  moonPhase: MoonPhaseName
  planetaryInfluences: string
}

type JournalInputError = 'date' | 'future' | 'mood' | 'events-missing' | 'accuracy' | 'phase' | 'too-long' | 'characters'

/** A journal date: a real day the calendar covers, and not after the customer's today. */
export function journalDateProblem(date: string, today: string): 'date' | 'future' | null {
  if (!isCalendarDate(date) || date < CALENDAR_MIN_DATE || date > CALENDAR_MAX_DATE) return 'date'
  return date > today ? 'future' : null
}

export function parseJournalForm(form: FormData, today: string): { ok: true; value: JournalInput } | { ok: false; code: JournalInputError } {
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const date = field('date').trim()
  const dateProblem = journalDateProblem(date, today)
  if (dateProblem) return { ok: false, code: dateProblem }
  const mood = Number(field('mood'))
  if (!Number.isInteger(mood) || mood < 1 || mood > 10) return { ok: false, code: 'mood' }
  const dailyEvents = field('dailyEvents').trim()
  if (!dailyEvents) return { ok: false, code: 'events-missing' }
  const accuracy = field('predictionAccuracy')
  if (accuracy && !(PREDICTION_ACCURACY as readonly string[]).includes(accuracy)) return { ok: false, code: 'accuracy' }
  const moonPhase = field('moonPhase')
  if (!(PHASES as readonly string[]).includes(moonPhase)) return { ok: false, code: 'phase' }
  const personalNotes = field('personalNotes').trim()
  const planetaryInfluences = field('planetaryInfluences').trim()
  if (dailyEvents.length > JOURNAL_TEXT_MAX || personalNotes.length > JOURNAL_TEXT_MAX || planetaryInfluences.length > INFLUENCES_MAX)
    return { ok: false, code: 'too-long' }
  if ([dailyEvents, personalNotes, planetaryInfluences].some((text) => forbiddenCharacter(text, 'multi-line'))) return { ok: false, code: 'characters' }
  return {
    ok: true,
    value: {
      date,
      mood,
      dailyEvents,
      predictionAccuracy: (accuracy || null) as PredictionAccuracy | null,
      personalNotes,
      moonPhase: moonPhase as MoonPhaseName,
      planetaryInfluences,
    },
  }
}

/** Spec 9: the mood's emoji by band (2 or below, 4 or below, 6 or below, 8 or below, above 8). */
export function moodEmoji(mood: number): string {
  return mood <= 2 ? '😢' : mood <= 4 ? '😕' : mood <= 6 ? '😐' : mood <= 8 ? '🙂' : '😄'
}
