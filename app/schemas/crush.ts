// The crush analyzer's form (spec 5: the name, trimmed, and the birthdate are required). The answer is codes, which
// the page reads from the `crush` catalogue in its language; the server is the judge, the browser's `required` only a
// convenience.
import { isBirthDate, isCalendarDate } from './birth-details'
import { forbiddenCharacter } from './characters'

export type CrushErrorCode = 'nameTooLong' | 'nameCharacters' | 'dateInvalid' | 'dateRange'
export type CrushField = 'crushName' | 'crushDate'

export type CrushParse =
  | { ok: true; value: { name: string; birthDate: string } }
  /** `missing`: a required field was left empty, answered with the spec's one "Missing Information" message. */
  | { ok: false; missing: true; empty: CrushField[] }
  | { ok: false; missing: false; errors: Partial<Record<CrushField, CrushErrorCode>> }

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

export function parseCrushForm(form: FormData, now: Date = new Date()): CrushParse {
  // Spaces inside a name are kept as one, so "Priya  Sharma" and "Priya Sharma" are one crush.
  const name = text(form, 'crushName').replace(/\s+/g, ' ')
  const date = text(form, 'crushDate')
  const empty = [...(name ? [] : ['crushName' as const]), ...(date ? [] : ['crushDate' as const])]
  if (empty.length) return { ok: false, missing: true, empty }
  const errors: Partial<Record<CrushField, CrushErrorCode>> = {}
  if (name.length > 100) errors.crushName = 'nameTooLong'
  else if (forbiddenCharacter(name, 'one-line') !== null) errors.crushName = 'nameCharacters'
  if (!isCalendarDate(date)) errors.crushDate = 'dateInvalid'
  else if (!isBirthDate(date, now)) errors.crushDate = 'dateRange'
  if (Object.keys(errors).length) return { ok: false, missing: false, errors }
  return { ok: true, value: { name, birthDate: date } }
}
