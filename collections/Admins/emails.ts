// The staff mails: invitations (ADR 071) and the admin's forgot-password link. Staff have no language setting and the
// admin is in English, so each mail says everything in English and then in Hindi (ADR 082), from the `mail` catalogue
// of each language. Payload renders the reset mail outside any site request: the catalogues are read directly.
import enMail from '../../app/locales/en/mail'
import hiMail from '../../app/locales/hi/mail'
import { getEnv } from '../../app/utils/env.server'
import { escapeHtml, fillPlaceholders as fill } from '../../app/utils/html'
import type { Locale } from '../../app/utils/locales.mjs'
import { STAFF_PASSWORD_MIN } from '../access/passwords'

/** English first: it is the language of the admin the link opens. */
const LANGUAGES: [Locale, typeof enMail][] = [
  ['en', enMail],
  ['hi', hiMail],
]

/** What one language says: its paragraphs, the button, and the closing line. */
type Words = { paragraphs: string[]; action: string; ignore: string }

/** One mail holding every language's words in turn, the same link in each. */
function bilingualMail(name: string, link: string, words: (t: typeof enMail) => Words & { subject: string }) {
  const href = escapeHtml(link)
  const parts = LANGUAGES.map(([language, t]) => ({ language, t, ...words(t), greeting: fill(t.greeting, { name: name.trim() || t.friend }) }))
  const sections = parts.map(
    ({ language, t, greeting, paragraphs, action, ignore }) => `<div lang="${language}">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
<p><a href="${href}" style="display:inline-block;background:#4c1d95;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(t.fallback)}<br>${href}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(ignore)}</p>
</div>`,
  )
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1e1b4b;line-height:1.5">
${sections.join('\n<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">\n')}
</body></html>`
  const text = parts.map(({ greeting, paragraphs, ignore }) => [greeting, '', ...paragraphs, '', link, '', ignore].join('\n')).join('\n\n———\n\n') + '\n'
  return { subject: parts.map((part) => part.subject).join(' / '), html, text }
}

type Invitation = { name: string; role: 'admin' | 'editor'; invitedBy: string; link: string; days: number }

export function invitationMail({ name, role, invitedBy, link, days }: Invitation) {
  return bilingualMail(name, link, (t) => ({
    subject: t.staff.invite.subject,
    paragraphs: [
      fill(role === 'admin' ? t.staff.invite.leadAdmin : t.staff.invite.leadEditor, { inviter: invitedBy || t.staff.invite.someone }),
      fill(t.staff.invite.step, { min: STAFF_PASSWORD_MIN, days }),
    ],
    action: t.staff.invite.action,
    ignore: t.staff.invite.ignore,
  }))
}

/** The admin's forgot-password mail; its link opens the admin's own reset screen, which applies the staff rule. */
export function staffPasswordResetMail(staff: { name?: string | null } | undefined, token: string) {
  const link = `${getEnv().APP_URL.replace(/\/$/, '')}/admin/reset/${token}`
  return bilingualMail(staff?.name ?? '', link, (t) => ({
    subject: t.staff.reset.subject,
    paragraphs: [t.staff.reset.lead],
    action: t.staff.reset.action,
    ignore: t.staff.reset.ignore,
  }))
}
