// The verification and password-reset mails, in the customer's language where the site has it (English, Hindi).
// Links lead to the site's own pages (/auth/verify, /auth/reset), never to the CMS admin.
import enMail from '../locales/en/mail'
import hiMail from '../locales/hi/mail'
import { localeForLanguage } from '../i18n/locale'
import { getEnv } from './env.server'
import { escapeHtml, fillPlaceholders as fill } from './html'
import type { Locale } from './locales.mjs'

type Recipient = { fullName?: string | null; preferredLanguage?: string | null }

// The words are the `mail` catalogue's (app/locales); read directly, since Payload renders these outside any request.
const copy = { en: enMail, hi: hiMail } satisfies Record<Locale, typeof enMail>

/** The recipient's preferred language where the site is translated into it, else English (ADR 056). */
function mailLanguage(user: Recipient | undefined): Locale {
  return localeForLanguage(user?.preferredLanguage)
}

function layout(language: Locale, user: Recipient | undefined, lead: string, action: string, url: string): string {
  const t = copy[language]
  const greeting = fill(t.greeting, { name: user?.fullName?.trim() || t.friend })
  const href = escapeHtml(url)
  return `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1e1b4b;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${href}" style="display:inline-block;background:#4c1d95;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(t.fallback)}<br>${href}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(t.ignore)}</p>
</body></html>`
}

const siteUrl = (path: string, params: Record<string, string>) => `${getEnv().APP_URL.replace(/\/$/, '')}${path}?${new URLSearchParams(params)}`

/** `returnTo`: the same-site page the visitor was going to when they signed up; the link brings them back to it. */
export function verificationMail(user: Recipient | undefined, token: string, returnTo?: string) {
  const language = mailLanguage(user)
  const t = copy[language]
  const link = siteUrl('/auth/verify', returnTo ? { token, redirectTo: returnTo } : { token })
  return { subject: t.verify.subject, html: layout(language, user, t.verify.lead, t.verify.action, link) }
}

/** The one-time sign-in link for a customer whose password sign-in is held back (ADR 166). */
export function signInLinkMail(user: Recipient | undefined, token: string) {
  const language = mailLanguage(user)
  const t = copy[language]
  return { subject: t.signInLink.subject, html: layout(language, user, t.signInLink.lead, t.signInLink.action, siteUrl('/auth/link', { token })) }
}

export function passwordResetMail(user: Recipient | undefined, token: string) {
  const language = mailLanguage(user)
  const t = copy[language]
  return { subject: t.reset.subject, html: layout(language, user, t.reset.lead, t.reset.action, siteUrl('/auth/reset', { token })) }
}
