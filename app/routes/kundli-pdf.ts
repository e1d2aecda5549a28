// GET /kundli/pdf (ADR 254): the deeper kundli as a PDF, for the signed-in customer only, in their language.
import { kundliPdfSections } from '../components/kundli/kundli-pdf'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { unavailableAnswer } from '../services/fair-share.server'
import { kundliRemedies, kundliView, type KundliView } from '../services/kundli.server'
import { today, userZone } from '../services/lucky.server'
import { requireProfile } from '../services/profile-gate.server'
import { pdfDownload, PdfUnavailableError, renderReadingPdf } from '../services/share-pdf.server'
import { rashiKey } from '../utils/astrology-names'
import { longDate } from '../utils/dates'
import type { Route } from './+types/kundli-pdf'

export async function loader({ request }: Route.LoaderArgs) {
  const { user, profile } = await requireProfile(request)
  const locale = await getLocale(request)
  const [t, ts] = await Promise.all([getFixedT<['kundli', 'astrology']>(locale, ['kundli', 'astrology']), getFixedT(locale, 'share')])
  let view: KundliView
  try {
    view = kundliView(profile, new Date())
  } catch (error) {
    // As the page says it (ADR 235): a plain 503, never an error page.
    console.error('Computing the kundli failed', error)
    return new Response(t('failed'), { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  }
  const remedies = await kundliRemedies(view, locale)
  const zone = profile.place.timeZone
  const madeOn = today(userZone({ cookie: request.headers.get('Cookie'), profileZone: zone })).date
  const reference = view.ascendant ? { sign: view.ascendant.sign, label: t('pdf.lagna') } : { sign: view.moonSign, label: t('pdf.moonSign') }
  let pdf: Buffer
  try {
    pdf = await renderReadingPdf(
      {
        lang: locale,
        title: t('pdf.title', { name: profile.fullName }),
        brand: ts('brand'),
        headline: t('pdf.title', { name: profile.fullName }),
        score: t(`astrology:${rashiKey(reference.sign)}`),
        scoreLabel: reference.label,
        sections: kundliPdfSections(view, remedies, t, locale, zone),
        footer: ts('pdf.madeOn', { date: longDate(madeOn, locale) }),
      },
      `user:${user.id}`,
    )
  } catch (error) {
    if (!(error instanceof PdfUnavailableError)) throw error
    // The maker is full or failed, or the customer's own share is used up (ADRs 146, 159): a plain message and when
    // to come back, never an error page.
    return unavailableAnswer(error, (key, count) => ts(`pdf.${key}`, { count }))
  }
  return pdfDownload(pdf, 'cosmic-insights-kundli.pdf')
}
