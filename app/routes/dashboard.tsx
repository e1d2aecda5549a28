import { Link } from 'react-router'
import { sunSign } from '../astrology'
import { SignOutButton } from '../components/sign-out-button'
import { Tabs } from '../components/ui/tabs'
import { formatClockTime } from '../schemas/birth-details'
import { getProfile } from '../services/profiles.server'
import { requireUser } from '../utils/auth.server'
import { longDate } from '../utils/dates'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = () => pageMeta('Your cosmic dashboard', 'Your readings, analyses and compatibility in one place.')

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const profile = await getProfile(user)
  if (!profile) return { fullName: user.fullName, profile: null }
  const [, month, day] = profile.dateOfBirth.split('-').map(Number) as [number, number, number]
  return {
    fullName: user.fullName,
    profile: {
      fullName: profile.fullName,
      dateOfBirth: profile.dateOfBirth,
      timeOfBirth: profile.timeOfBirth,
      sunSign: sunSign(month, day),
      place: [profile.place.name, profile.place.country].filter(Boolean).join(', '),
      timeZone: profile.place.timeZone,
      latitude: profile.place.latitude,
      longitude: profile.place.longitude,
    },
  }
}

const coordinate = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(2)}° ${value >= 0 ? positive : negative}`

const buttonClass = 'inline-flex items-center justify-center rounded-xl bg-night-800 px-5 py-3 font-semibold text-white hover:bg-night-700'

/** The signed-in home (spec 2.6). */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { fullName, profile } = loaderData
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900 sm:text-4xl">Welcome, {fullName}</h1>
          <p className="mt-1 text-slate-600">Your cosmic dashboard</p>
        </div>
        <div className="flex gap-3">
          <Link to="/settings" className="rounded-xl border border-night-800 px-4 py-2 font-semibold text-night-800 hover:bg-violet-50">
            Settings
          </Link>
          <SignOutButton className="rounded-xl bg-night-800 px-4 py-2 font-semibold text-white hover:bg-night-700" />
        </div>
      </header>

      {profile ? (
        <div className="mt-8">
          <Tabs
            label="Dashboard"
            idPrefix="dashboard"
            initial="daily"
            items={[
              {
                id: 'daily',
                label: 'Daily',
                panel: (
                  <section aria-labelledby="profile-summary-heading" className="rounded-2xl border border-violet-100 bg-white p-6 shadow-sm">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <h2 id="profile-summary-heading" className="text-xl font-semibold text-night-900">
                        Your cosmic profile
                      </h2>
                      <Link to="/horoscope" className="text-sm font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900">
                        Edit profile
                      </Link>
                    </div>
                    <p className="mt-4 text-lg text-night-900">
                      Sun sign: <strong data-testid="sun-sign">{profile.sunSign}</strong>
                    </p>
                    <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
                      {[
                        ['Name', profile.fullName],
                        [
                          'Born',
                          `${longDate(profile.dateOfBirth)}${profile.timeOfBirth ? `, ${formatClockTime(profile.timeOfBirth)}` : ' (time unknown)'}`,
                        ],
                        ['Place of birth', profile.place],
                        ['Time zone', profile.timeZone],
                        ['Coordinates', `${coordinate(profile.latitude, 'N', 'S')}, ${coordinate(profile.longitude, 'E', 'W')}`],
                      ].map(([term, detail]) => (
                        <div key={term}>
                          <dt className="text-slate-500">{term}</dt>
                          <dd className="font-medium text-slate-900">{detail}</dd>
                        </div>
                      ))}
                    </dl>
                  </section>
                ),
              },
              {
                id: 'life',
                label: 'Life',
                panel: (
                  <section aria-labelledby="life-heading" className="rounded-2xl border border-violet-100 bg-white p-6 text-center shadow-sm">
                    <h2 id="life-heading" className="text-xl font-semibold text-night-900">
                      Life &amp; Career Analysis
                    </h2>
                    <p className="mt-2 text-slate-600">Coming soon: a deep look at your life path, career and the years ahead.</p>
                    <button type="button" disabled className="mt-5 cursor-not-allowed rounded-xl bg-slate-300 px-5 py-3 font-semibold text-slate-600">
                      Coming Soon
                    </button>
                  </section>
                ),
              },
              {
                id: 'soulmate',
                label: 'Soulmate',
                panel: (
                  <section aria-labelledby="soulmate-heading" className="rounded-2xl border border-violet-100 bg-white p-6 text-center shadow-sm">
                    <h2 id="soulmate-heading" className="text-xl font-semibold text-night-900">
                      Soulmate Compatibility
                    </h2>
                    <p className="mt-2 text-slate-600">Compare your birth chart with a partner&apos;s: the 36-point Ashtakoot match.</p>
                    <Link to="/soulmate-analysis" className={`mt-5 ${buttonClass}`}>
                      Start Compatibility Analysis
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
            Complete Your Profile
          </h2>
          <p className="mx-auto mt-2 max-w-md text-slate-700">
            Your readings are calculated from your birth details. Add them once and everything here is yours.
          </p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to="/horoscope" className={buttonClass}>
              Complete Your Profile
            </Link>
            <Link to="/profile-setup" lang="hi" className="font-medium text-violet-700 underline underline-offset-2">
              हिंदी में भरें
            </Link>
          </div>
        </section>
      )}
    </div>
  )
}
