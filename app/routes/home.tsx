import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FaqAccordion } from '../components/faq-accordion'
import { isNewsletterStatus, LandingHero, LandingNewsletter, Testimonials } from '../components/home/landing-sections'
import { FeatureIcon } from '../components/icons'
import { InstallApp } from '../components/install-app/install-app'
import { PostCard } from '../components/post-card'
import { SignHoroscopeLinks } from '../components/home/sign-horoscope-links'
import { CheckList } from '../components/ui/check-list'
import { SectionHeading } from '../components/ui/section-heading'
import { skyAt } from '../services/sky.server'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { landingIslandSource } from '../islands/landing'
import { getLanding, getSiteSettings, latestPosts, listFaqs, listTestimonials } from '../services/content.server'
import { pageMeta } from '../utils/meta'
import { useNonce } from '../utils/nonce'
import type { Route } from './+types/home'

/** Served as HTML with one small script and no React on the client: the landing page's JavaScript budget (ADR 020). */
export const handle = { hydrate: false }

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
    site: { name: settings.siteName, tagline: settings.tagline, claims: settings.claims, newsletter: settings.newsletter },
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
    // Computed per render; the page cache keeps it for PUBLIC_CACHE_TTL_SECONDS, so the sky moves with the cache.
    sky: skyAt(new Date()),
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta.title, data.meta.description) : [])

export default function Home({ loaderData }: Route.ComponentProps) {
  const { landing, site, posts, faqs, testimonials, newsletterStatus, island, sky } = loaderData
  const { t } = useTranslation('home')
  const nonce = useNonce()
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: island }} type="module" />
      <LandingHero hero={landing.hero} claims={site.claims} sky={sky} />

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading id="features-heading" className="text-center text-night-900">
          {landing.featuresHeading}
        </SectionHeading>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{landing.featuresIntro}</p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {landing.features.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-violet-100 bg-gradient-to-b from-white to-violet-50/60 p-6">
              <span className="inline-flex size-12 items-center justify-center rounded-control bg-night-900 text-saffron-300">
                <FeatureIcon name={feature.icon} className="size-6" strokeWidth={1.75} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-night-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <SignHoroscopeLinks />

      <section aria-labelledby="app-heading" className="bg-night-800 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
          <div>
            <SectionHeading id="app-heading" className="">
              {landing.app.heading}
            </SectionHeading>
            <p className="mt-4 text-violet-100">{landing.app.body}</p>
            <CheckList items={landing.app.bullets} className="mt-6 text-violet-100" markClass="text-saffron-300" />
          </div>
          <div className="flex md:justify-end">
            <InstallApp />
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

      <LandingNewsletter newsletter={site.newsletter} status={newsletterStatus} />

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

      <Testimonials heading={landing.testimonialsHeading} items={testimonials} />
    </>
  )
}
