import { data } from 'react-router'
import type { Page } from '../../payload-types'
import { PageArticle } from '../components/post-article'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { getPage } from '../services/content.server'
import { getEnv } from '../utils/env.server'
import { seoMeta } from '../utils/meta'
import type { Route } from './+types/content-page'

/** Served without React on the client (ADR 275): about and the policies are text and links. */
export const handle = { hydrate: false }

/** About and the policy pages: one route module, one CMS page per path. */
export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.slice(1) as Page['slug']
  const locale = await getLocale(request)
  const page = await getPage(locale, slug)
  if (!page) throw data((await getFixedT(locale, 'pages'))('notFound'), { status: 404 })
  return { page, origin: getEnv().APP_URL }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seoMeta(data.page.seo, { origin: data.origin }) : [])

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <PageArticle page={loaderData.page} />
}
