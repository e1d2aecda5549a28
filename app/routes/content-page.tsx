import { data } from 'react-router'
import type { Page } from '../../payload-types'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { getPage } from '../services/content.server'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/content-page'

/** About and the policy pages: one route module, one CMS page per path. */
export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.slice(1) as Page['slug']
  const locale = await getLocale(request)
  const page = await getPage(locale, slug)
  if (!page) throw data((await getFixedT(locale, 'pages'))('notFound'), { status: 404 })
  return { page }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.page.title, data.page.description) : [])

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="font-[family-name:var(--font-display)] text-4xl font-semibold text-night-900">{page.title}</h1>
      <div className="prose-cosmic mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  )
}
