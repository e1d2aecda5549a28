// The astro journal's entry form (spec 5 "Journal save"): what the browser sends, checked on the server
// before anything is stored. Each failure is a code the route turns into a 400 with a message from the catalogue.
import { parseWithZod } from '@conform-to/zod/v4'
import type { MoonPhaseName } from '../astrology/moon-phase'
import { isCalendarDate } from './birth-details'
import { forbiddenCharacter } from './characters'
import { CALENDAR_MAX_DATE, CALENDAR_MIN_DATE } from './day-query'
import { z } from './zod'

export const JOURNAL_TEXT_MAX = 4000
export const INFLUENCES_MAX = 1000
export const PREDICTION_ACCURACY = ['very', 'mostly', 'somewhat', 'not'] as const
export type PredictionAccuracy = (typeof PREDICTION_ACCURACY)[number]
const PHASES = [
  'new-moon',
  'waxing-crescent',
  'first-quarter',
  'waxing-gibbous',
  'full-moon',
  'waning-gibbous',
  'last-quarter',
  'waning-crescent',
] as const satisfies readonly MoonPhaseName[]

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

/** The checks in the order the form is judged: a refusal names the first that fails. */
const CHECK_ORDER: readonly JournalInputError[] = ['date', 'future', 'mood', 'events-missing', 'accuracy', 'phase', 'too-long', 'characters']

const noForbidden = (text: string) => forbiddenCharacter(text, 'multi-line') === null

/** A text of several lines, already trimmed: too long, then forbidden characters. */
const journalText = (max: number, missing?: JournalInputError) =>
  z
    .string(missing ? { error: missing } : undefined)
    .max(max, 'too-long')
    .refine(noForbidden, 'characters')

/** An optional text: trimmed, then the same checks (no pipe, so a blank one is simply empty). */
const optionalText = (max: number) => z.string().trim().max(max, 'too-long').refine(noForbidden, 'characters').optional()

const journalSchema = (today: string) =>
  z.object({
    date: z
      .string({ error: 'date' })
      .trim()
      .superRefine((date, context) => {
        const problem = journalDateProblem(date, today)
        if (problem) context.addIssue({ code: 'custom', message: problem })
      }),
    mood: z
      .string({ error: 'mood' })
      .transform(Number)
      .pipe(z.number({ error: 'mood' }).int('mood').min(1, 'mood').max(10, 'mood')),
    // Conform reads an empty field as no value, here too: the events are missing.
    dailyEvents: z.string({ error: 'events-missing' }).trim().pipe(journalText(JOURNAL_TEXT_MAX, 'events-missing')),
    predictionAccuracy: z.enum(PREDICTION_ACCURACY, { error: 'accuracy' }).optional(),
    moonPhase: z.enum(PHASES, { error: 'phase' }),
    personalNotes: optionalText(JOURNAL_TEXT_MAX),
    planetaryInfluences: optionalText(INFLUENCES_MAX),
  })

export function parseJournalForm(form: FormData, today: string): { ok: true; value: JournalInput } | { ok: false; code: JournalInputError } {
  const submission = parseWithZod(form, { schema: journalSchema(today) })
  if (submission.status !== 'success') {
    const codes = new Set(Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []))
    return { ok: false, code: CHECK_ORDER.find((code) => codes.has(code)) ?? 'date' }
  }
  const { predictionAccuracy, personalNotes, planetaryInfluences, ...rest } = submission.value
  return {
    ok: true,
    value: { ...rest, predictionAccuracy: predictionAccuracy ?? null, personalNotes: personalNotes ?? '', planetaryInfluences: planetaryInfluences ?? '' },
  }
}

/** Spec 9: the mood's emoji by band (2 or below, 4 or below, 6 or below, 8 or below, above 8). */
export function moodEmoji(mood: number): string {
  return mood <= 2 ? '😢' : mood <= 4 ? '😕' : mood <= 6 ? '😐' : mood <= 8 ? '🙂' : '😄'
}
