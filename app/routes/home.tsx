import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FaqAccordion } from '../components/faq-accordion'
import { NewsletterForm } from '../components/newsletter-form'
import { PostCard } from '../components/post-card'
import { CheckList } from '../components/ui/check-list'
import { SectionHeading } from '../components/ui/section-heading'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { landingIslandSource } from '../islands/landing'
import { getLanding, getSiteSettings, latestPosts, listFaqs, listTestimonials } from '../services/content.server'
import { pageMeta } from '../utils/meta'
import { useNonce } from '../utils/nonce'
import type { Route } from './+types/home'

/** Served as HTML with one small script and no React on the client: the landing page's JavaScript budget (ADR 020). */
export const handle = { hydrate: false }

// What the newsletter form's post without JavaScript comes back with (?newsletter=…), and how it is said.
const NEWSLETTER_STATUS = {
  subscribed: 'ok',
  invalid: 'error',
  failed: 'error',
  limited: 'error',
} as const
type NewsletterStatus = keyof typeof NEWSLETTER_STATUS
const isNewsletterStatus = (value: string): value is NewsletterStatus => Object.hasOwn(NEWSLETTER_STATUS, value)

export async function loader({ request }: Route.LoaderArgs) {
  const newsletterStatus = new URL(request.url).searchParams.get('newsletter') ?? ''
  const locale = await getLocale(request)
  const [landing, settings, posts, faqs, testimonials, t, tc] = await Promise.all([
    getLanding(locale),
    getSiteSettings(locale),
    latestPosts(locale, 3),
    listFaqs(locale, 'landing'),
    listTestimonials(locale),
    getFixedT(locale, 'home'),
    getFixedT(locale, 'common'),
  ])
  return {
    landing: {
      featuresHeading: landing.featuresHeading,
      featuresIntro: landing.featuresIntro,
      hero: landing.hero,
      features: (landing.features ?? []).map(({ icon, title, body }) => ({ icon, title, body })),
      app: { heading: landing.app.heading, body: landing.app.body, bullets: (landing.app.bullets ?? []).map((b) => b.bullet) },
      cta: landing.cta,
      blogHeading: landing.blogHeading,
      faqHeading: landing.faqHeading,
      testimonialsHeading: landing.testimonialsHeading,
    },
    site: { name: settings.siteName, tagline: settings.tagline, claims: settings.claims, apps: settings.apps, newsletter: settings.newsletter },
    posts,
    faqs,
    testimonials: testimonials.slice(0, 6),
    newsletterStatus: isNewsletterStatus(newsletterStatus) ? newsletterStatus : null,
    meta: { title: settings.siteName || tc('brand'), description: settings.tagline || t('metaDescription') },
    island: landingIslandSource({
      subscribing: t('newsletter.subscribing'),
      errorTitle: t('newsletter.errorTitle'),
      tryLater: t('newsletter.tryLater'),
      dismiss: tc('toast.dismiss'),
    }),
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta.title, data.meta.description) : [])

const storeButton =
  'inline-flex items-center gap-2 rounded-xl border border-white/25 bg-white/10 px-4 py-2.5 text-sm font-semibold text-white hover:bg-white/20'

