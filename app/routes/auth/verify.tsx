import { Link } from 'react-router'
import { FormCard, FormMessage } from '../../components/ui/form-parts'
import { TokenField } from '../../schemas/account'
import { AccountError, verifyEmail } from '../../services/accounts.server'
import { pageMeta } from '../../utils/meta'
import { redirectWithToast } from '../../utils/session.server'
import type { Route } from './+types/verify'

export const meta: Route.MetaFunction = () => pageMeta('Verify your email', 'Confirm the e-mail address of your Cosmic Insights account.')

/** The link in the verification mail: verifies the address, then the visitor signs in. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = TokenField.safeParse(new URL(request.url).searchParams.get('token') ?? '')
  if (!token.success) return { error: 'This verification link is incomplete. Please open the link from the e-mail again.' }
  try {
    await verifyEmail(token.data)
  } catch (error) {
    if (error instanceof AccountError) return { error: error.message }
    throw error
  }
  return redirectWithToast('/auth', { title: 'Email verified!', description: 'Your account is ready. Please sign in.' })
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
