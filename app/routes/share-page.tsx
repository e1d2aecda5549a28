// GET /s/:token (ADR 124): the public page of a shared reading — its card and summary, with Open Graph and
// Twitter card meta so WhatsApp and X show the card in their previews. A revoked or unknown link is a friendly 404.
import { useTranslation } from 'react-i18next'
import { data, Link } from 'react-router'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { getPublicShare } from '../services/sharing.server'
import { shareCardPath, sharePath } from '../domain/sharing'
import { getEnv } from '../utils/env.server'
import type { Route } from './+types/share-page'
import { PageHeading } from '../components/ui/page-heading'
import { buttonClass } from '../components/ui/button'

export async function loader({ request, params }: Route.LoaderArgs) {
  const t = await getFixedT(await getLocale(request), 'share')
  const share = await getPublicShare(params.token)
  if (!share) return data({ share: null, meta: { title: t('page.goneTitle'), description: t('page.goneText') }, url: '', image: '' }, { status: 404 })
  const origin = getEnv().APP_URL
  return {
    share,
    meta: { title: share.headline, description: `${share.scoreLabel}: ${share.score}. ${share.summary}`.slice(0, 300) },
    url: origin + sharePath(share.token),
    image: origin + shareCardPath(share.token),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  const { meta: m, share, url, image } = loaderData
  const title = `${m.title} · Cosmic Insights`
  // A shared reading is for the people it was sent to, not for search engines.
  const base = [{ title }, { name: 'description', content: m.description }, { name: 'robots', content: 'noindex' }]
  if (!share) return base
  return [
    ...base,
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: 'Cosmic Insights' },
    { property: 'og:title', content: m.title },
    { property: 'og:description', content: m.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: '800' },
    { property: 'og:image:height', content: '600' },
    { property: 'og:image:alt', content: `${share.headline}: ${share.scoreLabel} ${share.score}` },
    { property: 'og:locale', content: share.locale === 'hi' ? 'hi_IN' : 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: m.title },
    { name: 'twitter:description', content: m.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: `${share.headline}: ${share.scoreLabel} ${share.score}` },
  ]
}

export default function SharePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('share')
  const { share } = loaderData
  if (!share) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <PageHeading>{t('page.goneTitle')}</PageHeading>
        <p className="mt-3 text-slate-700">{t('page.goneText')}</p>
        <Link to="/" className={buttonClass({ className: 'mt-6' })}>
          {t('page.home')}
        </Link>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm font-medium text-slate-600">{t('page.shared')}</p>
      <article lang={share.locale === 'hi' ? 'hi-IN' : 'en-IN'} className="mt-2">
        <PageHeading>{share.headline}</PageHeading>
        <p className="mt-3 text-lg text-slate-800" data-testid="share-score">
          <span className="text-3xl font-semibold text-night-900">{share.score}</span> <span>{share.scoreLabel}</span>
        </p>
        <img
          src={shareCardPath(share.token)}
          width={800}
          height={600}
          alt={t('page.cardAlt', { headline: share.headline, scoreLabel: share.scoreLabel, score: share.score })}
          className="mt-6 h-auto w-full rounded-2xl border border-violet-100 shadow-sm"
        />
        <p className="mt-6 text-lg leading-relaxed text-slate-800" data-testid="share-summary">
          {share.summary}
        </p>
      </article>
      <p className="mt-6 text-sm text-slate-600">{t('page.note')}</p>
      <Link to="/horoscope" className={buttonClass({ className: 'mt-6' })}>
        {t('page.cta')}
      </Link>
    </div>
  )
}
