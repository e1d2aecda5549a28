// The 800×600 share card's layout (spec 2.7, ADR 160): satori lays the card out and shapes its text into SVG paths
// (Devanagari conjuncts included). Fonts come from npm packages as .woff (satori reads neither WOFF2 nor system fonts).
// Plain JavaScript outside the site's bundle, so the card maker's worker thread (server/card-maker.mjs, ADR 160) can
// load it as a file; the site rasterises the SVG with sharp (app/services/share-card.server.ts).
import fs from 'node:fs'
import path from 'node:path'
import satori from 'satori'

const CARD_WIDTH = 800
const CARD_HEIGHT = 600
const SUMMARY_ON_CARD = 110
const PADDING = 48
const TEXT_WIDTH = CARD_WIDTH - 2 * PADDING

/** @type {{ name: string, data: Buffer, weight: 400 | 700, style: 'normal' }[] | null} */
let fonts = null

/** Latin first, Devanagari second: satori takes each glyph from the first face that has it. */
function loadFonts(root) {
  const fontFile = (pkg, file) => fs.readFileSync(path.join(root, 'node_modules/@fontsource', pkg, 'files', file))
  fonts ??= [400, 700].flatMap((weight) => [
    { name: 'Noto Sans', data: fontFile('noto-sans', `noto-sans-latin-${weight}-normal.woff`), weight, style: 'normal' },
    {
      name: 'Noto Sans Devanagari',
      data: fontFile('noto-sans-devanagari', `noto-sans-devanagari-devanagari-${weight}-normal.woff`),
      weight,
      style: 'normal',
    },
  ])
  return fonts
}

const div = (style, children) => ({ type: 'div', props: { style, children } })

/** Cut at the last space before the limit, so no word (and no Devanagari cluster) is broken. */
function cut(text, length) {
  if (text.length <= length) return text
  const head = text.slice(0, length - 1)
  const space = head.lastIndexOf(' ')
  return `${(space > length / 2 ? head.slice(0, space) : head).trimEnd()}…`
}

// Each block placed on the card by position: predictable whatever the length of the words (up to the cuts).
function layout(card) {
  const block = (style, children) => div({ position: 'absolute', left: PADDING, width: TEXT_WIDTH, display: 'flex', ...style }, children)
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

/** The card as SVG, its text as paths; `root` is the app's directory, where node_modules holds the fonts. */
export function cardSvg(card, root) {
  return satori(layout(card), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: loadFonts(root) })
}
