import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import appCss from './app.css?url'
import { designLinks } from './components/app-links'
import { AppShell } from './components/install-app/app-shell'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { FlashToast, ToastProvider } from './components/ui/toast'
import { localeAlternates } from './i18n/alternates'
import { staticPageIslandSource } from './islands/static-page'
import { followLocale } from './i18n/i18n.client'
import { getLocale, rememberRequestedLocale } from './i18n/i18n.server'
import { HTML_LANG } from './i18n/locale'
import { getSiteSettings } from './services/content.server'
import { hasProfile } from './services/profiles.server'
import { afterPaintLoaderSource } from './utils/after-paint'
import { getUser } from './utils/auth.server'
import { getEnv } from './utils/env.server'
import { canonicalUrl } from './utils/meta-links'
import { JsonLd, organizationJsonLd, websiteJsonLd } from './utils/meta-structured-data'
import { DEFAULT_LOCALE, isLocale } from './utils/locales.mjs'
import { useNonce } from './utils/nonce'
import { isPublicPage } from './utils/site-pages.mjs'
import { getSession, renewSession, takeToast } from './utils/session.server'

/** The signed-in customer as the header sees them, and the session cookie kept fresh (30 days from the last visit). */
async function sessionState(request: Request, headers: Headers) {
  const user = await getUser(request)
  // A cookie naming an account that is gone or signed out elsewhere is simply not honoured; it is not cleared here,
  // where it could overwrite the new session an action of the same request has just set.
  if (!user) return null
  const renewed = await renewSession(await getSession(request))
  if (renewed) headers.append('Set-Cookie', renewed)
  return { email: user.email, hasProfile: await hasProfile(user) }
}

// The stylesheet is a React resource (`precedence`), so the server writes it at the top of <head>, before the route
// modules' preloads that React hoists there: otherwise some thirty script downloads queue ahead of the one file the
// first paint waits for (the Lighthouse findings, ADR 139).
const stylesheet = { rel: 'stylesheet', href: appCss, precedence: 'default' } as Route.LinkDescriptors[number]

export const links: Route.LinksFunction = () => [stylesheet, ...designLinks]

export async function loader({ request }: Route.LoaderArgs) {
  const headers = new Headers()
  const locale = await getLocale(request)
  const [settings, user, flash, remembered] = await Promise.all([
    getSiteSettings(locale),
    sessionState(request, headers),
    takeToast(request),
    rememberRequestedLocale(request),
  ])
  if (flash) headers.append('Set-Cookie', flash.clear)
  // A visitor who follows a `?lng=` link keeps that language on the next pages; a signed-in customer's account decides.
  if (remembered && !user) headers.append('Set-Cookie', remembered)
  const url = new URL(request.url)
  const origin = new URL(getEnv().APP_URL).origin
  // Only the public pages name their language versions and canonical address (ADR 203); signed-in pages keep to their
  // own robots rules.
  const publicPage = isPublicPage(url.pathname)
  const body = {
    locale,
    alternates: publicPage ? localeAlternates(origin, url.pathname) : [],
    canonical: publicPage ? canonicalUrl(origin, url) : null,
    // The home page says who runs the site and what it is (ADR 204), from the settings an editor keeps.
    structuredData:
      url.pathname === '/'
        ? [
            organizationJsonLd({ origin, name: settings.siteName, email: settings.contactEmail }),
            websiteJsonLd({ origin, name: settings.siteName, description: settings.tagline, language: HTML_LANG[locale] }),
          ]
        : null,
    user,
    toast: flash?.toast ?? null,
    site: {
      name: settings.siteName,
      tagline: settings.tagline,
      contactEmail: settings.contactEmail,
      country: settings.country,
      footerBlurb: settings.footerBlurb,
    },
  }
  return data(body, { headers })
}

// The server may answer in another language than the page was in (after signing in to an account that prefers it, or
// changing the setting): that language's catalogues are loaded before the new page renders.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader()
  await followLocale(loaded.locale)
  return loaded
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const root = useRouteLoaderData<typeof loader>('root')
  // A public address that answers with an error (a post that does not exist) is no page to index or to point to.
  // (Outside an error the hook gives null, its context's default, or undefined.)
  const failed = useRouteError() != null
  // A route may render as plain HTML with no React on the client (the landing page, ADR 020), or fetch its client
  // bundle only once it has painted (ADR 150; the server rewrites its HTML for that, entry.server.tsx).
  const hydrateModes = useMatches().map((match) => (match.handle as { hydrate?: boolean | 'after-paint' } | undefined)?.hydrate)
  const hydrate = !hydrateModes.includes(false)
  const afterPaint = hydrate && hydrateModes.includes('after-paint')
  const { t, i18n } = useTranslation()
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
  const site = root?.site ?? { name: t('brand'), footerBlurb: '', country: '', contactEmail: '', tagline: '' }

  useEffect(() => {
    // Tests wait for this before they interact (stack spike: clicks before hydration do full page loads).
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  return (
    <html lang={HTML_LANG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#140f33" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {root?.canonical && !failed ? <link rel="canonical" href={root.canonical} /> : null}
        {failed
          ? null
          : root?.alternates.map((alternate) => <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />)}
        {root?.structuredData && !failed ? <JsonLd data={root.structuredData} /> : null}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <ToastProvider written={hydrate ? null : (root?.toast ?? null)}>
          <FlashToast toast={root?.toast ?? null} />
          <SiteHeader siteName={site.name} user={root?.user ?? null} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter siteName={site.name} blurb={site.footerBlurb} country={site.country} contactEmail={site.contactEmail} />
        </ToastProvider>
        <AppShell />
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            {afterPaint ? <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: afterPaintLoaderSource }} /> : null}
          </>
        ) : (
          // The pages that ship no React (ADRs 020, 275) run one small script for what HTML alone cannot do.
          <script nonce={nonce} type="module" dangerouslySetInnerHTML={{ __html: staticPageIslandSource() }} />
        )}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  let detail: string | undefined
  if (!notFound && import.meta.env.DEV && error instanceof Error) detail = error.stack
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{`${notFound ? t('errors.notFoundTitle') : t('errors.errorTitle')} · ${t('brand')}`}</title>
      <p aria-hidden="true" className="text-6xl text-violet-600">
        {notFound ? '404' : '✦'}
      </p>
      <h1 className="mt-4 font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900">
        {notFound ? t('errors.notFoundHeading') : t('errors.errorTitle')}
      </h1>
      <p className="mt-3 text-slate-600">
        {notFound ? t('errors.notFoundBody') : isRouteErrorResponse(error) && error.data ? String(error.data) : t('errors.errorBody')}
      </p>
      {detail ? <pre className="mt-6 max-w-full overflow-auto rounded bg-slate-100 p-4 text-left text-xs">{detail}</pre> : null}
      <Link to="/" className="mt-8 rounded-lg bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700">
        {t('errors.returnHome')}
      </Link>
    </section>
  )
}