export default function Home({ loaderData }: Route.ComponentProps) {
  const { landing, site, posts, faqs, testimonials, newsletterStatus, island } = loaderData
  const { t } = useTranslation('home')
  const nonce = useNonce()
  const tone = newsletterStatus ? NEWSLETTER_STATUS[newsletterStatus] : null
  const statusText =
    newsletterStatus === 'subscribed'
      ? `${site.newsletter.successTitle} ${site.newsletter.successBody}`
      : newsletterStatus
        ? t(`newsletter.${newsletterStatus}`)
        : ''
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: island }} type="module" />
      <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-night-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(139,92,246,0.35),transparent_45%),radial-gradient(circle_at_80%_30%,rgba(249,185,73,0.2),transparent_40%)]"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-20 sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-saffron-300">{landing.hero.eyebrow}</p>
          <h1 id="hero-heading" className="mt-4 max-w-3xl font-[family-name:var(--font-display)] text-4xl font-semibold leading-tight sm:text-6xl">
            {landing.hero.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-violet-100">{landing.hero.subheading}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="/auth" className="rounded-xl bg-saffron-400 px-6 py-3 font-semibold text-night-950 hover:bg-saffron-300">
              {landing.hero.primaryCta}
            </Link>
            <Link to="/horoscope" className="rounded-xl border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10">
              {landing.hero.secondaryCta}
            </Link>
          </div>
          <ul className="mt-12 flex flex-wrap gap-x-8 gap-y-3 text-sm text-violet-100">
            <li>★ {site.claims.users}</li>
            <li>🔒 {site.claims.encryption}</li>
            <li>🌙 {site.claims.updates}</li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading id="features-heading" className="text-center text-night-900">
          {landing.featuresHeading}
        </SectionHeading>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{landing.featuresIntro}</p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {landing.features.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-violet-100 bg-gradient-to-b from-white to-violet-50/60 p-6">
              <span aria-hidden="true" className="text-3xl">
                {feature.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-night-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="app-heading" className="bg-night-800 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
          <div>
            <SectionHeading id="app-heading" className="">
              {landing.app.heading}
            </SectionHeading>
            <p className="mt-4 text-violet-100">{landing.app.body}</p>
            <CheckList items={landing.app.bullets} className="mt-6 text-violet-100" markClass="text-saffron-300" />
          </div>
          <div className="flex flex-col gap-4 md:items-end">
            <div className="flex flex-wrap gap-3">
              <a href={site.apps.appStoreUrl} target="_blank" rel="noopener noreferrer" className={storeButton}>
                <span aria-hidden="true"></span> {t('appStore')}
                <span className="sr-only">{t('opensInNewTab')}</span>
              </a>
              <a href={site.apps.playStoreUrl} target="_blank" rel="noopener noreferrer" className={storeButton}>
                <span aria-hidden="true">▶</span> {t('googlePlay')}
                <span className="sr-only">{t('opensInNewTab')}</span>
              </a>
              <a href={site.apps.apkUrl} target="_blank" rel="noopener noreferrer" className={storeButton}>
                <span aria-hidden="true">⬇</span> {t('downloadApk')}
                <span className="sr-only">{t('opensInNewTab')}</span>
              </a>
            </div>
            <p className="text-sm text-violet-200">{t('requires', { ios: site.claims.iosMinimum, android: site.claims.androidMinimum })}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-16">
        <div className="rounded-3xl bg-gradient-to-r from-violet-700 to-night-800 px-8 py-12 text-center text-white">
          <SectionHeading id="cta-heading" className="">
            {landing.cta.heading}
          </SectionHeading>
          <p className="mx-auto mt-3 max-w-2xl text-violet-100">{landing.cta.body}</p>
          <Link to="/horoscope" className="mt-8 inline-block rounded-xl bg-saffron-400 px-6 py-3 font-semibold text-night-950 hover:bg-saffron-300">
            {landing.cta.button}
          </Link>
        </div>
      </section>

      <section aria-labelledby="blog-heading" className="bg-violet-50/60">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionHeading id="blog-heading">{landing.blogHeading}</SectionHeading>
            <Link to="/blog" className="font-semibold text-violet-700 hover:text-violet-900">
              {t('viewAllArticles')}
            </Link>
          </div>
          {posts.length ? (
            <div className="mt-8 grid gap-6 md:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.slug} post={post} showTags={false} />
              ))}
            </div>
          ) : (
            <p className="mt-8 text-slate-600">{t('noArticles')}</p>
          )}
        </div>
      </section>

      <section id="newsletter" aria-labelledby="newsletter-heading" className="bg-night-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="newsletter-heading" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
              {site.newsletter.heading}
            </h2>
            <p className="mt-2 max-w-xl text-violet-100">{site.newsletter.body}</p>
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

      <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16">
        <SectionHeading id="faq-heading" className="text-center text-night-900">
          {landing.faqHeading}
        </SectionHeading>
        <div className="mt-8">
          <FaqAccordion items={faqs} name="landing-faq" />
        </div>
        <p className="mt-8 text-center text-slate-600">
          {t('stillCurious')}{' '}
          <Link to="/contact" className="font-semibold text-violet-700 hover:text-violet-900">
            {t('contactSupport')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="testimonials-heading" className="bg-violet-50/60">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <SectionHeading id="testimonials-heading" className="text-center text-night-900">
            {landing.testimonialsHeading}
          </SectionHeading>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((item) => (
              <li key={item.id} className="flex flex-col rounded-2xl border border-violet-100 bg-white p-6">
                <p className="text-saffron-500" role="img" aria-label={t('stars', { rating: item.rating })}>
                  {'★'.repeat(item.rating)}
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
    </>
  )
}
