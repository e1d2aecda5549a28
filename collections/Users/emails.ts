// The verification and password-reset mails, in the customer's language where we have one (English, Hindi).
// Links lead to the site's own pages (/auth/verify, /auth/reset), never to the CMS admin.
import { getEnv } from '../../app/utils/env.server'

type MailLanguage = 'en' | 'hi'
type Recipient = { fullName?: string | null; preferredLanguage?: string | null }

const copy = {
  en: {
    verifySubject: 'Confirm your e-mail for Cosmic Insights',
    verifyLead: 'Welcome to Cosmic Insights! Please confirm your e-mail address to finish creating your account.',
    verifyAction: 'Confirm my e-mail',
    resetSubject: 'Reset your Cosmic Insights password',
    resetLead: 'We received a request to reset your password. The link works for one hour.',
    resetAction: 'Choose a new password',
    greeting: (name: string) => `Namaste ${name},`,
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
    fallback: 'If the button does not work, copy this address into your browser:',
  },
  hi: {
    verifySubject: 'Cosmic Insights के लिए अपना ई-मेल पुष्ट करें',
    verifyLead: 'Cosmic Insights में आपका स्वागत है! खाता बनाना पूरा करने के लिए कृपया अपना ई-मेल पता पुष्ट करें।',
    verifyAction: 'मेरा ई-मेल पुष्ट करें',
    resetSubject: 'अपना Cosmic Insights पासवर्ड बदलें',
    resetLead: 'हमें आपका पासवर्ड बदलने का अनुरोध मिला है। यह लिंक एक घंटे तक काम करेगा।',
    resetAction: 'नया पासवर्ड चुनें',
    greeting: (name: string) => `नमस्ते ${name},`,
    ignore: 'अगर आपने यह अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें।',
    fallback: 'अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें:',
  },
} satisfies Record<MailLanguage, unknown>

function mailLanguage(user: Recipient | undefined): MailLanguage {
  return user?.preferredLanguage === 'hi' ? 'hi' : 'en'
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

function layout(language: MailLanguage, user: Recipient | undefined, lead: string, action: string, url: string): string {
  const t = copy[language]
  const name = escapeHtml(user?.fullName?.trim() || (language === 'hi' ? 'मित्र' : 'friend'))
  const href = escapeHtml(url)
  return `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1e1b4b;line-height:1.5">
<p>${t.greeting(name)}</p>
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
  return { subject: t.verifySubject, html: layout(language, user, t.verifyLead, t.verifyAction, link) }
}

export function passwordResetMail(user: Recipient | undefined, token: string) {
  const language = mailLanguage(user)
  const t = copy[language]
  return { subject: t.resetSubject, html: layout(language, user, t.resetLead, t.resetAction, siteUrl('/auth/reset', { token })) }
}
