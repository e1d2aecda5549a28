// A calendar invitation (RFC 5545) for a confirmed consultation: one VEVENT with its times in UTC, written by hand
// because it is a dozen lines and every package for it brings more than it saves.

/** 20261130T043000Z */
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** Text values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets fold onto continuation lines that start with a space (§3.1), never inside a character. */
function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

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
  return lines.map(fold).join('\r\n') + '\r\n'
}
