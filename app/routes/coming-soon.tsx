import { Link } from 'react-router'
import { requireUser } from '../utils/auth.server'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/coming-soon'

/** The signed-in pages whose features arrive in later releases, by path. Each needs a session (spec 6). */
export const COMING_SOON: Record<string, string> = {
  'daily-reading': 'Daily Reading',
  'life-career': 'Life & Career Analysis',
  'soulmate-analysis': 'Soulmate Compatibility',
  numerology: 'Numerology Report',
  consultations: 'Consultations',
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request)
  const slug = new URL(request.url).pathname.slice(1)
  return { title: COMING_SOON[slug] ?? 'Coming soon' }
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.title ?? 'Coming soon', 'This part of Cosmic Insights is on its way.')

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p aria-hidden="true" className="text-5xl text-saffron-400">
        ✦
      </p>
      <h1 className="mt-4 font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900">{loaderData.title}</h1>
      <p className="mt-3 text-slate-600">This part of Cosmic Insights is on its way. Your profile is saved and ready for it.</p>
      <Link to="/dashboard" className="mt-8 rounded-lg bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700">
        Back to Dashboard
      </Link>
    </section>
  )
}
