// GET /preview/:collection/:id?expires=…&signature=… (ADR 134): the latest draft of a post or page, for a link
// the admin's Preview button made. Never cached anywhere and never indexed; a link that is not signed, was altered or has
// run out is refused with a 4xx and its reason, and shows nothing of the draft.
import { useTranslation } from 'react-i18next'
import { data } from 'react-router'
import { useLiveDraft } from '../components/live-draft'
import { PageArticle, PostArticle } from '../components/post-article'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { openPreview } from '../services/preview.server'
import { getEnv } from '../utils/env.server'
import { PREVIEW_HEADERS as PRIVATE, PREVIEW_STATUS as STATUS } from '../utils/preview-link.server'
import { seoMeta } from '../utils/meta'
import type { Route } from './+types/preview'

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = await getLocale(request)
  const search = new URL(request.url).searchParams
  const outcome = await openPreview(locale, params.collection, params.id, search)
  if (!outcome.ok) {
    const t = await getFixedT(locale, 'preview')
    return data({ draft: null, refusal: t(`refused.${outcome.code}`), origin: '', live: false }, { status: STATUS[outcome.code], headers: PRIVATE })
  }
  // Opened in the admin's live preview (ADR 230): the page follows the editor's typing and saves.
  const live = search.get('live') === '1'
  return data({ draft: outcome.draft, refusal: null, origin: getEnv().APP_URL, live }, { headers: PRIVATE })
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
  const { refusal, live } = loaderData
  const draft = useLiveDraft(loaderData.draft, live)
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
        {live ? t('live') : t('banner')}
      </p>
      {draft.kind === 'post' ? <PostArticle post={draft.post} /> : <PageArticle page={draft.page} />}
    </>
  )
}
