import { z } from './zod'
import { EmailField, oneLineText } from './fields'
import { message } from './messages'

// The form says which page it sits on (a hidden field); only a hand-made request sends anything odd here.
const CHANGED = message('newsletterChanged')

export const NewsletterSchema = z.object({
  email: EmailField,
  source: oneLineText(60, { tooLong: CHANGED, characters: CHANGED }).default('landing'),
})

// What the service needs; the source travels beside it.
export type NewsletterInput = z.input<typeof NewsletterSchema>
