// GET /s/:token/card.png: the public card of a share link, 800×600, for the share page and link previews.
import { data } from 'react-router'
import { getFixedT } from '../i18n/i18n.server'
import { unavailableAnswer } from '../services/fair-share.server'
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
    return unavailableAnswer(error, (key, count) => t(`card.${key}`, { count }))
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
