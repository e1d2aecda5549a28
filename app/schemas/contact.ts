import { z } from './zod'
import { EmailField, requiredParagraphs, requiredText } from './fields'

export const ContactSchema = z.object({
  name: requiredText('name', 100),
  email: EmailField,
  subject: requiredText('subject', 150),
  message: requiredParagraphs('message', 5000),
})

export type ContactInput = z.infer<typeof ContactSchema>
