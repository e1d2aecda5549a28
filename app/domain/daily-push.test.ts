import { describe, expect, it } from 'vitest'
import { DAILY_PUSH_URL, dailyPush, PUSH_BODY_MAX, readDailyPush, shorten } from './daily-push'

describe('the daily reading’s notification', () => {
  it('carries the title, the overview’s first paragraph, the reading’s address, the language and the day’s tag', () => {
    const push = dailyPush({ title: 'Your reading for 28 November 2026', overview: 'A calm day.\n\nSecond part.', language: 'en', date: '2026-11-28' })
    expect(push).toEqual({
      title: 'Your reading for 28 November 2026',
      body: 'A calm day.',
      url: '/daily-reading',
      lang: 'en',
      tag: 'daily-reading-2026-11-28',
    })
  })

  it('cuts a long overview at a word, with an ellipsis, within the limit', () => {
    const overview = 'शुक्र और चंद्रमा की युति से आज संबंधों में मधुरता रहेगी। '.repeat(10)
    const { body } = dailyPush({ title: 'आपका राशिफल', overview, language: 'hi', date: '2026-11-28' })
    expect(body.length).toBeLessThanOrEqual(PUSH_BODY_MAX)
    expect(body.endsWith('…')).toBe(true)
    expect(overview.startsWith(body.slice(0, -1))).toBe(true)
    expect(body.at(-2)).not.toBe(' ')
  })

  it('fits a push service’s payload limit whatever the language (4 KB less the encryption’s overhead)', () => {
    const push = dailyPush({ title: 'आ'.repeat(200), overview: 'आ'.repeat(5000), language: 'hi', date: '2026-11-28' })
    expect(Buffer.byteLength(JSON.stringify(push))).toBeLessThan(3000)
  })

  it('leaves a short text whole and joins its lines', () => {
    expect(shorten('  one\n two  ', 20)).toBe('one two')
    expect(shorten('abcdefghij', 5)).toBe('abcd…')
  })
})

describe('the worker’s reading of a message', () => {
  it('takes our shape and refuses anything else', () => {
    const push = dailyPush({ title: 'T', overview: 'B', language: 'hi', date: '2026-11-28' })
    expect(readDailyPush(JSON.parse(JSON.stringify(push)))).toEqual(push)
    expect(readDailyPush(null)).toBeNull()
    expect(readDailyPush('text')).toBeNull()
    expect(readDailyPush({ title: 'T' })).toBeNull()
  })

  it('opens only a path of this site', () => {
    const base = { title: 'T', body: 'B', lang: 'en', tag: 't' }
    expect(readDailyPush({ ...base, url: 'https://evil.example/' })?.url).toBe(DAILY_PUSH_URL)
    expect(readDailyPush({ ...base, url: '//evil.example/' })?.url).toBe(DAILY_PUSH_URL)
    expect(readDailyPush({ ...base, url: '/daily-reading?from=push' })?.url).toBe('/daily-reading?from=push')
  })
})
