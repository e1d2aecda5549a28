// A customer's rating and short review of a completed consultation (ADR 215). A refused field answers with a code the
// consultations page reads from its catalogue (`reviewErrors.<code>`); the service checks the booking itself.
import { z } from './zod'

export const REVIEW_TEXT_MAX = 500
export const RATINGS = [1, 2, 3, 4, 5] as const

export type ReviewFieldError = 'not-found' | 'rating' | 'text'

export const ReviewSchema = z.object({
  id: z
    .string({ error: 'not-found' })
    .trim()
    .transform(Number)
    .refine((id) => Number.isSafeInteger(id) && id > 0, 'not-found'),
  rating: z
    .string({ error: 'rating' })
    .trim()
    .transform(Number)
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= 5, 'rating'),
  text: z
    .string()
    .optional()
    .transform((value) => (value ?? '').replace(/\r\n?/g, '\n').trim())
    .refine((value) => value.length <= REVIEW_TEXT_MAX, 'text'),
})
