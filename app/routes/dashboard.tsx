import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { TodayBrief, LifeBrief } from '../components/dashboard/briefs'
import { CompleteProfile } from '../components/dashboard/complete-profile'
import { FeatureTiles } from '../components/dashboard/feature-tiles'
import { ProfileSummary } from '../components/dashboard/profile-summary'
import { NextFestivalCard } from '../components/festivals/next-festival-card'
import { SavedItems } from '../components/saved-items'
import { SignOutButton } from '../components/sign-out-button'
import { buttonClass, ButtonLink } from '../components/ui/button'
import { Card } from '../components/ui/card'
import { PageHeading } from '../components/ui/page-heading'
import { Tabs } from '../components/ui/tabs'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/dashboard'

// The loader runs on the server only (ADR 174).
export { loader } from './dashboard.server'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

type DashboardTab = 'daily' | 'life' | 'soulmate'

/** The signed-in home (spec 2.6). */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { fullName, profile, untranslatedLanguage, chart, reading, zone, life } = loaderData
  const { t } = useTranslation(['dashboard', 'settings'])
  // The tabs are links (`/dashboard?tab=life`) that work before the scripts arrive (ADR 246).
  const [searchParams] = useSearchParams()
  const asked = searchParams.get('tab')
  const initial: DashboardTab = asked === 'life' || asked === 'soulmate' ? asked : 'daily'
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <PageHeading>{t('welcome', { name: fullName })}</PageHeading>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>
        <div className="flex gap-3">
          <ButtonLink to="/settings" variant="outline">
            {t('settings')}
          </ButtonLink>
          <SignOutButton className={buttonClass()} />
        </div>
      </header>

      {untranslatedLanguage ? (
        <section
          aria-labelledby="language-notice-heading"
          className="mt-6 rounded-2xl border border-violet-200 bg-violet-50 p-5"
          data-testid="language-notice"
        >
          <h2 id="language-notice-heading" className="font-semibold text-night-900">
            {t('languageNotice.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t('languageNotice.text', { language: t(`settings:languageNames.${untranslatedLanguage}` as 'settings:languageNames.en') })}
          </p>
        </section>
      ) : null}

      {profile ? (
        <div className="mt-8">
          <Tabs
            label={t('tabs.label')}
            idPrefix="dashboard"
            initial={initial}
            hrefOf={(id) => (id === 'daily' ? '/dashboard' : `/dashboard?tab=${id}`)}
            items={[
              {
                id: 'daily',
                label: t('tabs.daily'),
                panel: (
                  <div className="space-y-6">
                    <TodayBrief reading={reading} zone={zone ?? ''} />
                    <ProfileSummary profile={profile} chart={chart} />
                    {'nextFestival' in loaderData ? <NextFestivalCard festival={loaderData.nextFestival} /> : null}
                  </div>
                ),
              },
              {
                id: 'life',
                label: t('tabs.life'),
                panel: <LifeBrief life={life} />,
              },
              {
                id: 'soulmate',
                label: t('tabs.soulmate'),
                panel: (
                  <Card aria-labelledby="soulmate-heading" padding="lg" className="text-center">
                    <h2 id="soulmate-heading" className="text-xl font-semibold text-night-900">
                      {t('soulmate.heading')}
                    </h2>
                    <p className="mt-2 text-slate-600">{t('soulmate.text')}</p>
                    <ButtonLink to="/soulmate-analysis" className="mt-5">
                      {t('soulmate.start')}
                    </ButtonLink>
                  </Card>
                ),
              },
            ]}
          />
        </div>
      ) : (
        <CompleteProfile />
      )}

      <FeatureTiles states={loaderData.tiles} />

      <SavedItems items={loaderData.savedItems} zone={loaderData.savedZone} />
    </div>
  )
}
