// The pricing page's forms (spec 6): a coupon to check, a trial to start, a tier to buy. Only the tier (as the slider's
// number) and the code come from the browser; everything else is the server's. A refusal is a code the action turns
// into its toast from the `payments` catalogue.
import { COUPON_CODE, SKETCH_MAX, SKETCH_MIN } from '../domain/pricing'
import { z } from './zod'

/** `enterCoupon`: nothing was typed; `notValid`: not the shape of a code; `tier`: no such number of sketches. */
export type PricingFormError = 'enterCoupon' | 'notValid' | 'tier'

export const CouponSchema = z.object({
  code: z
    .string({ error: (issue) => (issue.input === undefined ? 'enterCoupon' : 'notValid') })
    .trim()
    .min(1, 'enterCoupon')
    .regex(COUPON_CODE, 'notValid'),
})

export const TrialSchema = z.object({ returnTo: z.string().optional().catch(undefined) })

export const BuySchema = z.object({
  sketches: z
    .string({ error: 'tier' })
    .transform(Number)
    .pipe(z.number({ error: 'tier' }).int('tier').min(SKETCH_MIN, 'tier').max(SKETCH_MAX, 'tier')),
  couponCode: z
    .string({ error: 'notValid' })
    .trim()
    .refine((code) => code === '' || COUPON_CODE.test(code), 'notValid')
    .optional(),
})
