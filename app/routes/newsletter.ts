import { data, redirect } from 'react-router'
import { NewsletterSchema } from '../schemas/newsletter'
import { getSiteSettings } from '../services/content.server'
import { subscribeToNewsletter } from '../services/inbox.server'
import type { Route } from './+types/newsletter'

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const parsed = NewsletterSchema.safeParse({ email: form.get('email') ?? '' })
  if (!parsed.success) return data({ ok: false as const, error: parsed.error.issues[0].message }, { status: 400 })
  const source = String(form.get('source') ?? 'landing').slice(0, 60)
  try {
    await subscribeToNewsletter(parsed.data, source)
  } catch (error) {
    console.error('Newsletter sign-up failed', error)
    return data({ ok: false as const, error: 'Please try again later.' }, { status: 503 })
  }
  const { newsletter } = await getSiteSettings()
  return { ok: true as const, title: newsletter.successTitle, description: newsletter.successBody }
}

// A direct visit has nothing to show; the form lives on the landing page.
export function loader() {
  throw redirect('/#newsletter')
}
