// The customer hears of every change to their booking, in their language: received, confirmed (with a
// calendar invitation), cancelled (saying by whom), completed, and the day-before reminder the jobs queue sends.
// The words are the `consultations` catalogue's; read directly, as Payload runs these hooks outside any site request.
import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'
import type { Consultation } from '../../payload-types'
import enCopy from '../../app/locales/en/consultations'
import hiCopy from '../../app/locales/hi/consultations'
import enMail from '../../app/locales/en/mail'
import hiMail from '../../app/locales/hi/mail'
import { localeForLanguage } from '../../app/i18n/locale'
import { intlLocale } from '../../app/utils/dates'
import { getEnv } from '../../app/utils/env.server'
import { escapeHtml, fillPlaceholders as fill } from '../../app/utils/html'
import type { Locale } from '../../app/utils/locales.mjs'
import { consultationIcs } from './ics'

export type ConsultationMail = 'received' | 'confirmed' | 'cancelled' | 'completed' | 'reminder'

const copy = { en: { ...enCopy.mail, types: enCopy.types, base: enMail }, hi: { ...hiCopy.mail, types: hiCopy.types, base: hiMail } } satisfies Record<
  Locale,
  unknown
>

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number | string }).id : (value as number | string))

/** The mail for one booking, as its customer reads it. */
function renderConsultationMail(
  kind: ConsultationMail,
  booking: Pick<Consultation, 'id' | 'startsAt' | 'duration' | 'type' | 'price' | 'timeZone' | 'cancelledBy'>,
  customer: { fullName?: string | null; preferredLanguage?: string | null },
  astrologerName: string,
) {
  const language = localeForLanguage(customer.preferredLanguage)
  const t = copy[language]
  const startsAt = Date.parse(booking.startsAt)
  const zone = booking.timeZone || 'Asia/Kolkata'
  const tag = intlLocale(language)
  const date = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).format(startsAt)
  const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(startsAt)
  const type = t.types[booking.type]
  const price = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(booking.price ?? 0)
  const when = fill(t.when, { date, time, zone })
  const values = { astrologer: astrologerName, type, when, duration: booking.duration, price }
  const paragraphs =
    kind === 'cancelled'
      ? [fill(booking.cancelledBy === 'customer' ? t.cancelled.byCustomer : t.cancelled.byStaff, values), fill(t.details, values), t.cancelled.refund]
      : [fill(t[kind].lead, values), fill(t.details, values)]
  const link = `${getEnv().APP_URL.replace(/\/$/, '')}/consultations`
  const greeting = fill(t.base.greeting, { name: customer.fullName?.trim() || t.base.friend })
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1e1b4b;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4c1d95;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t.view)}</a></p>
</body></html>`
  const text = [greeting, '', ...paragraphs, '', `${t.view}: ${link}`].join('\n') + '\n'
  const mail: { subject: string; html: string; text: string; attachments?: { filename: string; content: string; contentType: string }[] } = {
    subject: t[kind].subject,
    html,
    text,
  }
  if (kind === 'confirmed') {
    const env = getEnv()
    const ics = consultationIcs({
      uid: `consultation-${booking.id}@${new URL(env.APP_URL).hostname}`,
      startsAt,
      durationMinutes: booking.duration,
      summary: fill(t.summary, values),
      description: fill(t.details, values),
      organizerEmail: env.MAIL_FROM_ADDRESS,
      organizerName: env.MAIL_FROM_NAME,
      url: link,
    })
    mail.attachments = [{ filename: 'consultation.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }]
  }
  return mail
}

/**
 * The day-before reminder as a notification (ADR 267), in the customer's language: the mail's subject and first line,
 * opening the consultations page; tagged with the booking, so a second delivery replaces the first.
 */
export function reminderNotice(
  booking: Pick<Consultation, 'id' | 'startsAt' | 'duration' | 'type' | 'price' | 'timeZone' | 'cancelledBy'>,
  customer: { fullName?: string | null; preferredLanguage?: string | null },
  astrologerName: string,
): { title: string; body: string; url: string; lang: string; tag: string } {
  const mail = renderConsultationMail('reminder', booking, customer, astrologerName)
  const lead = mail.text.split('\n')[2] ?? ''
  return { title: mail.subject, body: lead, url: '/consultations', lang: localeForLanguage(customer.preferredLanguage), tag: `consultation-${booking.id}` }
}

/** The customer and the astrologer of a booking, as its mails and notices name them; either may be gone (null). */
export async function bookingParties(payload: Payload, booking: Consultation, req?: PayloadRequest) {
  const customer = await payload.findByID({ collection: 'users', id: idOf(booking.user), depth: 0, overrideAccess: true, disableErrors: true, req })
  const astrologer = await payload.findByID({
    collection: 'astrologers',
    id: idOf(booking.astrologer),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return { customer, astrologer }
}

/** Sends one mail about a booking to its customer. A mail server that fails is logged; the booking stands. */
export async function sendConsultationMail(payload: Payload, kind: ConsultationMail, booking: Consultation, req?: PayloadRequest): Promise<boolean> {
  const { customer, astrologer } = await bookingParties(payload, booking, req)
  if (!customer?.email) return false
  const mail = renderConsultationMail(kind, booking, customer, astrologer?.name ?? '')
  try {
    await payload.sendEmail({ to: customer.email, ...mail })
    return true
  } catch (error) {
    payload.logger.error({ err: error, msg: `The ${kind} mail of consultation ${booking.id} was not sent` })
    return false
  }
}

export const mailConsultationChange: CollectionAfterChangeHook<Consultation> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'create') await sendConsultationMail(req.payload, 'received', doc, req)
  else if (previousDoc && previousDoc.status !== doc.status && doc.status !== 'pending') await sendConsultationMail(req.payload, doc.status, doc, req)
  return doc
}
