import { ProfileForm } from '../components/profile-form'
import { profileFormAction, profileFormLoader } from './profile-form.server'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/profile-setup'

export const meta: Route.MetaFunction = () => pageMeta('प्रोफ़ाइल सेटअप', 'अपनी जन्म तिथि, समय और स्थान दर्ज करें। हर रीडिंग इन्हीं से बनती है।')

export function loader({ request }: Route.LoaderArgs) {
  return profileFormLoader(request)
}

export function action({ request }: Route.ActionArgs) {
  return profileFormAction(request, 'hi')
}

/** The profile form with Hindi labels and messages (spec 2.19). */
export default function ProfileSetup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section lang="hi" aria-labelledby="profile-setup-heading" className="mx-auto max-w-2xl px-4 py-12">
      <h1 id="profile-setup-heading" className="font-[family-name:var(--font-display)] text-4xl font-semibold text-night-900">
        प्रोफ़ाइल सेटअप
      </h1>
      <p className="mt-3 text-slate-600">अपनी जन्म तिथि, समय और स्थान बताएं। आपकी हर रीडिंग इन्हीं से गणना की जाती है।</p>
      <div className="mt-8 rounded-2xl border border-violet-100 bg-white p-6 shadow-sm sm:p-8">
        <ProfileForm language="hi" {...loaderData} lastResult={actionData?.result} resultToast={actionData?.toast} />
      </div>
    </section>
  )
}
