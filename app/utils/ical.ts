// A small iCalendar writer (RFC 5545) for the festival feed (ADR 198): all-day events only. Lines end in CRLF, text
// values escape backslash, semicolon, comma and newlines (section 3.3.11), and a line longer than 75 octets is folded
// into continuation lines that begin with a space (section 3.1), never inside a UTF-8 character.

const CRLF = '\r\n'
const MAX_OCTETS = 75
const encoder = new TextEncoder()

/** A TEXT value: backslash, semicolon and comma escaped, newlines written as \n. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n')
}

/** One content line folded at 75 octets: each continuation begins with a space, which counts toward its 75. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > MAX_OCTETS) {
      out.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join(CRLF)
}

export type AllDayEvent = {
  uid: string
  /** 'YYYY-MM-DD'. */
  date: string
  summary: string
  description?: string
}

const basicDate = (date: string) => date.replaceAll('-', '')

function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/**
 * A calendar of all-day events. `stamp` (DTSTAMP, a UTC 'YYYYMMDDTHHMMSSZ') is fixed by the caller, so the same
 * request gives the same bytes and a calendar app sees nothing changed when nothing has.
 */
export function writeCalendar(calendar: { prodId: string; name: string; stamp: string; events: readonly AllDayEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
  ]
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${calendar.stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDate(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
    )
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join(CRLF) + CRLF
}
