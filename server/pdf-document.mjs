// The reading PDF's document (ADRs 125 and 149): fonts, styles and layout of a finished reading, drawn with a
// text layer in letter order (server/pdf-text-layer.mjs). Used by the PDF maker's process (server/pdf-maker.mjs).
import path from 'node:path'
import { Document, Font, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import { createElement as h } from 'react'
import { renderWithTextLayer } from './pdf-text-layer.mjs'

const fonts = path.join(process.env.PDF_MAKER_ROOT ?? process.cwd(), 'node_modules/@fontsource')
// .woff, never .woff2: @react-pdf/renderer 4.9 crashes finishing a document with a WOFF2 face (library-trials.md).
for (const [family, pkg, file] of [
  ['Noto Sans', 'noto-sans', 'noto-sans-latin'],
  ['Noto Sans Devanagari', 'noto-sans-devanagari', 'noto-sans-devanagari-devanagari'],
]) {
  Font.register({
    family,
    fonts: [400, 700].map((fontWeight) => ({ src: path.join(fonts, pkg, 'files', `${file}-${fontWeight}-normal.woff`), fontWeight })),
  })
}
// Words are never split with hyphens: the default hyphenator knows English only and would break Hindi words.
Font.registerHyphenationCallback((word) => [word])

const styles = StyleSheet.create({
  page: { padding: 48, fontFamily: ['Noto Sans', 'Noto Sans Devanagari'], fontSize: 11, lineHeight: 1.55, color: '#1e293b' },
  brand: { fontSize: 10, fontWeight: 700, color: '#b45309', marginBottom: 18 },
  headline: { fontSize: 20, fontWeight: 700, color: '#140f33', marginBottom: 8 },
  score: { flexDirection: 'row', alignItems: 'center', marginBottom: 18 },
  scoreValue: { fontSize: 28, fontWeight: 700, color: '#1f1850', marginRight: 10 },
  scoreLabel: { fontSize: 12, color: '#475569' },
  heading: { fontSize: 13, fontWeight: 700, color: '#140f33', marginTop: 14, marginBottom: 4 },
  body: { marginBottom: 4 },
  footer: { position: 'absolute', bottom: 28, left: 48, right: 48, fontSize: 9, color: '#64748b' },
})

/** @param {{ lang: string, title: string, brand: string, headline: string, score: string, scoreLabel: string, sections: { heading: string, body: string }[], footer: string }} doc */
function documentOf(doc) {
  return h(
    Document,
    { title: doc.title, author: doc.brand, creator: doc.brand, producer: doc.brand, language: doc.lang },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(Text, { style: styles.brand, fixed: true }, doc.brand),
      h(Text, { style: styles.headline }, doc.headline),
      h(View, { style: styles.score }, h(Text, { style: styles.scoreValue }, doc.score), h(Text, { style: styles.scoreLabel }, doc.scoreLabel)),
      ...doc.sections.flatMap((section, i) => [
        h(Text, { key: `h${i}`, style: styles.heading, minPresenceAhead: 40 }, section.heading),
        ...section.body.split(/\n+/).map((line, j) => h(Text, { key: `b${i}-${j}`, style: styles.body }, line)),
      ]),
      h(Text, { style: styles.footer, fixed: true }, doc.footer),
    ),
  )
}

/** The PDF's bytes for a finished reading (words already in the reader's language). */
export function renderReadingDocument(doc) {
  return renderWithTextLayer(documentOf(doc))
}
