// The numerology page's forms (spec 5, "Numerology"): a name to read, and a report to save. A refused name is a code
// the page reads from the `compatibility` catalogue's `numerology` keys.
import { forbiddenCharacter } from './characters'
import { z } from './zod'

/** The longest name the numerology form takes. */
export const NUMEROLOGY_NAME_MAX = 200
/** How much of the name a saved report's title keeps. */
const REPORT_TITLE_NAME_MAX = 150

export type NumerologyNameError = 'nameRequired' | 'nameTooLong' | 'nameLetters'

export const NumerologyNameSchema = z.object({
  name: z
    .string({ error: 'nameRequired' })
    .trim()
    .pipe(
      z
        .string({ error: 'nameRequired' })
        .max(NUMEROLOGY_NAME_MAX, 'nameTooLong')
        .refine((name) => forbiddenCharacter(name, 'one-line') === null, 'nameLetters'),
    ),
})

export const SaveReportSchema = z.object({
  id: z.string().catch(''),
  name: z
    .string()
    .catch('')
    .transform((name) => name.slice(0, REPORT_TITLE_NAME_MAX)),
})
