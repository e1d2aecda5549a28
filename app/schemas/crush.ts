// The crush analyzer's form (spec 5: the name, trimmed, and the birthdate are required). The answer is codes, which
// the page reads from the `crush` catalogue in its language; the server is the judge, the browser's `required` only a
// convenience.
import { parseWithZod } from '@conform-to/zod/v4'
import { isBirthDate, isCalendarDate } from './birth-details'
import { forbiddenCharacter } from './characters'
import { z } from './zod'

export type CrushErrorCode = 'nameTooLong' | 'nameCharacters' | 'dateInvalid' | 'dateRange'
export type CrushField = 'crushName' | 'crushDate'

/** The longest crush name the form takes. */
export const CRUSH_NAME_MAX = 100

export type CrushParse =
  | { ok: true; value: { name: string; birthDate: string } }
  /** `missing`: a required field was left empty, answered with the spec's one "Missing Information" message. */
  | { ok: false; missing: true; empty: CrushField[] }
  | { ok: false; missing: false; errors: Partial<Record<CrushField, CrushErrorCode>> }

/** Each field's first failing check names it; `required` is the empty field. */
const crushSchema = (now: Date) =>
  z.object({
    crushName: z
      .string({ error: 'required' })
      .trim()
      // Spaces inside a name are kept as one, so "Priya  Sharma" and "Priya Sharma" are one crush.
      .transform((name) => name.replace(/\s+/g, ' '))
      // Conform reads an empty string as no value, here too: missing.
      .pipe(
        z
          .string({ error: 'required' })
          .min(1, 'required')
          .max(CRUSH_NAME_MAX, 'nameTooLong')
          .refine((name) => forbiddenCharacter(name, 'one-line') === null, 'nameCharacters'),
      ),
    crushDate: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .refine(isCalendarDate, 'dateInvalid')
      .refine((date) => isBirthDate(date, now), 'dateRange'),
  })

const FIELDS: readonly CrushField[] = ['crushName', 'crushDate']

export function parseCrushForm(form: FormData, now: Date = new Date()): CrushParse {
  const submission = parseWithZod(form, { schema: crushSchema(now) })
  if (submission.status === 'success') return { ok: true, value: { name: submission.value.crushName, birthDate: submission.value.crushDate } }
  const first = (field: CrushField) => submission.error?.[field]?.[0]
  const empty = FIELDS.filter((field) => first(field) === 'required')
  if (empty.length) return { ok: false, missing: true, empty }
  const errors: Partial<Record<CrushField, CrushErrorCode>> = {}
  for (const field of FIELDS) if (first(field)) errors[field] = first(field) as CrushErrorCode
  return { ok: false, missing: false, errors }
}
