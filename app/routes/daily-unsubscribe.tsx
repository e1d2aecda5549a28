import { useTranslation } from 'react-i18next'
import { data, Form, Link } from 'react-router'
import { FormCard, FormMessage, SubmitButton, useIntentBusy } from '../components/ui/form-parts'
import { getFixedT } from '../i18n/i18n.server'
import { unsubscribe, userOfToken } from '../services/daily-nudge.server'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/daily-unsubscribe'

// The morning mail's way out (ADR 216), signed out: the link's signed token names the account. A visit (GET) only
// asks; the form's POST, or a mail client's one-click POST to the same address (RFC 8058), turns the mail off.

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [...pageMeta(loaderData.meta.title, loaderData.meta.description), { name: 'robots', content: 'noindex' }] : []

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

async function metaOf(request: Request) {
  const t = await getFixedT(request, 'nudge')
  return { title: t('unsubscribe.meta.title'), description: t('unsubscribe.meta.description') }
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request)
  const meta = await metaOf(request)
  if (!userOfToken(token)) return data({ state: 'invalid' as const, token: '', meta }, { status: 400 })
  return data({ state: 'confirm' as const, token: token!, meta })
}

export async function action({ request }: Route.ActionArgs) {
  // The token is in the address (a one-click POST carries only `List-Unsubscribe=One-Click`), or in the form's field.
  const form = await request.formData().catch(() => null)
  const fromForm = form?.get('token')
  const token = tokenOf(request) ?? (typeof fromForm === 'string' ? fromForm : null)
  const meta = await metaOf(request)
  if (!(await unsubscribe(token))) return data({ state: 'invalid' as const, token: '', meta }, { status: 400 })
  return data({ state: 'done' as const, token: '', meta })
}

export default function DailyUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('nudge')
  const busy = useIntentBusy('unsubscribe')
  const state = actionData?.state ?? loaderData.state
  const settings = (
    <p className="mt-4 text-sm">
      <Link to="/settings" className="font-medium text-violet-700 underline underline-offset-2">
        {t('unsubscribe.settings')}
      </Link>
    </p>
  )
  if (state !== 'confirm') {
    const done = state === 'done'
    return (
      <FormCard headingId="unsubscribe-heading" title={t(done ? 'unsubscribe.doneHeading' : 'unsubscribe.invalidHeading')}>
        <FormMessage tone={done ? 'success' : 'error'}>{t(done ? 'unsubscribe.doneText' : 'unsubscribe.invalidText')}</FormMessage>
        {settings}
      </FormCard>
    )
  }
  return (
    <FormCard headingId="unsubscribe-heading" title={t('unsubscribe.heading')} lead={t('unsubscribe.text')}>
      <Form method="post">
        <input type="hidden" name="intent" value="unsubscribe" />
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton busy={busy} label={t('unsubscribe.submit')} busyLabel={t('settings.busy')} />
      </Form>
    </FormCard>
  )
}
