import { data, Link } from 'react-router'
import { FormCard, FormMessage } from '../../components/ui/form-parts'
import { TokenField } from '../../schemas/account'
import { AccountError, verifyEmail } from '../../services/accounts.server'
import { pageMeta } from '../../utils/meta'
import { safeRedirect } from '../../utils/redirect'
import { redirectWithToast } from '../../utils/session.server'
import type { Route } from './+types/verify'

export const meta: Route.MetaFunction = () => pageMeta('Verify your email', 'Confirm the e-mail address of your Cosmic Insights account.')

/** The link in the verification mail: verifies the address, then the visitor signs in. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const token = TokenField.safeParse(params.get('token') ?? '')
  if (!token.success) return data({ error: 'This verification link is incomplete. Please open the link from the e-mail again.' }, { status: 400 })
  try {
    await verifyEmail(token.data)
  } catch (error) {
    if (error instanceof AccountError) return data({ error: error.message }, { status: error.status })
    throw error
  }
  // Back to sign-in, and from there on to the page the visitor was going to when they signed up.
  const returnTo = safeRedirect(params.get('redirectTo'), '')
  const signIn = returnTo ? `/auth?${new URLSearchParams({ redirectTo: returnTo })}` : '/auth'
  return redirectWithToast(signIn, { title: 'Email verified!', description: 'Your account is ready. Please sign in.' })
}

export default function Verify({ loaderData }: Route.ComponentProps) {
  return (
    <FormCard headingId="verify-heading" title="Verify your email">
      <FormMessage tone="error">{loaderData.error}</FormMessage>
      <p className="mt-4 text-sm text-slate-600">
        You can ask for a new link when you{' '}
        <Link to="/auth" className="font-medium text-violet-700 underline underline-offset-2">
          sign in
        </Link>
        .
      </p>
    </FormCard>
  )
}
