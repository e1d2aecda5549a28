import type { TFunction } from 'i18next'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { data, Link } from 'react-router'
import { sunSign } from '../astrology'
import { SignOutButton } from '../components/sign-out-button'
import { Tabs } from '../components/ui/tabs'
import { fromClockTime } from '../schemas/birth-details'
import { getFixedT } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { westernSignKey } from '../utils/astrology-names'
import { languageNotice } from '../utils/language-notice.server'
import { getProfile } from '../services/profiles.server'
import { requireUser } from '../utils/auth.server'
import { longDate } from '../utils/dates'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const profile = await getProfile(user)
  const t = await getFixedT(request, 'dashboard')
  const notice = await languageNotice(request, user.preferredLanguage)
  const common = {
    fullName: user.fullName,
    meta: { title: t('meta.title'), description: t('meta.description') },
    // Shown once: the cookie set with this answer remembers it was said (ADR 056).
    untranslatedLanguage: notice ? user.preferredLanguage : null,
  }
  const init = notice ? { headers: { 'Set-Cookie': notice.setCookie } } : undefined
  if (!profile) return data({ ...common, profile: null }, init)
  const [, month, day] = profile.dateOfBirth.split('-').map(Number) as [number, number, number]
  return data(
    {
      ...common,
      profile: {
        fullName: profile.fullName,
        dateOfBirth: profile.dateOfBirth,
        timeOfBirth: profile.timeOfBirth,
        sunSign: westernSignKey(sunSign(month, day)),
        place: [profile.place.name, profile.place.country].filter(Boolean).join(', '),
        timeZone: profile.place.timeZone,
        latitude: profile.place.latitude,
        longitude: profile.place.longitude,
      },
    },
    init,
  )
}

