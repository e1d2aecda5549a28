// GET /share/pdf/:kind/:id (ADR 125): the whole reading as a PDF, for its owner only, in their language.
import { data } from 'react-router'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { unavailableAnswer } from '../services/fair-share.server'
import { today, userZone } from '../services/lucky.server'
import { pdfDownload, PdfUnavailableError, renderReadingPdf } from '../services/share-pdf.server'
import { readingForPdf } from '../services/sharing.server'
import { requireUser } from '../utils/auth.server'
import { longDate } from '../utils/dates'
import type { Route } from './+types/share-pdf'

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const locale = await getLocale(request)
  const reading = await readingForPdf(user, params.kind, params.id, locale)
  // Not the customer's, gone, or a malformed address: the same 404, which says nothing of whose a reading is.
  if (!reading) throw data(null, { status: 404 })
  const t = await getFixedT(locale, 'share')
  // "Made on" the customer's day: their browser's zone from the cookie, else India's (ADRs 085, 186).
  const madeOn = today(userZone({ cookie: request.headers.get('Cookie'), profileZone: null })).date
  let pdf: Buffer
  try {
    pdf = await renderReadingPdf(
      {
        lang: locale,
        title: reading.headline,
        brand: t('brand'),
        headline: reading.headline,
        score: reading.score,
        scoreLabel: reading.scoreLabel,
        sections: reading.sections,
        footer: t('pdf.madeOn', { date: longDate(madeOn, locale) }),
      },
      `user:${user.id}`,
    )
  } catch (error) {
    if (!(error instanceof PdfUnavailableError)) throw error
    // The PDF maker is full, or this PDF ran over its time or crashed it (ADR 146), or the customer's own share is used
    // up (ADR 159): a plain message, and a time to come back after, rather than an error page; nothing was stored.
    return unavailableAnswer(error, (key, count) => t(`pdf.${key}`, { count }))
  }
  return pdfDownload(pdf, `cosmic-insights-${params.kind}-${params.id}.pdf`)
}
