// GET /s/:token/card.png (issue 14): the public card of a share link, 800×600, for the share page and link previews.
import { data } from 'react-router'
import { getFixedT } from '../i18n/i18n.server'
import { renderShareCard } from '../services/share-card.server'
import { getPublicShare } from '../services/sharing.server'
import type { Route } from './+types/share-card'

export async function loader({ params }: Route.LoaderArgs) {
  const share = await getPublicShare(params.token)
  if (!share) throw data(null, { status: 404 })
  const t = await getFixedT(share.locale, 'share')
  const png = await renderShareCard({ ...share, brand: t('brand'), lang: share.locale }, `${share.token}|${share.updatedAt}`)
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      // Short: a revoked link's card should not live on for long in caches and previews.
      'Cache-Control': 'public, max-age=300',
    },
  })
}
