// A calendar invitation (RFC 5545) for a confirmed consultation: one VEVENT with its times in UTC, written by hand
// because it is a dozen lines and every package for it brings more than it saves. Text is escaped and lines folded by
// the site's one iCalendar writer (app/utils/ical.ts, which the festival feed uses too).
import { escapeText as text, foldLine as fold } from '../../app/utils/ical'

/** 20261130T043000Z */
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export type Invitation = {
  uid: string
  startsAt: number
  durationMinutes: number
  summary: string
  description: string
  organizerEmail: string
  organizerName: string
  url: string
  now?: number
}

export function consultationIcs(event: Invitation): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cosmic Insights//Consultations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(event.now ?? Date.now())}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(event.startsAt + event.durationMinutes * 60_000)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `URL:${event.url}`,
    // A parameter value is quoted, not escaped (§3.2), and may hold no double quote.
    `ORGANIZER;CN="${event.organizerName.replace(/["\r\n]/g, '')}":mailto:${event.organizerEmail}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map((line) => fold(line)).join('\r\n') + '\r\n'
}
