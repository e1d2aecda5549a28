// The 800×600 share card (spec 2.7, issue 14): satori lays the card out and shapes its text into SVG paths (Devanagari
// conjuncts included), and the project's sharp rasterises it to PNG. Fonts come from npm packages as .woff (satori reads
// neither WOFF2 nor system fonts). Cards are kept in memory per link version, so a crawler's repeat costs nothing.
import sharp from 'sharp'
import { cardSvg, type CardContent } from '../../server/card-document.mjs'
import { appRoot } from '../utils/env.server'

export type { CardContent }

const MAX_CACHED = 200

const cache = new Map<string, Buffer>()

/** The card as PNG; `key` names this version of its content (a link's token and update time), for the memory cache. */
export async function renderShareCard(card: CardContent, key?: string): Promise<Buffer> {
  const hit = key ? cache.get(key) : undefined
  if (hit) return hit
  const svg = await cardSvg(card, appRoot)
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()
  if (key) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!)
    cache.set(key, png)
  }
  return png
}
