// The reading PDF's drawing with a text layer in letter order (ADR 149). @react-pdf/renderer lays the
// document out and draws it, but writes each run of text as its shaped glyphs, in drawing order, and a PDF reader
// rebuilds the text from the glyphs: in Devanagari the vowel sign ि is drawn before its consonant and a reph after the
// letters it sits over, and some glyphs stand for letters they do not name (ों is drawn as ा and a mark that names ं
// only), so copying "भविष्यफल" gave "भिवष्यफल". Here the layout is made first, so the exact letters of every run are
// known (each run is a slice of its line's string), and @react-pdf's own hook for drawing glyphs (`ctx.glyphs`) draws
// each run:
// - a run without combining marks whose glyphs already name its letters, in order (English, digits, punctuation, Hindi
//   words such as "और"), as text, as react-pdf draws it;
// - any other run twice: its shaped glyphs as outlines (so no reader takes text from them), and its letters as
//   invisible text (render mode 3) in the same place and width, one unshaped glyph per letter from the same face, in a
//   font resource of its own whose ToUnicode names each glyph's letter, inside a marked-content span whose ActualText
//   is the run's letters. Readers that honour ActualText (Acrobat, Chromium, poppler) take that; pdf.js, which does
//   not, reads the invisible glyphs in order. Either way copy, search and screen readers get the letters as typed.
import layoutDocument from '@react-pdf/layout'
import renderPdf from '@react-pdf/render'
import { Font, pdf } from '@react-pdf/renderer'
import PDFDocument from 'pdfkit'

/** Rounded as PDF content wants numbers: no exponents, no long fractions. */
const num = (n) => String(Math.round(n * 1e4) / 1e4)
const hex4 = (n) => n.toString(16).padStart(4, '0')

/** The PDF's bytes for a react-pdf `<Document>` element. */
export async function renderWithTextLayer(element) {
  const { container } = pdf(element)
  const props = container.document.props ?? {}
  const layout = await layoutDocument(container.document, Font)
  const ctx = new PDFDocument({
    compress: true,
    // Marked content with ActualText is PDF 1.5; react-pdf would write 1.3.
    pdfVersion: '1.7',
    lang: props.language,
    displayTitle: true,
    autoFirstPage: false,
    info: Object.fromEntries(
      Object.entries({ Title: props.title, Author: props.author, Creator: props.creator, Producer: props.producer, CreationDate: new Date() }).filter(
        ([, value]) => value != null,
      ),
    ),
  })
  const chunks = []
  const done = new Promise((resolve, reject) => {
    ctx.on('data', (chunk) => chunks.push(chunk))
    ctx.on('end', () => resolve(Buffer.concat(chunks)))
    ctx.on('error', reject)
  })
  ctx.glyphs = drawRun(ctx, lettersOfRuns(layout))
  renderPdf(ctx, layout)
  return done
}

/**
 * Each run's letters, keyed by its positions array: that array, and no copy of it, is what @react-pdf's renderer
 * hands the glyph hook for the run, so the key is exact.
 */
function lettersOfRuns(node, letters = new WeakMap()) {
  for (const line of node.lines ?? []) {
    for (const run of line.runs ?? []) if (run.positions) letters.set(run.positions, line.string.slice(run.start, run.end))
  }
  for (const child of node.children ?? []) lettersOfRuns(child, letters)
  return letters
}

