import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, writeCalendar } from './ical'

const octets = (s: string) => new TextEncoder().encode(s).length

describe('the iCalendar writer (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('leaves a line of 75 octets alone and folds a longer one, each piece at most 75 octets', () => {
    const exact = `SUMMARY:${'x'.repeat(75 - 8)}`
    expect(foldLine(exact)).toBe(exact)
    const long = `DESCRIPTION:${'y'.repeat(200)}`
    const pieces = foldLine(long).split('\r\n')
    expect(pieces.length).toBe(3)
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75)
    for (const piece of pieces.slice(1)) expect(piece.startsWith(' ')).toBe(true)
    // Unfolding (dropping CRLF and the one space) gives the line back.
    expect(foldLine(long).replace(/\r\n /g, '')).toBe(long)
  })

  it('never folds inside a UTF-8 character (Devanagari is three octets a letter)', () => {
    const hindi = `SUMMARY:${'दीवाली (लक्ष्मी पूजा) '.repeat(8)}`
    const folded = foldLine(hindi)
    for (const piece of folded.split('\r\n')) {
      expect(octets(piece)).toBeLessThanOrEqual(75)
      expect(piece).not.toContain('\uFFFD')
    }
    expect(folded.replace(/\r\n /g, '')).toBe(hindi)
  })

  const calendar = writeCalendar({
    prodId: '-//example.in//Festivals//EN',
    name: 'Festivals 2026 — New Delhi, Delhi, India',
    stamp: '20261127T000000Z',
    events: [
      {
        uid: 'diwali-2026-11-08@example.in',
        date: '2026-11-08',
        summary: 'Diwali (Lakshmi Puja)',
        description: 'Rule: Amavasya; at pradosh\nMuhurat: 5:31 pm – 8:08 pm',
      },
      { uid: 'nirjala-ekadashi-2026-12-31@example.in', date: '2026-12-31', summary: 'निर्जला एकादशी, '.repeat(6) },
    ],
  })

  it('ends every line in CRLF and parses with ical.js: all-day events, the UIDs and the text as given', () => {
    expect(calendar.endsWith('\r\n')).toBe(true)
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of calendar.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    const component = new ICAL.Component(ICAL.parse(calendar))
    expect(component.getFirstPropertyValue('version')).toBe('2.0')
    const events = component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events.map((e) => e.uid)).toEqual(['diwali-2026-11-08@example.in', 'nirjala-ekadashi-2026-12-31@example.in'])
    const [diwali, ekadashi] = events as [ICAL.Event, ICAL.Event]
    expect(diwali.startDate.isDate).toBe(true)
    expect(diwali.startDate.toString()).toBe('2026-11-08')
    expect(diwali.endDate.toString()).toBe('2026-11-09')
    expect(diwali.description).toBe('Rule: Amavasya; at pradosh\nMuhurat: 5:31 pm – 8:08 pm')
    // The year's last day ends on the next year's first.
    expect(ekadashi.endDate.toString()).toBe('2027-01-01')
    expect(ekadashi.summary).toBe('निर्जला एकादशी, '.repeat(6))
  })
})
