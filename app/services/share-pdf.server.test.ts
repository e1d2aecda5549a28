// The PDF maker's process (ADR 146): a child process at a lower CPU priority than the site, one PDF at a
// time with a bounded queue, a time limit, and a fresh process after a crash; each customer's fair share of it (ADR 159).
// Real renders: each test waits only for the PDFs themselves, never for a clock.
import os from 'node:os'
import zlib from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RENDER_LIMITS, resetRateLimits } from '../utils/rate-limit.server'
import { PdfUnavailableError, pdfMakerPid, pdfMakerTimes, renderReadingPdf as renderFor, type PdfDocument } from './share-pdf.server'

let made = 0
let customers = 0
/** A PDF for a customer of its own, so that only the tests about one customer's share meet that share. */
const renderReadingPdf = (doc: PdfDocument) => renderFor(doc, `customer-${++customers}`)
type Times = { sent: number; answered: number }
/** A document no earlier test asked for, so it is really rendered rather than taken from the cache. */
function freshDocument(): PdfDocument {
  made += 1
  return {
    lang: 'en',
    title: `Test reading ${made}`,
    brand: 'Cosmic Insights',
    headline: `Test reading ${made} ${Date.now()}`,
    score: '7',
    scoreLabel: 'Life path number',
    sections: [{ heading: 'Overview', body: 'A calm day.\nTalk early.' }],
    footer: 'Made by Cosmic Insights',
  }
}

const failureOf = async (job: Promise<unknown>) => {
  const error = await job.then(
    () => null,
    (reason: unknown) => reason,
  )
  return error instanceof PdfUnavailableError ? error.code : error
}

// No rest between PDFs (ADR 152) unless a test asks for it: the tests would only wait longer.
beforeEach(() => {
  process.env.PDF_REST_RATIO = '0'
  resetRateLimits()
})

afterEach(() => {
  delete process.env.PDF_MAX_QUEUED
  delete process.env.PDF_TIMEOUT_MS
  delete process.env.PDF_REST_RATIO
})

// Real processes, started at a low priority: on a busy machine each start and render can take seconds.
describe('the PDF maker', { timeout: 60_000 }, () => {
  it('runs in a process of its own at a lower CPU priority than the site', async () => {
    const pdf = await renderReadingPdf(freshDocument())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const pid = pdfMakerPid()
    expect(pid).not.toBeNull()
    expect(pid).not.toBe(process.pid)
    expect(os.getPriority(pid!)).toBeGreaterThanOrEqual(Math.min(19, os.getPriority() + 10))
  })

  it('makes one PDF at a time and refuses at once, as busy, what the full queue cannot hold', async () => {
    process.env.PDF_MAX_QUEUED = '2'
    const jobs = Array.from({ length: 5 }, () => renderReadingPdf(freshDocument()))
    const outcomes = await Promise.all(jobs.map(failureOf))
    // One rendering and two waiting are made; the fourth and fifth are turned away without waiting for them.
    expect(outcomes).toEqual([null, null, null, 'busy', 'busy'])
  })

  it('fails only the job a crashed maker held, and makes the next one in a fresh process', async () => {
    const held = renderReadingPdf(freshDocument())
    const waiting = renderReadingPdf(freshDocument())
    const first = pdfMakerPid()!
    process.kill(first, 'SIGKILL')
    expect(await failureOf(held)).toBe('crashed')
    expect((await waiting).subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfMakerPid()).not.toBe(first)
  })

  it('stops a PDF that runs over the time limit, and the next one is made', async () => {
    process.env.PDF_TIMEOUT_MS = '1'
    const timedOut = renderReadingPdf(freshDocument())
    const stuck = pdfMakerPid()!
    expect(await failureOf(timedOut)).toBe('timeout')
    delete process.env.PDF_TIMEOUT_MS
    expect((await renderReadingPdf(freshDocument())).subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfMakerPid()).not.toBe(stuck)
  })

  it('rests after each PDF for PDF_REST_RATIO times as long as it took, whether the next one queued or came later', async () => {
    process.env.PDF_REST_RATIO = '3'
    await Promise.all([renderReadingPdf(freshDocument()), renderReadingPdf(freshDocument())])
    await renderReadingPdf(freshDocument())
    const [first, second, third] = pdfMakerTimes().slice(-3) as [Times, Times, Times]
    // Timers never fire early; a millisecond of rounding between the two clocks is allowed.
    expect(second.sent - first.answered).toBeGreaterThanOrEqual(3 * (first.answered - first.sent) - 1)
    expect(third.sent - second.answered).toBeGreaterThanOrEqual(3 * (second.answered - second.sent) - 1)
  })

  it('gives each customer one PDF at a time: twelve of one customer’s in flight leave another customer’s PDF made', async () => {
    // The default queue (one being made, eight waiting) that one customer alone used to fill.
    const flood = Array.from({ length: 12 }, () => failureOf(renderFor(freshDocument(), 'customer-flooding')))
    expect(await failureOf(renderFor(freshDocument(), 'customer-waiting'))).toBeNull()
    // The first is made; the other eleven are refused at once as that customer's own, never as the site being busy.
    expect(await Promise.all(flood)).toEqual([null, ...Array.from({ length: 11 }, () => 'one-at-a-time')])
  })

  it('lets the same PDF asked for again while it is made join the one being made', async () => {
    const doc = freshDocument()
    const before = pdfMakerTimes().at(-1)
    const [first, again] = await Promise.all([renderFor(doc, 'customer-twice'), renderFor({ ...doc }, 'customer-twice')])
    expect(again).toBe(first)
    // One render: the second request waited for the first.
    expect(pdfMakerTimes().at(-2)).toBe(before)
  })

  it('makes a handful of new PDFs per customer in ten minutes, then says when to come back', async () => {
    const { max, windowMs } = RENDER_LIMITS.pdf
    expect(windowMs).toBe(10 * 60_000)
    const first = freshDocument()
    expect(await failureOf(renderFor(first, 'customer-many'))).toBeNull()
    for (let i = 1; i < max; i++) expect(await failureOf(renderFor(freshDocument(), 'customer-many'))).toBeNull()
    const refused = await renderFor(freshDocument(), 'customer-many').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PdfUnavailableError)
    expect((refused as PdfUnavailableError).code).toBe('too-many')
    expect((refused as PdfUnavailableError).retryAfterSeconds).toBeGreaterThan(0)
    // A PDF made before comes from memory, and another customer has a share of their own.
    expect(await failureOf(renderFor(first, 'customer-many'))).toBeNull()
    expect(await failureOf(renderFor(freshDocument(), 'customer-other'))).toBeNull()
  })

  it('refuses a limit that is not a whole number in range, naming the setting', async () => {
    process.env.PDF_MAX_QUEUED = 'many'
    await expect(renderReadingPdf(freshDocument())).rejects.toThrow(/PDF_MAX_QUEUED/)
  })
})

