import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { getFixedT } from '../i18n/i18n.server'
import { requireUser } from '../utils/auth.server'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/coming-soon'

/** The signed-in pages whose features arrive in later releases, by path. Each needs a session (spec 6). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request)
  const slug = new URL(request.url).pathname.slice(1)
  const t = await getFixedT(request, 'common')
  const titles: Record<string, string> = t('comingSoon.pages', { returnObjects: true })
  return { title: Object.hasOwn(titles, slug) ? titles[slug] : t('comingSoon.title'), description: t('comingSoon.description') }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.title, data.description) : [])

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p aria-hidden="true" className="text-5xl text-saffron-400">
        ✦
      </p>
      <h1 className="mt-4 font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900">{loaderData.title}</h1>
      <p className="mt-3 text-slate-600">{t('comingSoon.body')}</p>
      <Link to="/dashboard" className="mt-8 rounded-lg bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700">
        {t('comingSoon.backToDashboard')}
      </Link>
    </section>
  )
}
