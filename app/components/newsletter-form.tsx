import { useTranslation } from 'react-i18next'

/**
 * A plain form: without JavaScript it posts and comes back to the landing page with a message; with the landing
 * island (app/islands/landing.ts) it submits in place, shows "Subscribing...", a toast, and clears the field.
 */
export function NewsletterForm({ source }: { source: string }) {
  const { t } = useTranslation('home')
  return (
    <form method="post" action="/newsletter" data-newsletter="" className="flex w-full max-w-md flex-col gap-3 sm:flex-row">
      <input type="hidden" name="source" value={source} />
      <label htmlFor="newsletter-email" className="sr-only">
        {t('newsletter.emailLabel')}
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder="you@example.com"
        className="min-w-0 flex-1 rounded-lg border border-white/20 bg-white/95 px-4 py-2.5 text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        className="rounded-lg bg-saffron-400 px-5 py-2.5 font-semibold text-night-950 hover:bg-saffron-300 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {t('newsletter.subscribe')}
      </button>
    </form>
  )
}
