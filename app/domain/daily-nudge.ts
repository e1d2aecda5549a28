// When a customer's morning mail falls due (ADR 216): at their chosen whole hour on their own wall clock, once per local
// day. Pure, so the job, the Settings page and the tests read one rule.
import { addDays, formatIsoDate, parseIsoDate } from '../astrology/calendar'
import { wallClockAt, zonedToUtc } from '../astrology/time-zone'

/** The hour a customer who has not chosen one gets: seven in the morning, their time. */
export const DEFAULT_NUDGE_HOUR = 7
/** How a consultation's day-before reminder reaches the customer (ADR 267): by mail, as a notification, both or neither. */
export const REMINDER_CHANNELS = ['email', 'push', 'both', 'none'] as const
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number]
/** What a customer who never chose gets: the mail, as every customer did before the choice existed. */
export const DEFAULT_REMINDER_CHANNEL: ReminderChannel = 'email'

/** The channels a choice opens; an unknown value reads as the default. */
export function reminderChannels(choice: unknown): { mail: boolean; push: boolean } {
  const channel = (REMINDER_CHANNELS as readonly unknown[]).includes(choice) ? (choice as ReminderChannel) : DEFAULT_REMINDER_CHANNEL
  return { mail: channel === 'email' || channel === 'both', push: channel === 'push' || channel === 'both' }
}

export const NUDGE_HOURS = Array.from({ length: 24 }, (_, hour) => hour)

/** A chosen hour as the page and the toast write it: "07:00". */
export const nudgeClock = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/** The local date ('YYYY-MM-DD') of an instant in a zone. */
export function localDateOf(timeZone: string, epochMs: number): string {
  return formatIsoDate(wallClockAt(timeZone, epochMs).date)
}

/** The instant a local date's chosen hour begins; a skipped hour (a daylight-saving gap) moves forward. */
export function dueInstant(timeZone: string, date: string, hour: number): number {
  return zonedToUtc(timeZone, parseIsoDate(date), hour * 3600, 'compatible').epochMs
}

/**
 * The next time the mail falls due after `now`: today's hour if it is still to come and today's mail has not gone
 * (`lastSentOn`), else tomorrow's. A customer who moves their hour later after today's mail gets no second one.
 */
export function nextDueAfter(timeZone: string, hour: number, now: number, lastSentOn: string | null = null): number {
  const today = localDateOf(timeZone, now)
  const todays = dueInstant(timeZone, today, hour)
  if (todays > now && lastSentOn !== today) return todays
  return dueInstant(timeZone, formatIsoDate(addDays(parseIsoDate(today), 1)), hour)
}

/**
 * What the job does with a row it claims at `now` (ADR 216): it sends today's mail when today's hour has come and
 * today's mail has not gone, and moves the row to tomorrow's hour; otherwise (a row left from a day the server was
 * down, found before today's hour) it sends nothing and moves the row to the next hour to come. So nothing goes early,
 * nothing goes twice in a local day, and nobody gets a past day's reading.
 */
export function claimOf(timeZone: string, hour: number, now: number, lastSentOn: string | null): { day: string; nextDueAt: number; send: boolean } {
  const day = localDateOf(timeZone, now)
  if (dueInstant(timeZone, day, hour) <= now && lastSentOn !== day) {
    return { day, nextDueAt: dueInstant(timeZone, formatIsoDate(addDays(parseIsoDate(day), 1)), hour), send: true }
  }
  return { day, nextDueAt: nextDueAfter(timeZone, hour, now, lastSentOn), send: false }
}
