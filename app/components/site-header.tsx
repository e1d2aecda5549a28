import { ChevronDown } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useNonce } from '../utils/nonce'
import { FEATURE_GROUPS } from './feature-links'
import { isCurrentPage, MenuLink, useMenuNavigation } from './menu-link'
import { LanguageSwitcher } from './language-switcher'
import { SignOutButton } from './sign-out-button'

export type HeaderUser = { email: string; hasProfile: boolean }

const LINKS = [
  { to: '/', label: 'nav.home' },
  // The free horoscopes by Moon sign (ADR 220).
  { to: '/horoscopes', label: 'nav.horoscopes' },
  { to: '/pricing', label: 'nav.pricing' },
  { to: '/numerology', label: 'nav.numerology' },
  { to: '/love-forecasts', label: 'nav.loveForecasts' },
  { to: '/about', label: 'nav.about' },
] as const

/** The bar's links that are not features: the phone menu lists them after the feature groups. */
const FEATURE_SET = new Set(FEATURE_GROUPS.flatMap((group) => group.links.map((link) => link.to)))
const PHONE_ONLY_LINKS = LINKS.slice(1).filter((link) => !FEATURE_SET.has(link.to))

/** The signed-in customer's own pages: in the phone menu, and in the account menu on a wide screen. */
const ACCOUNT_LINKS = [
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/settings', label: 'nav.settings' },
] as const

/** Where Daily Horoscope leads (spec 2.2): the dashboard with a profile, the profile form without, sign-in when signed out. */
export function dailyHoroscopeTarget(user: HeaderUser | null) {
  if (!user) return '/auth'
  return user.hasProfile ? '/dashboard' : '/horoscope'
}

/** The paths on which Daily Horoscope is the current entry (spec 2.2), whatever its target. */
export const isDailyHoroscopePath = (pathname: string) => pathname === '/dashboard' || pathname === '/horoscope'

// Every control is a 44 px tap target on phones (the `tap` token); the wide bar is denser. The bar needs 1280 px for
// its links, the Features menu, the switcher and the account in Hindi (the bar is 7xl wide there); narrower screens get
// the menu.
const TAP = 'min-h-tap xl:min-h-9'

/**
 * The bar marks the current page with a fill. Daily Horoscope is a button (spec 2.2): outlined at rest, so it never
 * looks like the current page, and filled in saffron on the pages it stands for.
 */
function HoroscopeLink({ to, active, className = '' }: { to: string; active: boolean; className?: string }) {
  const { t } = useTranslation()
  return (
    <MenuLink
      to={to}
      current={active}
      className={`${className} ${TAP} flex items-center rounded-md border px-3 text-sm font-semibold transition-colors ${
        active ? 'border-saffron-400 bg-saffron-400 text-night-950' : 'border-saffron-400/70 text-saffron-300 hover:bg-white/10'
      }`}
    >
      {t('nav.dailyHoroscope')}
    </MenuLink>
  )
}

const linkClass = (isActive: boolean) =>
  `${TAP} flex items-center rounded-md px-3 text-sm font-medium transition-colors ${
    isActive ? 'bg-white/15 text-white' : 'text-violet-100 hover:bg-white/10 hover:text-white'
  }`

/** A menu's entry, filled when it names the page shown (or, unless `end`, a page below it). */
function NavItem({ to, end = false, pathname, children }: { to: string; end?: boolean; pathname: string; children: ReactNode }) {
  const current = isCurrentPage(pathname, to, end)
  return (
    <MenuLink to={to} current={current} className={linkClass(current)}>
      {children}
    </MenuLink>
  )
}

const switcherButton = 'rounded-md px-2.5 py-1.5 text-sm font-medium'
const phoneSwitcherButton = 'inline-block min-w-tap rounded-md px-3 py-3 text-center text-sm font-medium'
const signOutClass = 'whitespace-nowrap rounded-md border border-white/30 px-3 text-sm font-medium text-white hover:bg-white/10'

/**
 * Escape closes an open header menu and gives focus back to its button; a click elsewhere closes it. Plain DOM code,
 * serialised into a nonce'd inline script like the app shell's, so it works on the landing page too, which runs no
 * React (ADR 020). It must stay self-contained: no imports, no outer names.
 */
