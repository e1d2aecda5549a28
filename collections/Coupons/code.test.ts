import type { TextField } from 'payload'
import { describe, expect, it } from 'vitest'
import { COUPON_CODE, COUPON_CODE_MAX, COUPON_CODE_RULE } from '../../app/domain/pricing'
import { Coupons } from '.'

const field = Coupons.fields.find((f): f is TextField => 'name' in f && f.name === 'code')!
const validate = field.validate as unknown as (value: unknown, options: unknown) => Promise<string | true>

/** What the CMS makes of a code typed in the admin: its hook's tidying, then its validation (the uniqueness check aside). */
async function cmsAccepts(typed: string): Promise<boolean> {
  const value = await field.hooks!.beforeValidate![0]!({ value: typed } as never)
  const verdict = await validate(value, { path: ['code'] })
  if (verdict !== true) expect(verdict).toBe(COUPON_CODE_RULE)
  return verdict === true && (value as string).length <= field.maxLength!
}

/** What the pricing page's coupon box sends on to the server: the trimmed code, when it passes the rule. */
const pageAccepts = (typed: string) => COUPON_CODE.test(typed.trim())

// The rule was once two (1 to 40 characters on the page, 3 to 40 in the CMS): one rule now, from app/domain/pricing.ts.
describe('a coupon code', () => {
  const codes = {
    accepted: ['SAVE10', 'save10', 'ABC', ' FESTIVE-2027 ', 'NEW_YEAR', 'A'.repeat(COUPON_CODE_MAX), '0-_'],
    refused: ['', 'A', 'AB', ' AB ', 'A'.repeat(COUPON_CODE_MAX + 1), 'SAVE 10', 'SAVE10!', 'छूट10', 'ÉTÉ2027', 'a.b.c'],
  }

  it('is accepted by the pricing page and the CMS alike', async () => {
    for (const code of codes.accepted) {
      expect(pageAccepts(code), code).toBe(true)
      expect(await cmsAccepts(code), code).toBe(true)
    }
  })

  it('is refused by the pricing page and the CMS alike', async () => {
    for (const code of codes.refused) {
      expect(pageAccepts(code), code).toBe(false)
      expect(await cmsAccepts(code), code).toBe(false)
    }
  })
})