const coordinate = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(2)}° ${value >= 0 ? positive : negative}`

/** The profile's 'HH:MM' on the 12-hour clock, its AM/PM in the page's language. */
function clockTime(value: string, t: TFunction<'profile'>): string {
  const time = fromClockTime(value)
  return time ? `${Number(time.hour)}:${time.minute} ${t(time.period === 'AM' ? 'am' : 'pm')}` : value
}

const buttonClass = 'inline-flex items-center justify-center rounded-xl bg-night-800 px-5 py-3 font-semibold text-white hover:bg-night-700'

/** The signed-in home (spec 2.6). */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { fullName, profile, untranslatedLanguage } = loaderData
  const { t } = useTranslation(['dashboard', 'astrology', 'profile', 'settings'])
  const { t: tp } = useTranslation('profile')
  const locale = useLocale()
  const hindi = locale === 'hi'
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900 sm:text-4xl">{t('welcome', { name: fullName })}</h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>
        <div className="flex gap-3">
          <Link to="/settings" className="rounded-xl border border-night-800 px-4 py-2 font-semibold text-night-800 hover:bg-violet-50">
            {t('settings')}
          </Link>
          <SignOutButton className="rounded-xl bg-night-800 px-4 py-2 font-semibold text-white hover:bg-night-700" />
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
            initial="daily"
            items={[
              {
                id: 'daily',
                label: t('tabs.daily'),
                panel: (
                  <section aria-labelledby="profile-summary-heading" className="rounded-2xl border border-violet-100 bg-white p-6 shadow-sm">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <h2 id="profile-summary-heading" className="text-xl font-semibold text-night-900">
                        {t('profile.heading')}
                      </h2>
                      <Link
                        to={hindi ? '/profile-setup' : '/horoscope'}
                        className="text-sm font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900"
                      >
                        {t('profile.edit')}
                      </Link>
                    </div>
                    <p className="mt-4 text-lg text-night-900">
                      {t('profile.sunSign')} <strong data-testid="sun-sign">{t(`astrology:${profile.sunSign}`)}</strong>
                    </p>
                    <Facts
                      className="mt-4 text-sm"
                      rows={[
                        [t('profile.name'), profile.fullName],
                        [
                          t('profile.born'),
                          `${longDate(profile.dateOfBirth, locale)}${profile.timeOfBirth ? `, ${clockTime(profile.timeOfBirth, tp)}` : ` ${t('profile.timeUnknown')}`}`,
                        ],
                        [t('profile.place'), profile.place],
                      ]}
                    />
                    {/* The zone and coordinates the readings use, shown when asked for, as in the birth-place search (issue 12). */}
                    <details className="group mt-3 text-sm">
                      <summary className="inline-flex min-h-tap cursor-pointer list-none items-center gap-1 font-medium text-violet-700 sm:min-h-0 sm:py-1 [&::-webkit-details-marker]:hidden">
                        {t('profile.placeDetails')}
                        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                      </summary>
                      <Facts
                        className="mt-2"
                        rows={[
                          [t('profile.timeZone'), profile.timeZone],
                          [
                            t('profile.coordinates'),
                            `${coordinate(profile.latitude, t('profile.north'), t('profile.south'))}, ${coordinate(profile.longitude, t('profile.east'), t('profile.west'))}`,
                          ],
                        ]}
                      />
                    </details>
                  </section>
                ),
              },
              {
                id: 'life',
                label: t('tabs.life'),
                panel: (
                  <section aria-labelledby="life-heading" className="rounded-2xl border border-violet-100 bg-white p-6 text-center shadow-sm">
                    <h2 id="life-heading" className="text-xl font-semibold text-night-900">
                      {t('life.heading')}
                    </h2>
                    <p className="mt-2 text-slate-600">{t('life.text')}</p>
                    <button type="button" disabled className="mt-5 cursor-not-allowed rounded-xl bg-slate-300 px-5 py-3 font-semibold text-slate-600">
                      {t('life.comingSoon')}
                    </button>
                  </section>
                ),
              },
              {
                id: 'soulmate',
                label: t('tabs.soulmate'),
                panel: (
                  <section aria-labelledby="soulmate-heading" className="rounded-2xl border border-violet-100 bg-white p-6 text-center shadow-sm">
                    <h2 id="soulmate-heading" className="text-xl font-semibold text-night-900">
                      {t('soulmate.heading')}
                    </h2>
                    <p className="mt-2 text-slate-600">{t('soulmate.text')}</p>
                    <Link to="/soulmate-analysis" className={`mt-5 ${buttonClass}`}>
                      {t('soulmate.start')}
                    </Link>
                  </section>
                ),
              },
            ]}
          />
        </div>
      ) : (
        <section aria-labelledby="complete-heading" className="mt-8 rounded-2xl border border-saffron-300 bg-amber-50 p-8 text-center">
          <h2 id="complete-heading" className="text-2xl font-semibold text-night-900">
            {t('complete.heading')}
          </h2>
          <p className="mx-auto mt-2 max-w-md text-slate-700">{t('complete.text')}</p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={hindi ? '/profile-setup' : '/horoscope'} className={buttonClass}>
              {t('complete.action')}
            </Link>
            {hindi ? null : (
              // The Hindi form (spec 2.19), offered in its own language like a language switcher.
              <Link to="/profile-setup" lang="hi" className="font-medium text-violet-700 underline underline-offset-2">
                {t('complete.otherLanguage')}
              </Link>
            )}
          </div>
        </section>
      )}
    </div>
  )
}

/** Terms and their details, two columns from `sm` up: the profile summary and its place details. */
function Facts({ rows, className }: { rows: [term: string, detail: string][]; className: string }) {
  return (
    <dl className={`grid gap-x-6 gap-y-3 sm:grid-cols-2 ${className}`}>
      {rows.map(([term, detail]) => (
        <div key={term}>
          <dt className="text-slate-500">{term}</dt>
          <dd className="font-medium text-slate-900">{detail}</dd>
        </div>
      ))}
    </dl>
  )
}
