import { describe, expect, it } from 'vitest'
import { parseCrushForm } from './crush'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}
const now = new Date('2026-11-24T08:00:00Z')

describe('parseCrushForm', () => {
  it('takes a trimmed name and a birth date', () => {
    expect(parseCrushForm(form({ crushName: '  Priya   Sharma ', crushDate: '1992-11-02' }), now)).toEqual({
      ok: true,
      value: { name: 'Priya Sharma', birthDate: '1992-11-02' },
    })
  })

  it('answers "missing" for a blank name or date (spaces alone are blank)', () => {
    expect(parseCrushForm(form({ crushName: '   ', crushDate: '1992-11-02' }), now)).toEqual({ ok: false, missing: true, empty: ['crushName'] })
    expect(parseCrushForm(form({ crushName: 'Priya' }), now)).toEqual({ ok: false, missing: true, empty: ['crushDate'] })
    expect(parseCrushForm(form({}), now)).toEqual({ ok: false, missing: true, empty: ['crushName', 'crushDate'] })
  })

  it.each([
    [{ crushName: 'x'.repeat(101), crushDate: '1992-11-02' }, { crushName: 'nameTooLong' }],
    [{ crushName: 'Priya\u0000', crushDate: '1992-11-02' }, { crushName: 'nameCharacters' }],
    [{ crushName: 'Priya', crushDate: '1992-02-30' }, { crushDate: 'dateInvalid' }],
    [{ crushName: 'Priya', crushDate: 'yesterday' }, { crushDate: 'dateInvalid' }],
    [{ crushName: 'Priya', crushDate: '1919-12-31' }, { crushDate: 'dateRange' }],
    [{ crushName: 'Priya', crushDate: '2027-01-01' }, { crushDate: 'dateRange' }],
  ])('refuses %j', (fields, errors) => {
    expect(parseCrushForm(form(fields), now)).toEqual({ ok: false, missing: false, errors })
  })
})
