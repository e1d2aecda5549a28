// The landing page's larger sections, drawn on the server only (the page ships no React, ADR 020).
import { Lock, MoonStar, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { getLanding, getSiteSettings, listTestimonials } from '../../services/content.server'
import type { Sky } from '../../services/sky.server'
import { NewsletterForm } from '../newsletter-form'
import { TodaysSky } from '../sky-wheel/todays-sky'
import { SectionHeading } from '../ui/section-heading'

type Landing = Awaited<ReturnType<typeof getLanding>>
type Site = Awaited<ReturnType<typeof getSiteSettings>>

// What the newsletter form's post without JavaScript comes back with (?newsletter=…), and how it is said.
const NEWSLETTER_STATUS = {
  subscribed: 'ok',
  invalid: 'error',
  failed: 'error',
  limited: 'error',
} as const
export type NewsletterStatus = keyof typeof NEWSLETTER_STATUS
export const isNewsletterStatus = (value: string): value is NewsletterStatus => Object.hasOwn(NEWSLETTER_STATUS, value)

export function LandingHero({ hero, claims, sky }: { hero: Landing['hero']; claims: Site['claims']; sky: Sky }) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-night-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(139,92,246,0.35),transparent_45%),radial-gradient(circle_at_80%_30%,rgba(249,185,73,0.2),transparent_40%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-20 sm:py-28 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12 lg:*:col-start-1">
        <p className="text-sm font-semibold uppercase tracking-widest text-saffron-300">{hero.eyebrow}</p>
        <h1 id="hero-heading" className="mt-4 max-w-3xl font-[family-name:var(--font-display)] text-4xl font-semibold leading-tight sm:text-6xl">
          {hero.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-violet-100">{hero.subheading}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to="/auth" className="rounded-xl bg-saffron-400 px-6 py-3 font-semibold text-night-950 hover:bg-saffron-300">
            {hero.primaryCta}
          </Link>
          <Link to="/horoscope" className="rounded-xl border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10">
            {hero.secondaryCta}
          </Link>
        </div>
        <ul className="mt-12 flex flex-wrap gap-x-8 gap-y-3 text-sm text-violet-100">
          <li className="flex items-center gap-2">
            <Star aria-hidden="true" className="size-4 text-saffron-300" /> {claims.users}
          </li>
          <li className="flex items-center gap-2">
            <Lock aria-hidden="true" className="size-4 text-saffron-300" /> {claims.encryption}
          </li>
          <li className="flex items-center gap-2">
            <MoonStar aria-hidden="true" className="size-4 text-saffron-300" /> {claims.updates}
          </li>
        </ul>
        <TodaysSky sky={sky} className="mx-auto mt-14 w-full max-w-sm lg:col-start-2! lg:row-span-5 lg:row-start-1 lg:mt-0 lg:self-center" />
      </div>
    </section>
  )
}

export function LandingNewsletter({ newsletter, status }: { newsletter: Site['newsletter']; status: NewsletterStatus | null }) {
  const { t } = useTranslation('home')
  const tone = status ? NEWSLETTER_STATUS[status] : null
  const statusText = status === 'subscribed' ? `${newsletter.successTitle} ${newsletter.successBody}` : status ? t(`newsletter.${status}`) : ''
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-night-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="newsletter-heading" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
            {newsletter.heading}
          </h2>
          <p className="mt-2 max-w-xl text-violet-100">{newsletter.body}</p>
        </div>
        <div className="w-full max-w-md">
          <NewsletterForm source="landing" />
          {tone ? (
            <p role={tone === 'ok' ? 'status' : 'alert'} className={`mt-3 text-sm ${tone === 'ok' ? 'text-green-200' : 'text-red-200'}`}>
              {statusText}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  )
}

export function Testimonials({ heading, items }: { heading: string; items: Awaited<ReturnType<typeof listTestimonials>> }) {
  const { t } = useTranslation('home')
  return (
    <section aria-labelledby="testimonials-heading" className="bg-violet-50/60">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="testimonials-heading" className="text-center text-night-900">
          {heading}
        </SectionHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col rounded-2xl border border-violet-100 bg-white p-6">
              <p className="flex gap-0.5 text-saffron-500" role="img" aria-label={t('stars', { rating: item.rating })}>
                {Array.from({ length: item.rating }, (_, i) => (
                  <Star key={i} aria-hidden="true" className="size-4 fill-current" />
                ))}
              </p>
              <blockquote className="mt-3 flex-1 text-slate-700">“{item.quote}”</blockquote>
              <div className="mt-5 flex items-center gap-3">
                <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-night-800 font-semibold text-white">
                  {item.name.charAt(0)}
                </span>
                <p className="text-sm">
                  <span className="font-semibold text-night-900">{item.name}</span>
                  <span className="block text-slate-600">{item.city}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
