import { z } from './zod'
import { EmailField } from './fields'

export const NewsletterSchema = z.object({ email: EmailField })

export type NewsletterInput = z.infer<typeof NewsletterSchema>