/** The words a PDF reader finds (pdf.js, Firefox's reader): its text items in order, a line's end as a space. */
async function wordsReadFrom(pdf: Buffer): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise
  let text = ''
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? ' ' : '')
    text += ' '
  }
  // Split at spaces only: a glyph a reader cannot name comes out as a control character, which must stay in its word.
  return text.split(/ +/).filter(Boolean)
}

/**
 * The ActualText of each marked-content span on the PDF's pages: the text Acrobat, Chromium and poppler take for a
 * span in place of its glyphs. pdfkit writes it as a literal string of UTF-16BE with a byte-order mark.
 */
function actualTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }
  const texts: string[] = []
  for (const stream of raw.matchAll(/stream\r?\n/g)) {
    const start = stream.index + stream[0].length
    let content: string
    try {
      content = zlib.inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1')
    } catch {
      continue // not a compressed stream (font files are compressed too, and have no spans)
    }
    for (const [, literal] of content.matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/gs)) {
      const bytes = literal!.replace(/\\([0-7]{1,3}|.)/gs, (_, e: string) => (/^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : (escapes[e] ?? e)))
      texts.push(Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le'))
    }
  }
  return texts
}

const wordsOf = (doc: PdfDocument) =>
  [doc.brand, doc.headline, doc.score, doc.scoreLabel, ...doc.sections.flatMap((s) => [s.heading, s.body]), doc.footer]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean)

// copying, searching or reading aloud a Hindi PDF gives its words in letter order, not in the order the
// glyphs are drawn (the vowel sign ि is drawn before its consonant, a reph after the letters it sits above).
describe('the PDF’s text layer', { timeout: 60_000 }, () => {
  it('reads back every Hindi word in letter order: ि, reph, conjuncts, and a paragraph that wraps', async () => {
    const doc: PdfDocument = {
      lang: 'hi',
      title: 'भविष्यफल',
      brand: 'कॉस्मिक इनसाइट्स',
      headline: `नई दिशा: आपका भविष्यफल ${made++}`,
      score: '७',
      scoreLabel: 'मूलांक',
      sections: [
        { heading: 'कर्म और धर्म', body: 'नई सुबह, सूर्य की शक्ति से आपकी क्षमता बढ़ेगी।\nज्ञान, मित्र और स्त्री-पुरुष दोनों के लिए दृष्टि साफ़ रहेगी।' },
        {
          heading: 'विस्तार से',
          body: Array.from(
            { length: 6 },
            () => 'आज किसी पुराने मित्र से मुलाक़ात हो सकती है, जिससे आपके विचारों को नई दिशा मिलेगी और परिवार में विश्वास गहरा होगा।',
          ).join(' '),
        },
      ],
      footer: 'कॉस्मिक इनसाइट्स द्वारा बनाया गया',
    }
    const pdf = await renderReadingPdf(doc)
    expect(await wordsReadFrom(pdf)).toEqual(wordsOf(doc))
    // Readers that take a span's ActualText get the same letters.
    const spans = actualTexts(pdf)
    for (const word of ['भविष्यफल', 'कर्म', 'धर्म', 'सूर्य', 'क्षमता', 'ज्ञान', 'मित्र', 'स्त्री', 'विचारों', 'में']) expect(spans).toContain(word)
  })

  it('reads back an English PDF word for word, as before', async () => {
    const doc = freshDocument()
    doc.sections.push({ heading: 'Career', body: Array.from({ length: 8 }, () => 'Efficient office work brings a fine reward.').join(' ') })
    expect(await wordsReadFrom(await renderReadingPdf(doc))).toEqual(wordsOf(doc))
  })
})
