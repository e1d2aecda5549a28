// The 800×600 share card (spec 2.7, issue 14): satori lays the card out and shapes its text into SVG paths (Devanagari
// conjuncts included), and the project's sharp rasterises it to PNG. Fonts come from npm packages as .woff (satori reads
// neither WOFF2 nor system fonts). Cards are kept in memory per link version, so a crawler's repeat costs nothing.
import fs from 'node:fs'
import path from 'node:path'
import satori from 'satori'
import sharp from 'sharp'
import { appRoot } from '../utils/env.server'

export const CARD_WIDTH = 800
export const CARD_HEIGHT = 600
const MAX_CACHED = 200
const SUMMARY_ON_CARD = 110
const PADDING = 48
const TEXT_WIDTH = CARD_WIDTH - 2 * PADDING

export type CardContent = { headline: string; score: string; scoreLabel: string; summary: string; brand: string; lang: string }

type SatoriFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }
let fonts: SatoriFont[] | null = null

function fontFile(pkg: string, file: string) {
  return fs.readFileSync(path.join(appRoot, 'node_modules/@fontsource', pkg, 'files', file))
}

/** Latin first, Devanagari second: satori takes each glyph from the first face that has it. */
function loadFonts(): SatoriFont[] {
  fonts ??= [400, 700].flatMap((weight) => [
    { name: 'Noto Sans', data: fontFile('noto-sans', `noto-sans-latin-${weight}-normal.woff`), weight: weight as 400 | 700, style: 'normal' as const },
    {
      name: 'Noto Sans Devanagari',
      data: fontFile('noto-sans-devanagari', `noto-sans-devanagari-devanagari-${weight}-normal.woff`),
      weight: weight as 400 | 700,
      style: 'normal' as const,
    },
  ])
  return fonts
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string; lang?: string } }
const div = (style: Record<string, unknown>, children: (Node | string)[] | Node | string): Node => ({ type: 'div', props: { style, children } })

/** Cut at the last space before the limit, so no word (and no Devanagari cluster) is broken. */
function cut(text: string, length: number) {
  if (text.length <= length) return text
  const head = text.slice(0, length - 1)
  const space = head.lastIndexOf(' ')
  return `${(space > length / 2 ? head.slice(0, space) : head).trimEnd()}…`
}

// Each block placed on the card by position: predictable whatever the length of the words (up to the cuts).
function layout(card: CardContent): Node {
  const block = (style: Record<string, unknown>, children: (Node | string)[] | Node | string) =>
    div({ position: 'absolute', left: PADDING, width: TEXT_WIDTH, display: 'flex', ...style }, children)
  return div(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      position: 'relative',
      color: '#ffffff',
      backgroundColor: '#140f33',
      backgroundImage: 'linear-gradient(160deg, #1f1850 0%, #140f33 55%, #0b0820 100%)',
      fontFamily: 'Noto Sans, Noto Sans Devanagari',
    },
    [
      block({ top: PADDING, alignItems: 'center', fontSize: 24, fontWeight: 700, color: '#fcd48a' }, [
        div({ display: 'flex', width: 14, height: 14, marginRight: 12, borderRadius: 7, backgroundColor: '#f9b949' }, ''),
        card.brand,
      ]),
      block({ top: 140, fontSize: 34, fontWeight: 700, lineHeight: 1.35 }, cut(card.headline, 80)),
      block({ top: 250, alignItems: 'center' }, [
        div({ display: 'flex', fontSize: 96, fontWeight: 700, color: '#f9b949', lineHeight: 1.2 }, cut(card.score, 12)),
        div({ display: 'flex', fontSize: 28, marginLeft: 24, color: '#e9e4ff', maxWidth: 380 }, cut(card.scoreLabel, 40)),
      ]),
      block({ bottom: 40, fontSize: 22, lineHeight: 1.5, color: '#d6d0f5' }, cut(card.summary, SUMMARY_ON_CARD)),
    ],
  )
}

const cache = new Map<string, Buffer>()

/** The card as PNG; `key` names this version of its content (a link's token and update time), for the memory cache. */
export async function renderShareCard(card: CardContent, key?: string): Promise<Buffer> {
  const hit = key ? cache.get(key) : undefined
  if (hit) return hit
  const svg = await satori(layout(card) as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: loadFonts() })
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()
  if (key) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!)
    cache.set(key, png)
  }
  return png
}
