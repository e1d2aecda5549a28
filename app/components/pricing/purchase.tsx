import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { COUPON_CODE_MAX } from '../../domain/pricing'
import { inputClass } from '../ui/field'
import { useBusy, type Account, type AppliedCoupon, type Tier } from './shared'

type CouponBoxProps = { applied: AppliedCoupon | null; code: string; onCode: (code: string) => void; onRemove: () => void }

/** The coupon box, or the coupon the server accepted with a Remove button. */
export function CouponBox({ applied, code, onCode, onRemove }: CouponBoxProps) {
  const { t: pt } = useTranslation('payments')
  const couponId = useId()
  const busy = useBusy()
  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-2 text-sm text-green-900">
        <span>{pt('coupon.applied', { code: applied.code, percent: applied.percentOff })}</span>
        <button type="button" className="min-h-11 font-semibold text-green-900 underline" onClick={onRemove}>
          {pt('coupon.remove')}
        </button>
      </div>
    )
  }
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="coupon" />
      <div className="min-w-0 flex-1">
        <label htmlFor={couponId} className="block text-sm font-medium text-slate-700">
          {pt('coupon.label')}
        </label>
        <input
          id={couponId}
          name="code"
          value={code}
          onChange={(event) => onCode(event.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={COUPON_CODE_MAX}
          className={`mt-1 uppercase ${inputClass}`}
        />
      </div>
      <button
        type="submit"
        disabled={busy('coupon')}
        className="min-h-11 rounded-lg border border-night-800 px-4 py-2.5 font-semibold text-night-900 hover:bg-violet-50 disabled:opacity-70"
      >
        {busy('coupon') ? pt('coupon.applying') : pt('coupon.apply')}
      </button>
    </Form>
  )
}

type BuyProps = { account: Account | null; tier: Tier; sketches: number; applied: AppliedCoupon | null; free: boolean }

/** Buy (signed in) or the way to sign in first, back to this tier afterwards. */
export function Buy({ account, tier, sketches, applied, free }: BuyProps) {
  const { t } = useTranslation('pricing')
  const { t: pt } = useTranslation('payments')
  const busy = useBusy()
  if (!account) {
    return (
      <Link
        to={`/auth?redirectTo=${encodeURIComponent(`/pricing?sketches=${sketches}`)}`}
        className="mt-8 rounded-xl bg-night-800 px-6 py-3 text-center font-semibold text-white hover:bg-night-700"
      >
        {t('buy', { name: tier.name })}
      </Link>
    )
  }
  return (
    <Form method="post" className="mt-6 flex flex-col">
      <input type="hidden" name="intent" value="buy" />
      <input type="hidden" name="sketches" value={sketches} />
      <input type="hidden" name="couponCode" value={applied?.code ?? ''} />
      <button
        type="submit"
        disabled={busy('buy')}
        className="rounded-xl bg-night-800 px-6 py-3 text-center font-semibold text-white hover:bg-night-700 disabled:opacity-70"
      >
        {busy('buy') ? pt('buy.busy') : account.complimentary ? pt('buy.adminButton') : free ? pt('buy.free') : t('buy', { name: tier.name })}
      </button>
    </Form>
  )
}
