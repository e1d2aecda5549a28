import { data, redirect } from 'react-router'
import { NewsletterSchema } from '../schemas/newsletter'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { getSiteSettings } from '../services/content.server'
import { subscribeToNewsletter } from '../services/inbox.server'
import { requestText } from '../utils/form-text.server'
import { clientAddress, limitForm } from '../utils/rate-limit.server'
import type { Route } from './+types/newsletter'

/** Scripts ask for JSON; a browser without JavaScript posts the form and is sent back to the landing page. */
const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json')

export async function action({ request, context }: Route.ActionArgs) {
  const json = wantsJson(request)
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'home')
  const form = await request.formData().catch(() => null)
  const parsed = NewsletterSchema.safeParse({ email: form?.get('email') ?? '', source: form?.get('source') ?? undefined })
  if (!parsed.success) {
    // A bad address is the visitor's; any other refusal comes from a form that was tampered with, and says so.
    const issue = parsed.error.issues[0]
    // The schema's message is a validation-catalogue key (ADR 055), read here in the page's language.
    const error = issue.path[0] === 'email' ? t('newsletter.invalid') : (await requestText(locale)).read(issue.message)
    return json ? data({ ok: false as const, error }, { status: 400 }) : redirect(`/?newsletter=invalid#newsletter`, 303)
  }
  // Anyone may sign up, so each client address may store only a few sign-ups an hour.
  const verdict = await limitForm('newsletter', clientAddress(context))
  if (!verdict.ok) {
    const error = t('newsletter.wait', { count: Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60)) })
    return json ? data({ ok: false as const, error }, { status: 429 }) : redirect('/?newsletter=limited#newsletter', 303)
  }
  try {
    await subscribeToNewsletter(parsed.data, parsed.data.source)
  } catch (error) {
    console.error('Newsletter sign-up failed', error)
    return json ? data({ ok: false as const, error: t('newsletter.tryLater') }, { status: 503 }) : redirect('/?newsletter=failed#newsletter', 303)
  }
  if (!json) return redirect('/?newsletter=subscribed#newsletter', 303)
  const { newsletter } = await getSiteSettings(locale)
  return { ok: true as const, title: newsletter.successTitle, description: newsletter.successBody }
}

// A direct visit has nothing to show; the form lives on the landing page.
export function loader() {
  throw redirect('/#newsletter')
}