function headerMenus() {
  const openMenus = () => document.querySelectorAll<HTMLDetailsElement>('details[data-header-menu][open]')
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    openMenus().forEach((menu) => {
      menu.open = false
      menu.querySelector('summary')?.focus()
    })
  })
  document.addEventListener('click', (event) => {
    openMenus().forEach((menu) => {
      if (!menu.contains(event.target as Node)) menu.open = false
    })
  })
}
const headerMenusSource = `(${headerMenus.toString()})()`

/** The signed-in account's menu at desktop width: a <details>, so it opens without JavaScript too. */
function AccountMenu({ email, localPart, pathname }: { email: string; localPart: string; pathname: string }) {
  const { t } = useTranslation()
  return (
    <details data-header-menu="" className="relative">
      <summary
        aria-label={t('nav.accountMenu', { name: localPart })}
        className="flex min-h-9 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm text-violet-100 hover:bg-white/10 [&::-webkit-details-marker]:hidden"
      >
        <span className="max-w-24 truncate" title={email}>
          {localPart}
        </span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </summary>
      <div className="absolute right-0 top-full mt-2 flex w-48 flex-col gap-1 rounded-card border border-white/10 bg-night-900 p-2 shadow-lg">
        {ACCOUNT_LINKS.map((link) => (
          <NavItem key={link.to} to={link.to} pathname={pathname}>
            {t(link.label)}
          </NavItem>
        ))}
      </div>
    </details>
  )
}

/**
 * Every feature in its group (ADR 190): the wide bar's Features menu and the phone menu's lists. Each group is a list
 * named by its heading, so a screen reader announces "Love, list, 3 items".
 */
