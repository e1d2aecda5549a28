import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { SignInForm } from '../components/auth/sign-in-form'
import { SignUpForm } from '../components/auth/sign-up-form'
import { FormCard } from '../components/ui/form-parts'
import { Tabs } from '../components/ui/tabs'
import { useToast } from '../components/ui/toast'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/auth'

// The loader and action run on the server only; the client bundle drops these named re-exports (ADR 174).
export { action, loader } from './auth.server'

/** Paints first, then fetches its client bundle (ADR 150): a phone on a slow link sees the page before the scripts arrive. */
export const handle = { hydrate: 'after-paint' } as const

type Tab = 'sign-in' | 'sign-up'

/** The address of /auth with a tab chosen, keeping where to go afterwards: the tabs work as links before the scripts (ADR 246). */
function tabHref(tab: Tab, redirectTo: string): string {
  const query = new URLSearchParams()
  if (tab === 'sign-up') query.set('tab', tab)
  if (redirectTo) query.set('redirectTo', redirectTo)
  const search = query.toString()
  return search ? `/auth?${search}` : '/auth'
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

export default function Auth({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  const redirectTo = searchParams.get('redirectTo') ?? ''
  const [tab, setTab] = useState<Tab>(searchParams.get('tab') === 'sign-up' || actionData?.intent === 'sign-up' ? 'sign-up' : 'sign-in')
  const { toast } = useToast()
  const { t } = useTranslation('auth')

  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast)
  }, [actionData, toast])

  return (
    <FormCard headingId="auth-heading" title={t('heading')} lead={t('lead')}>
      <Tabs<Tab>
        label={t('tabs.label')}
        idPrefix="auth"
        initial="sign-in"
        selected={tab}
        onSelect={setTab}
        hrefOf={(id) => tabHref(id, redirectTo)}
        items={[
          {
            id: 'sign-in',
            label: t('tabs.signIn'),
            panel: <SignInForm redirectTo={redirectTo} actionData={actionData?.intent !== 'sign-up' ? actionData : undefined} />,
          },
          {
            id: 'sign-up',
            label: t('tabs.signUp'),
            panel: (
              <SignUpForm
                redirectTo={redirectTo}
                actionData={actionData?.intent === 'sign-up' ? actionData : undefined}
                signInHref={tabHref('sign-in', redirectTo)}
                onSignIn={() => setTab('sign-in')}
              />
            ),
          },
        ]}
      />
    </FormCard>
  )
}
