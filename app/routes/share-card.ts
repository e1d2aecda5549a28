// GET /s/:token/card.png: the public card of a share link, 800×600, for the share page and link previews.
import { data } from 'react-router'
import { getFixedT } from '../i18n/i18n.server'
import { CardUnavailableError, renderShareCard } from '../services/share-card.server'
import { getPublicShare } from '../services/sharing.server'
import { clientAddress } from '../utils/rate-limit.server'
import type { Route } from './+types/share-card'

export async function loader({ params, context }: Route.LoaderArgs) {
  const share = await getPublicShare(params.token)
  if (!share) throw data(null, { status: 404 })
  const t = await getFixedT(share.locale, 'share')
  let png: Buffer
  try {
    png = await renderShareCard(
      { ...share, brand: t('brand'), lang: share.locale },
      { key: `${share.token}|${share.updatedAt}`, client: clientAddress(context) },
    )
  } catch (error) {
    if (!(error instanceof CardUnavailableError)) throw error
    // The card maker is full, or this card ran over its time or crashed it, or this client's share is used up
    // (ADR 160): a plain message and a time to come back after, in the link's language; nothing was stored.
    const mine = error.code === 'one-at-a-time' || error.code === 'too-many'
    const words = {
      busy: t('card.busy'),
      timeout: t('card.failed'),
      crashed: t('card.failed'),
      'one-at-a-time': t('card.oneAtATime'),
      'too-many': t('card.tooMany', { count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) }),
    }[error.code]
    return new Response(words, {
      status: mine ? 429 : 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(error.retryAfterSeconds), 'Cache-Control': 'no-store' },
    })
  }
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      // Short: a revoked link's card should not live on for long in caches and previews.
      'Cache-Control': 'public, max-age=300',
    },
  })
}
