// The consultation page's two forms (spec 5, "Consultation booking"): a booking and a cancellation. The answer to a
// refused field is a code the page reads from the `consultations` catalogue; the booking service checks the rest.
import { NOTES_MAX } from '../domain/consultations/rules'
import { CONSULTATION_TYPES, instantOf, isDuration, type ConsultationType, type Duration } from '../domain/consultations/slots'
import { z } from './zod'

/** What is chosen so far: from the address, then from the visitor's own edits in the form. */
export type Selection = { astrologer: number | null; type: ConsultationType | null; date: string | null; duration: Duration; startsAt: string | null }

/** A code the page reads as `errors.<code>`; the first field in the form's order that is wrong names it. */
export type BookingFieldError = 'astrologer' | 'type' | 'duration' | 'time' | 'notes'

const positiveId = <Code extends string>(code: Code) =>
  z
    .string({ error: code })
    .trim()
    .transform(Number)
    .refine((id) => Number.isSafeInteger(id) && id > 0, code)

/** A cancellation is made from its confirmation (ADR 197): without `confirm=yes` the page asks first. */
/** One of the customer's bookings, named by its id (Pay now). */
export const BookingIdSchema = z.object({ id: positiveId('not-found') })
export const CancelBookingSchema = BookingIdSchema.extend({ confirm: z.literal('yes').optional().catch(undefined) })

export const BookingSchema = z.object({
  astrologer: positiveId('astrologer'),
  type: z
    .string({ error: 'type' })
    .trim()
    .pipe(z.enum(CONSULTATION_TYPES, { error: 'type' })),
  duration: z.string({ error: 'duration' }).trim().transform(Number).pipe(z.custom<Duration>(isDuration, 'duration')),
  /** The start as epoch milliseconds. */
  startsAt: z
    .string({ error: 'time' })
    .trim()
    .transform((value) => instantOf(value))
    .pipe(z.number({ error: 'time' })),
  notes: z.string().trim().max(NOTES_MAX, 'notes').optional(),
})
