import { Trans, useTranslation } from 'react-i18next'
import { data, Link } from 'react-router'
import { FormCard, FormMessage } from '../../components/ui/form-parts'
import { getFixedT } from '../../i18n/i18n.server'
import { message } from '../../schemas/messages'
import { requestText } from '../../utils/form-text.server'
import { TokenField } from '../../schemas/account'
import { AccountError, verifyEmail } from '../../services/accounts.server'
import { pageMeta } from '../../utils/meta'
import { safeRedirect } from '../../utils/redirect'
import { redirectWithToast } from '../../utils/session.server'
import type { Route } from './+types/verify'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

/** The link in the verification mail: verifies the address, then the visitor signs in. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const token = TokenField.safeParse(params.get('token') ?? '')
  const [auth, { t, read }] = await Promise.all([getFixedT(request, 'auth'), requestText(request)])
  const meta = { title: auth('verify.metaTitle'), description: auth('verify.metaDescription') }
  if (!token.success) return data({ error: read(message('account.verifyIncomplete')), meta }, { status: 400 })
  try {
    await verifyEmail(token.data)
  } catch (error) {
    if (error instanceof AccountError) return data({ error: read(error.message), meta }, { status: error.status })
    throw error
  }
  // Back to sign-in, and from there on to the page the visitor was going to when they signed up.
  const returnTo = safeRedirect(params.get('redirectTo'), '')
  const signIn = returnTo ? `/auth?${new URLSearchParams({ redirectTo: returnTo })}` : '/auth'
  return redirectWithToast(signIn, { title: t('emailVerified.title'), description: t('emailVerified.text') })
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  return (
    <FormCard headingId="verify-heading" title={t('verify.title')}>
      <FormMessage tone="error">{loaderData.error}</FormMessage>
      <p className="mt-4 text-sm text-slate-600">
        <Trans
          t={t}
          i18nKey="verify.newLink"
          components={{ signIn: <Link to="/auth" className="font-medium text-violet-700 underline underline-offset-2" /> }}
        />
      </p>
    </FormCard>
  )
}
