import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import type { AuthActionResult } from '../../routes/auth.server'
import { useMessageText } from '../ui/field'
import { useIntentBusy } from '../ui/form-parts'
import { Failure } from './failure'

type Offer = 'resend' | 'sign-in-link'

/** Each offer's catalogue keys (`auth`), its box's colours, and the answer that says its mail went. */
const OFFERS: Record<Offer, { keys: 'resend' | 'signInLink'; className: string; sent: (answer: AuthActionResult) => boolean | undefined }> = {
  resend: { keys: 'resend', className: 'border-amber-200 bg-amber-50 text-amber-950', sent: (answer) => answer.resent },
  'sign-in-link': { keys: 'signInLink', className: 'border-violet-200 bg-violet-50 text-night-800', sent: (answer) => answer.linkSent },
}

/**
 * A one-button form that mails something to the address just used: the verification link again (`resend`), or a
 * one-time sign-in link when password sign-in is held back for the account (`sign-in-link`, ADR 166).
 */
export function EmailOffer({ intent, email, actionData }: { intent: Offer; email: string; actionData?: AuthActionResult }) {
  const { t } = useTranslation('auth')
  const read = useMessageText()
  const busy = useIntentBusy(intent)
  const { keys, className, sent } = OFFERS[intent]
  const asked = actionData?.intent === intent ? actionData : undefined
  const error = asked ? (asked.result.error?.['']?.[0] ?? asked.result.error?.email?.[0]) : undefined
  return (
    <Form method="post" className={`rounded-xl border p-4 text-sm ${className}`}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="email" value={email} />
      <p>{t(`${keys}.text`)}</p>
      {asked && sent(asked) ? (
        <p role="status" className="mt-2 font-medium text-green-800">
          {t(`${keys}.sent`)}
        </p>
      ) : null}
      {error ? (
        <div role="alert" className="mt-2 font-medium text-red-800">
          <Failure title={actionData?.failure} reason={read(error)} />
        </div>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="mt-3 rounded-lg bg-night-800 px-4 py-2 font-semibold text-white hover:bg-night-700 disabled:opacity-70"
      >
        {busy ? t(`${keys}.busy`) : t(`${keys}.submit`)}
      </button>
    </Form>
  )
}
