import { ProfileForm } from '../components/profile-form'
import { profileFormAction, profileFormLoader } from './profile-form.server'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/horoscope'

export const meta: Route.MetaFunction = () =>
  pageMeta('Your cosmic profile', 'Enter your birth details once: date, time and place of birth. Every reading is calculated from them.')

export function loader({ request }: Route.LoaderArgs) {
  return profileFormLoader(request)
}

export function action({ request }: Route.ActionArgs) {
  return profileFormAction(request, 'en')
}

/** The cosmic profile form (spec 2.5): open to everyone; saving needs an account. */
export default function Horoscope({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="horoscope-heading" className="mx-auto max-w-2xl px-4 py-12">
      <h1 id="horoscope-heading" className="font-[family-name:var(--font-display)] text-4xl font-semibold text-night-900">
        Your Cosmic Profile
      </h1>
      <p className="mt-3 text-slate-600">
        Tell us when and where you were born. We calculate your chart from real planetary positions, so the more exact your birth time, the more precise
        your readings.
      </p>
      <div className="mt-8 rounded-2xl border border-violet-100 bg-white p-6 shadow-sm sm:p-8">
        <ProfileForm language="en" {...loaderData} lastResult={actionData?.result} resultToast={actionData?.toast} />
      </div>
    </section>
  )
}
