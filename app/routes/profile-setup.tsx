import { useTranslation } from 'react-i18next'
import { ProfileForm } from '../components/profile-form'
import { getFixedT } from '../i18n/i18n.server'
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

/** The profile form in Hindi, whatever the visitor's language (spec 2.19; ADR 057). */
export default function ProfileSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('profile')
  return (
    <section aria-labelledby="profile-setup-heading" className="mx-auto max-w-2xl px-4 py-12">
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