function drawRun(ctx, letters) {
  const outlines = new Map()
  const hiddenFonts = new Map()
  let outlineCount = 0

  /** A glyph's outline as a form XObject of the page, made once per document and glyph. */
  function outlineName(font, glyph) {
    const key = `${font.id}/${glyph.id}`
    let outline = outlines.get(key)
    if (!outline) {
      const ref = ctx.ref({ Type: 'XObject', Subtype: 'Form', BBox: [font.font.bbox.minX, font.font.bbox.minY, font.font.bbox.maxX, font.font.bbox.maxY] })
      ref.end(pathOperators(glyph.path.commands))
      outline = { name: `Gl${++outlineCount}`, ref }
      outlines.set(key, outline)
    }
    if (ctx.page.xobjects[outline.name] == null) ctx.page.xobjects[outline.name] = outline.ref
    return outline.name
  }

  /**
   * A second embedding of the face for the invisible letters: its subset holds only each letter's own glyph, so its
   * ToUnicode maps each glyph to its letter and nothing the shaped text put there can contradict it.
   */
  function hiddenFontOf(font) {
    let hidden = hiddenFonts.get(font.id)
    if (!hidden) {
      const EmbeddedFont = font.constructor
      hidden = new EmbeddedFont(ctx, font.font, `F${++ctx._fontCount}`)
      // pdfkit embeds, at the end, the fonts it holds by name.
      ctx._fontFamilies[`text layer of ${font.id}`] = hidden
      hiddenFonts.set(font.id, hidden)
    }
    if (ctx.page.fonts[hidden.id] == null) ctx.page.fonts[hidden.id] = hidden.ref()
    return hidden
  }

  /** Adds a glyph to a font's subset, recording its width and, the first time, the letters it names. */
  function encode(font, glyph, codePoints) {
    const gid = font.subset.includeGlyph(glyph.id)
    font.widths[gid] ??= glyph.advanceWidth * font.scale
    font.unicode[gid] ??= codePoints
    return gid
  }

  /**
   * Whether the glyphs, read the way a reader reads them (each subset glyph's recorded letters), give the run's text,
   * each glyph naming at least one letter.
   */
  function readsAsTyped(font, glyphs, text) {
    let read = ''
    for (const glyph of glyphs) {
      const gid = font.subset.mapping?.[glyph.id]
      const named = (gid != null && font.unicode[gid]) || glyph.codePoints
      // A glyph that names no letter (ई is drawn as इ and a second glyph) is read as whatever its code happens to be.
      if (named.length === 0) return false
      read += String.fromCodePoint(...named)
    }
    return read === text
  }

  // Every face the maker draws with is registered and embedded (Noto Sans, Noto Sans Devanagari): PDF's standard 14
  // fonts, which have no subset, never reach this hook.
  return function glyphs(glyphs, positions, x, y) {
    const font = ctx._font
    const size = ctx._fontSize
    const text = letters.get(positions)
    // The pen position of each glyph along the run, as @react-pdf places them: its advances, in points.
    const pens = []
    let pen = x
    for (const position of positions) {
      pens.push(pen)
      pen += position.xAdvance
    }
    const baseline = ctx.page.height - y
    ctx.save()
    // PDF's own coordinates (y up), as react-pdf draws text.
    ctx.transform(1, 0, 0, -1, 0, ctx.page.height)

    if (text === undefined || (!/\p{M}/u.test(text) && readsAsTyped(font, glyphs, text))) {
      // Text as text: one TJ with the advances the layout gave (kerning, letter spacing) as adjustments.
      if (ctx.page.fonts[font.id] == null) ctx.page.fonts[font.id] = font.ref()
      const parts = []
      glyphs.forEach((glyph, i) => {
        const gid = encode(font, glyph, glyph.codePoints)
        const adjust = font.widths[gid] - (positions[i].xAdvance * 1000) / size
        parts.push(`<${hex4(gid)}>`)
        if (Math.abs(adjust) > 1e-3) parts.push(num(adjust))
      })
      ctx.addContent(`BT 1 0 0 1 ${num(x)} ${num(baseline)} Tm /${font.id} ${num(size)} Tf [${parts.join(' ')}] TJ ET`)
      ctx.restore()
      return
    }

    // The shaped glyphs, drawn as outlines in the current fill colour.
    const scale = size / font.font.unitsPerEm
    const drawn = []
    glyphs.forEach((glyph, i) => {
      if (glyph.path.commands.length) drawn.push(`q ${num(scale)} 0 0 ${num(scale)} ${num(pens[i])} ${num(baseline)} cm /${outlineName(font, glyph)} Do Q`)
    })
    ctx.addContent(drawn.join('\n'))

    // The letters, invisible, stretched over the run's width so a selection covers what is drawn.
    const hidden = hiddenFontOf(font)
    const codes = []
    let natural = 0
    for (const letter of text) {
      const codePoint = letter.codePointAt(0)
      const glyph = font.font.glyphForCodePoint(codePoint)
      codes.push(hex4(encode(hidden, glyph, [codePoint])))
      natural += glyph.advanceWidth * scale
    }
    const stretch = natural > 0 ? (100 * (pen - x)) / natural : 100
    ctx.markContent('Span', { actual: text })
    ctx.addContent(`BT 3 Tr ${num(stretch)} Tz 1 0 0 1 ${num(x)} ${num(baseline)} Tm /${hidden.id} ${num(size)} Tf <${codes.join('')}> Tj ET`)
    ctx.endMarkedContent()
    ctx.restore()
  }
}

/**
 * A glyph outline (fontkit's path commands, font units, y up) as PDF path operators, filled by the non-zero rule.
 * Whole font units are a thousandth of the type size: finer would only make the file bigger.
 */
function pathOperators(commands) {
  const ops = []
  const at = (x, y) => `${Math.round(x)} ${Math.round(y)}`
  let cx = 0
  let cy = 0
  for (const { command, args } of commands) {
    switch (command) {
      case 'moveTo':
      case 'lineTo':
        ;[cx, cy] = args
        ops.push(`${at(cx, cy)} ${command === 'moveTo' ? 'm' : 'l'}`)
        break
      case 'quadraticCurveTo': {
        // PDF has cubic curves only: the same curve with control points two thirds of the way to the quadratic one.
        const [qx, qy, x, y] = args
        ops.push(`${at(cx + (2 / 3) * (qx - cx), cy + (2 / 3) * (qy - cy))} ${at(x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y))} ${at(x, y)} c`)
        ;[cx, cy] = [x, y]
        break
      }
      case 'bezierCurveTo':
        ops.push(`${at(args[0], args[1])} ${at(args[2], args[3])} ${at(args[4], args[5])} c`)
        ;[cx, cy] = args.slice(4)
        break
      case 'closePath':
        ops.push('h')
        break
    }
  }
  ops.push('f')
  return ops.join(' ')
}
