import { data, redirect } from 'react-router'
import { NewsletterSchema } from '../schemas/newsletter'
import { getLocale } from '../i18n/i18n.server'
import { getSiteSettings } from '../services/content.server'
import { subscribeToNewsletter } from '../services/inbox.server'
import { requestText } from '../utils/form-text.server'
import { clientAddress, limitForm, tooManyAttemptsMessage } from '../utils/rate-limit.server'
import type { Route } from './+types/newsletter'

/** Scripts ask for JSON; a browser without JavaScript posts the form and is sent back to the landing page. */
const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json')

export async function action({ request, context }: Route.ActionArgs) {
  const json = wantsJson(request)
  const form = await request.formData().catch(() => null)
  const parsed = NewsletterSchema.safeParse({ email: form?.get('email') ?? '', source: form?.get('source') ?? undefined })
  if (!parsed.success) {
    // The schema's message is a catalogue key (ADR 055): the island shows words, in the page's language.
    const error = (await requestText(request)).read(parsed.error.issues[0].message)
    return json ? data({ ok: false as const, error }, { status: 400 }) : redirect(`/?newsletter=invalid#newsletter`, 303)
  }
  // Anyone may sign up, so each client address may store only a few sign-ups an hour (issue 10, hole 7).
  const verdict = await limitForm('newsletter', clientAddress(context))
  if (!verdict.ok) {
    const error = (await requestText(request)).read(tooManyAttemptsMessage(verdict.retryAfterSeconds))
    return json ? data({ ok: false as const, error }, { status: 429 }) : redirect('/?newsletter=limited#newsletter', 303)
  }
  try {
    await subscribeToNewsletter(parsed.data, parsed.data.source)
  } catch (error) {
    console.error('Newsletter sign-up failed', error)
    return json
      ? data({ ok: false as const, error: (await requestText(request)).t('somethingWrong.text') }, { status: 503 })
      : redirect('/?newsletter=failed#newsletter', 303)
  }
  if (!json) return redirect('/?newsletter=subscribed#newsletter', 303)
  const { newsletter } = await getSiteSettings(await getLocale(request))
  return { ok: true as const, title: newsletter.successTitle, description: newsletter.successBody }
}

// A direct visit has nothing to show; the form lives on the landing page.
export function loader() {
  throw redirect('/#newsletter')
}