function FeatureGroups({ pathname, idPrefix, className }: { pathname: string; idPrefix: string; className: string }) {
  const { t } = useTranslation()
  return (
    <div className={className}>
      {FEATURE_GROUPS.map((group) => (
        <div key={group.id}>
          <h2 id={`${idPrefix}-${group.id}`} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-violet-300">
            {t(group.label)}
          </h2>
          <ul aria-labelledby={`${idPrefix}-${group.id}`} className="flex flex-col gap-1">
            {group.links.map((link) => (
              <li key={link.to}>
                <NavItem to={link.to} pathname={pathname}>
                  {t(link.label)}
                </NavItem>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

/** The wide bar's Features menu: a <details>, so it opens without JavaScript too. */
function FeaturesMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation()
  return (
    <details data-header-menu="" className="relative">
      <summary
        className={`${TAP} flex cursor-pointer list-none items-center gap-1 rounded-md px-3 text-sm font-medium text-violet-100 hover:bg-white/10 hover:text-white [&::-webkit-details-marker]:hidden`}
      >
        {t('nav.features')}
        <ChevronDown aria-hidden="true" className="size-4" />
      </summary>
      <FeatureGroups
        pathname={pathname}
        idPrefix="features-menu"
        className="absolute left-0 top-full mt-2 grid w-[34rem] grid-cols-2 gap-x-2 gap-y-1 whitespace-normal rounded-card border border-white/10 bg-night-900 p-2 shadow-lg"
      />
    </details>
  )
}

/** The wide bar's links: Home, Daily Horoscope, the Features menu and the site's other pages. */
function BarLinks({ user, pathname }: { user: HeaderUser | null; pathname: string }) {
  const { t } = useTranslation()
  return (
    <div className="hidden items-center gap-1 whitespace-nowrap xl:flex">
      <NavItem to="/" end pathname={pathname}>
        {t('nav.home')}
      </NavItem>
      <HoroscopeLink to={dailyHoroscopeTarget(user)} active={isDailyHoroscopePath(pathname)} />
      <FeaturesMenu pathname={pathname} />
      {/* Signed in, the account menu takes the room the horoscopes' link would need at 1280 px, and the customer's own
          reading is the more personal one (ADR 220): the phone menu and the landing page still offer them. */}
      {LINKS.slice(1)
        .filter((link) => !(user && link.to === '/horoscopes'))
        .map((link) => (
          <NavItem key={link.to} to={link.to} pathname={pathname}>
            {t(link.label)}
          </NavItem>
        ))}
    </div>
  )
}

export function SiteHeader({ siteName, user }: { siteName: string; user: HeaderUser | null }) {
  const { t } = useTranslation()
  const nonce = useNonce()
  const header = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const horoscopeActive = isDailyHoroscopePath(pathname)
  const horoscopeHref = dailyHoroscopeTarget(user)
  const localPart = user ? user.email.split('@')[0]! : ''

  // The menus close whenever a destination is chosen. They are <details>, so they also work on pages that ship no
  // JavaScript (the landing page), where choosing a link loads a new page with the menus closed.
  const closeMenus = () => header.current?.querySelectorAll('details[open]').forEach((menu) => menu.removeAttribute('open'))
  useEffect(closeMenus, [pathname])
  // Their links are plain anchors that navigate in the page through one listener (ADR 271).
  useMenuNavigation(header)

  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-white/10 bg-night-900/95 backdrop-blur supports-[backdrop-filter]:bg-night-900/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-night-900"
      >
        {t('skipToContent')}
      </a>
      <nav aria-label={t('nav.main')} className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 xl:max-w-7xl">
        <MenuLink to="/" className="flex min-h-tap shrink-0 items-center gap-2 whitespace-nowrap text-lg font-semibold text-white">
          <span aria-hidden="true" className="text-saffron-400">
            ✦
          </span>
          {siteName}
        </MenuLink>
        <BarLinks user={user} pathname={pathname} />
        <div className="hidden items-center gap-3 whitespace-nowrap xl:flex">
          <LanguageSwitcher buttonClass={switcherButton} />
          {user ? (
            <>
              <AccountMenu email={user.email} localPart={localPart} pathname={pathname} />
              <SignOutButton className={`${signOutClass} min-h-9`} />
            </>
          ) : (
            <MenuLink to="/auth" className="rounded-md bg-saffron-400 px-4 py-2 text-sm font-semibold text-night-950 hover:bg-saffron-300">
              {t('account.signIn')}
            </MenuLink>
          )}
        </div>
        <details data-header-menu="" className="group xl:hidden">
          <summary
            aria-label={t('nav.menu')}
            className="flex min-h-tap min-w-tap cursor-pointer list-none items-center justify-center rounded-md text-violet-100 hover:bg-white/10 [&::-webkit-details-marker]:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 group-open:hidden" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-6 w-6 group-open:block" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </summary>
          <div className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-night-900 px-4 pb-4 shadow-lg">
            {/* Each link closes the menu itself: choosing the page already shown changes no path for the effect above. */}
            <div className="flex flex-col gap-1 pt-2">
              <NavItem to="/" end pathname={pathname}>
                {t('nav.home')}
              </NavItem>
              <HoroscopeLink to={horoscopeHref} active={horoscopeActive} className="text-left" />
              {/* The features in their groups; the bar's Numerology and Love Forecasts are among them, so the list
                  below names only the bar's other pages (each page once in the menu). */}
              <FeatureGroups pathname={pathname} idPrefix="phone-menu" className="mt-1 grid gap-x-2 border-t border-white/10 pt-1 sm:grid-cols-2" />
              <div className="mt-2 flex flex-col gap-1 border-t border-white/10 pt-2">
                {PHONE_ONLY_LINKS.map((link) => (
                  <NavItem key={link.to} to={link.to} pathname={pathname}>
                    {t(link.label)}
                  </NavItem>
                ))}
              </div>
              {user ? (
                <>
                  <div className="mt-2 flex flex-col gap-1 border-t border-white/10 pt-2">
                    {ACCOUNT_LINKS.map((link) => (
                      <NavItem key={link.to} to={link.to} pathname={pathname}>
                        {t(link.label)}
                      </NavItem>
                    ))}
                  </div>
                  <div className="mt-2 flex items-center justify-between gap-3 border-t border-white/10 px-3 pt-3">
                    <span className="min-w-0 break-all text-sm text-violet-100">{user.email}</span>
                    <SignOutButton className={`${signOutClass} min-h-tap shrink-0`} />
                  </div>
                </>
              ) : (
                <MenuLink
                  to="/auth"
                  className="mt-2 flex min-h-tap items-center justify-center rounded-md bg-saffron-400 px-4 text-sm font-semibold text-night-950"
                >
                  {t('account.signIn')}
                </MenuLink>
              )}
              <div className="mt-2 flex items-center gap-3 border-t border-white/10 px-3 pt-3">
                <span className="text-sm text-violet-200" aria-hidden="true">
                  {t('language.label')}
                </span>
                <LanguageSwitcher buttonClass={phoneSwitcherButton} />
              </div>
            </div>
          </div>
        </details>
      </nav>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: headerMenusSource }} />
    </header>
  )
}
