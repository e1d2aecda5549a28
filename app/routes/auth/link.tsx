// The one-time sign-in link from the e-mail (ADR 166). Opening it shows a button; only the POST signs in, so a mail
// scanner that fetches links before the customer does cannot use it up.
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useActionData, useNavigation } from 'react-router'
import { FormCard, FormMessage, SubmitButton } from '../../components/ui/form-parts'
import { useMessageText } from '../../components/ui/field'
import { getFixedT } from '../../i18n/i18n.server'
import { TokenField } from '../../schemas/account'
import { message } from '../../schemas/messages'
import { AccountError, signInWithLink } from '../../services/accounts.server'
import { beginSession } from '../../utils/auth.server'
import { requestText } from '../../utils/form-text.server'
import { readForm } from '../../utils/form.server'
import { localeForLanguage } from '../../i18n/locale'
import { pageMeta } from '../../utils/meta'
import { redirectWithToast } from '../../utils/session.server'
import type { Route } from './+types/link'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

export async function loader({ request }: Route.LoaderArgs) {
  const token = TokenField.safeParse(new URL(request.url).searchParams.get('token') ?? '')
  const t = await getFixedT(request, 'auth')
  const meta = { title: t('link.metaTitle'), description: t('link.metaDescription') }
  return data({ token: token.success ? token.data : null, meta }, { status: token.success ? 200 : 400 })
}

export async function action({ request }: Route.ActionArgs) {
  const token = TokenField.safeParse((await readForm(request)).get('token') ?? '')
  if (!token.success) return data({ error: message('account.linkInvalid') }, { status: 400 })
  try {
    const account = await signInWithLink(token.data)
    const cookie = await beginSession(request, account)
    const { t } = await requestText(localeForLanguage(account.preferredLanguage))
    return redirectWithToast('/dashboard', { title: t('welcomeBack') }, [cookie])
  } catch (error) {
    if (!(error instanceof AccountError)) throw error
    return data({ error: error.message }, { status: error.status })
  }
}

export default function SignInLink({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const { t } = useTranslation('auth')
  const read = useMessageText()
  const newLink = (
    <p className="mt-5 text-center text-sm">
      <Link to="/auth" className="font-medium text-violet-700 underline underline-offset-2">
        {t('link.newLink')}
      </Link>
    </p>
  )
  // A link that did not work (used, expired, unknown) cannot be tried again: the way on is a new one.
  if (!loaderData.token || actionData?.error) {
    return (
      <FormCard headingId="link-heading" title={t('link.title')}>
        <FormMessage tone="error">{actionData?.error ? read(actionData.error) : t('link.incomplete')}</FormMessage>
        {newLink}
      </FormCard>
    )
  }
  return (
    <FormCard headingId="link-heading" title={t('link.title')} lead={t('link.lead')}>
      <Form method="post" className="space-y-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton busy={navigation.state === 'submitting'} label={t('link.submit')} busyLabel={t('link.busy')} />
      </Form>
    </FormCard>
  )
}
