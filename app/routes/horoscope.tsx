import { useTranslation } from 'react-i18next'
import { ProfileForm } from '../components/profile-form'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { profileFormAction, profileFormLoader } from './profile-form.server'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/horoscope'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

export async function loader({ request }: Route.LoaderArgs) {
  const t = await getFixedT(request, 'profile')
  return { ...(await profileFormLoader(request)), meta: { title: t('horoscope.metaTitle'), description: t('horoscope.metaDescription') } }
}

export async function action({ request }: Route.ActionArgs) {
  return profileFormAction(request, { path: '/horoscope', locale: await getLocale(request) })
}

/** The cosmic profile form (spec 2.5): open to everyone; saving needs an account. In the visitor's language (ADR 057). */
export default function Horoscope({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('profile')
  return (
    <section aria-labelledby="horoscope-heading" className="mx-auto max-w-2xl px-4 py-12">
      <h1 id="horoscope-heading" className="font-[family-name:var(--font-display)] text-4xl font-semibold text-night-900">
        {t('horoscope.heading')}
      </h1>
      <p className="mt-3 text-slate-600">{t('horoscope.lead')}</p>
      <div className="mt-8 rounded-2xl border border-violet-100 bg-white p-6 shadow-sm sm:p-8">
        <ProfileForm path="/horoscope" {...loaderData} lastResult={actionData?.result} resultToast={actionData?.toast} />
      </div>
    </section>
  )
}
