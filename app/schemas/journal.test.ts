import { describe, expect, it } from 'vitest'
import { moodEmoji, parseJournalForm } from './journal'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}
const good = { date: '2026-11-20', mood: '5', dailyEvents: 'A quiet day', moonPhase: 'waxing-crescent' }

describe('the journal form', () => {
  it('takes a whole entry, trimming the text and keeping line breaks', () => {
    expect(parseJournalForm(form({ ...good, dailyEvents: '  Rain\nthen sun ', predictionAccuracy: 'very', personalNotes: ' ok ' }), '2026-11-24')).toEqual(
      {
        ok: true,
        value: {
          date: '2026-11-20',
          mood: 5,
          dailyEvents: 'Rain\nthen sun',
          predictionAccuracy: 'very',
          personalNotes: 'ok',
          moonPhase: 'waxing-crescent',
          planetaryInfluences: '',
        },
      },
    )
  })

  it('refuses each bad field with its code', () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...good, dailyEvents: ' \n ' }, 'events-missing'],
      [{ ...good, mood: '0' }, 'mood'],
      [{ ...good, mood: '' }, 'mood'],
      [{ ...good, date: '2026-11-25' }, 'future'],
      [{ ...good, date: '1919-12-31' }, 'date'],
      [{ ...good, date: '20-11-2026' }, 'date'],
      [{ ...good, moonPhase: '' }, 'phase'],
      [{ ...good, predictionAccuracy: 'maybe' }, 'accuracy'],
      [{ ...good, planetaryInfluences: 'x'.repeat(1001) }, 'too-long'],
      [{ ...good, personalNotes: 'esc\u001b[31m' }, 'characters'],
    ]
    for (const [fields, code] of cases) expect(parseJournalForm(form(fields), '2026-11-24'), code).toEqual({ ok: false, code })
  })
})

describe('the mood emoji', () => {
  it('follows the spec’s bands: 2 or below, 4 or below, 6 or below, 8 or below, above 8', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(moodEmoji)).toEqual(['😢', '😢', '😕', '😕', '😐', '😐', '🙂', '🙂', '😄', '😄'])
  })
})
