// GET /preview/:collection/:id?expires=…&signature=… (ADR 134): the latest draft of a post or page, for a link
// the admin's Preview button made. Never cached anywhere and never indexed; a link that is not signed, was altered or has
// run out is refused with a 4xx and its reason, and shows nothing of the draft.
import { useTranslation } from 'react-i18next'
import { data } from 'react-router'
import { PageArticle, PostArticle } from '../components/post-article'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { openPreview } from '../services/preview.server'
import { getEnv } from '../utils/env.server'
import { seoMeta } from '../utils/meta'
import type { Route } from './+types/preview'

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }
const STATUS = { unsigned: 400, tampered: 403, expired: 410, missing: 404 } as const

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = await getLocale(request)
  const outcome = await openPreview(locale, params.collection, params.id, new URL(request.url).searchParams)
  if (!outcome.ok) {
    const t = await getFixedT(locale, 'preview')
    return data({ draft: null, refusal: t(`refused.${outcome.code}`), origin: '' }, { status: STATUS[outcome.code], headers: PRIVATE })
  }
  return data({ draft: outcome.draft, refusal: null, origin: getEnv().APP_URL }, { headers: PRIVATE })
}

export const headers: Route.HeadersFunction = () => PRIVATE

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const noindex = { name: 'robots', content: 'noindex, nofollow' }
  const draft = loaderData?.draft
  if (!draft) return [{ title: 'Cosmic Insights' }, noindex]
  const tags =
    draft.kind === 'post'
      ? seoMeta(draft.post.seo, { origin: loaderData.origin, publishedAt: draft.post.publishedAt })
      : seoMeta(draft.page.seo, { origin: loaderData.origin })
  return [...tags, noindex]
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('preview')
  const { draft, refusal } = loaderData
  if (!draft)
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900">{t('refusedTitle')}</h1>
        <p className="mt-3 text-slate-600">{refusal}</p>
      </section>
    )
  return (
    <>
      <p role="note" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm font-semibold text-amber-900">
        {t('banner')}
      </p>
      {draft.kind === 'post' ? <PostArticle post={draft.post} /> : <PageArticle page={draft.page} />}
    </>
  )
}
