import { Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { getFixedT } from '../i18n/i18n.server'
import { hasProfile } from '../services/profiles.server'
import { getUser, requireUser } from '../utils/auth.server'
import { COMING_SOON_PAGES, isComingSoonSlug } from '../utils/coming-soon-pages'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/coming-soon'

/**
 * A feature of the spec that is not built yet, by its path (app/utils/coming-soon-pages.ts): its name, what it will
 * do, and a plain "coming soon", so a link to it is never a dead end. Only the features spec 6 keeps behind a session
 * ask for one here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.slice(1)
  // Only the paths of the list are routed here (app/routes.ts).
  if (!isComingSoonSlug(slug)) throw new Response(null, { status: 404 })
  // Widened: the list may hold no session page at a given time, yet the rule stands for the next one added.
  const access = COMING_SOON_PAGES[slug] as 'session' | 'open'
  const user = access === 'session' ? await requireUser(request) : await getUser(request)
  const t = await getFixedT(request, 'common')
  return {
    title: t(`comingSoon.pages.${slug}.title`),
    about: t(`comingSoon.pages.${slug}.about`),
    signedIn: user !== null,
    profileReady: user ? await hasProfile(user) : false,
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.title, data.about) : [])

const action = 'inline-flex min-h-tap items-center justify-center rounded-control px-5 font-semibold'

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const { title, about, signedIn, profileReady } = loaderData
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="coming-soon-heading"
      className="mx-auto flex max-w-xl flex-col items-center px-gutter py-section text-center sm:py-section-lg"
    >
      <span aria-hidden="true" className="inline-flex size-14 items-center justify-center rounded-full bg-night-900 text-saffron-300">
        <Sparkles className="size-7" strokeWidth={1.75} />
      </span>
      <p className="mt-6 text-caption font-semibold text-accent">{t('comingSoon.title')}</p>
      <h1 id="coming-soon-heading" className="mt-2 font-[family-name:var(--font-display)] text-display-sm font-semibold text-ink">
        {title}
      </h1>
      <p className="mt-4 text-lead text-ink">{about}</p>
      <p className="mt-3 text-muted">
        {t('comingSoon.body')}
        {profileReady ? ` ${t('comingSoon.profileReady')}` : ''}
      </p>
      <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row">
        {signedIn ? (
          <Link to="/dashboard" className={`${action} bg-night-800 text-white hover:bg-night-700`}>
            {t('comingSoon.backToDashboard')}
          </Link>
        ) : (
          <>
            <Link to="/horoscope" className={`${action} bg-night-800 text-white hover:bg-night-700`}>
              {t('comingSoon.startProfile')}
            </Link>
            <Link to="/" className={`${action} text-accent underline underline-offset-2 hover:text-night-800`}>
              {t('errors.returnHome')}
            </Link>
          </>
        )}
      </div>
    </section>
  )
}
