import { createInstance } from 'i18next'
import { useMemo, type ReactNode } from 'react'
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next'
import { ProfileForm } from '../components/profile-form'
import { getFixedT } from '../i18n/i18n.server'
import { sharedOptions } from '../i18n/options'
import places from '../locales/hi/places'
import profile from '../locales/hi/profile'
import toasts from '../locales/hi/toasts'
import validation from '../locales/hi/validation'
import { profileFormAction, profileFormLoader } from './profile-form.server'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/profile-setup'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

export async function loader({ request }: Route.LoaderArgs) {
  const t = await getFixedT('hi', 'profile')
  return { ...(await profileFormLoader(request)), meta: { title: t('setup.metaTitle'), description: t('setup.metaDescription') } }
}

export function action({ request }: Route.ActionArgs) {
  return profileFormAction(request, { path: '/profile-setup', locale: 'hi' })
}

/**
 * The form's own Hindi, whatever language the rest of the page is in (ADR 057): an i18next instance holding only the
 * four Hindi catalogues the form reads, so an English page does not download all of Hindi for one form.
 */
function HindiScope({ children }: { children: ReactNode }) {
  const i18n = useMemo(() => {
    const instance = createInstance()
    instance.use(initReactI18next)
    void instance.init({
      ...sharedOptions,
      lng: 'hi',
      fallbackLng: false,
      ns: ['profile', 'places', 'toasts', 'validation'],
      resources: { hi: { profile, places, toasts, validation } },
    })
    return instance
  }, [])
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}

function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('profile')
  return (
    <section lang="hi" aria-labelledby="profile-setup-heading" className="mx-auto max-w-2xl px-4 py-12">
      <h1 id="profile-setup-heading" className="font-[family-name:var(--font-display)] text-4xl font-semibold text-night-900">
        {t('setup.heading')}
      </h1>
      <p className="mt-3 text-slate-600">{t('setup.lead')}</p>
      <div className="mt-8 rounded-2xl border border-violet-100 bg-white p-6 shadow-sm sm:p-8">
        <ProfileForm path="/profile-setup" {...loaderData} lastResult={actionData?.result} resultToast={actionData?.toast} />
      </div>
    </section>
  )
}

/** The profile form in Hindi, whatever the visitor's language (spec 2.19; ADR 057). */
export default function ProfileSetup(props: Route.ComponentProps) {
  return (
    <HindiScope>
      <Page {...props} />
    </HindiScope>
  )
}
