import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, useLocation } from 'react-router'
import { LanguageSwitcher } from './language-switcher'
import { SignOutButton } from './sign-out-button'

export type HeaderUser = { email: string; hasProfile: boolean }

const LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/pricing', label: 'nav.pricing' },
  { to: '/numerology', label: 'nav.numerology' },
  { to: '/love-forecasts', label: 'nav.loveForecasts' },
  { to: '/about', label: 'nav.about' },
] as const

/** Where Daily Horoscope leads (spec 2.2): the dashboard with a profile, the profile form without, sign-in when signed out. */
export function dailyHoroscopeTarget(user: HeaderUser | null) {
  if (!user) return '/auth'
  return user.hasProfile ? '/dashboard' : '/horoscope'
}

function HoroscopeLink({ to, active, className = '', onClick }: { to: string; active: boolean; className?: string; onClick?: () => void }) {
  const { t } = useTranslation()
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={`${className} rounded-md px-3 py-2 text-sm font-semibold ${
        active ? 'bg-saffron-400 text-night-950' : 'bg-white/10 text-saffron-300 hover:bg-white/20'
      }`}
    >
      {t('nav.dailyHoroscope')}
    </Link>
  )
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-white/15 text-white' : 'text-violet-100 hover:bg-white/10 hover:text-white'
  }`

const switcherButton = 'rounded-md px-2.5 py-1.5 text-sm font-medium'

export function SiteHeader({ siteName, user }: { siteName: string; user: HeaderUser | null }) {
  const { t } = useTranslation()
  const menu = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  const horoscopeActive = location.pathname === '/dashboard' || location.pathname === '/horoscope'
  const horoscopeHref = dailyHoroscopeTarget(user)

  // The phone menu closes whenever a destination is chosen. It is a <details>, so it also works on pages that ship no
  // JavaScript (the landing page), where choosing a link loads a new page with the menu closed.
  const closeMenu = () => menu.current?.removeAttribute('open')
  useEffect(closeMenu, [location.pathname])

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-night-900/95 backdrop-blur supports-[backdrop-filter]:bg-night-900/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-night-900"
      >
        {t('skipToContent')}
      </a>
      <nav aria-label={t('nav.main')} className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-semibold text-white">
          <span aria-hidden="true" className="text-saffron-400">
            ✦
          </span>
          {siteName}
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          <NavLink to="/" end className={linkClass}>
            {t('nav.home')}
          </NavLink>
          <HoroscopeLink to={horoscopeHref} active={horoscopeActive} />
          {LINKS.slice(1).map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </div>
        <div className="hidden items-center gap-3 lg:flex">
          <LanguageSwitcher buttonClass={switcherButton} />
          {user ? (
            <>
              <span className="max-w-40 truncate text-sm text-violet-100" title={user.email}>
                {user.email.split('@')[0]}
              </span>
              <SignOutButton className="rounded-md border border-white/30 px-3 py-1.5 text-sm font-medium text-white hover:bg-white/10" />
            </>
          ) : (
            <Link to="/auth" className="rounded-md bg-saffron-400 px-4 py-2 text-sm font-semibold text-night-950 hover:bg-saffron-300">
              {t('account.signIn')}
            </Link>
          )}
        </div>
        <details ref={menu} className="group lg:hidden">
          <summary
            aria-label={t('nav.menu')}
            className="flex cursor-pointer list-none rounded-md p-2 text-violet-100 hover:bg-white/10 [&::-webkit-details-marker]:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 group-open:hidden" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-6 w-6 group-open:block" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </summary>
          <div className="absolute inset-x-0 top-16 border-t border-white/10 bg-night-900 px-4 pb-4 shadow-lg">
            {/* Each link closes the menu itself: choosing the page already shown changes no path for the effect above. */}
            <div className="flex flex-col gap-1 pt-2">
              <NavLink to="/" end className={linkClass} onClick={closeMenu}>
                {t('nav.home')}
              </NavLink>
              <HoroscopeLink to={horoscopeHref} active={horoscopeActive} className="text-left" onClick={closeMenu} />
              {LINKS.slice(1).map((link) => (
                <NavLink key={link.to} to={link.to} className={linkClass} onClick={closeMenu}>
                  {t(link.label)}
                </NavLink>
              ))}
              {user ? (
                <div className="mt-2 flex items-center justify-between gap-3 border-t border-white/10 px-3 pt-3">
                  <span className="min-w-0 break-all text-sm text-violet-100">{user.email}</span>
                  <SignOutButton className="shrink-0 rounded-md border border-white/30 px-3 py-1.5 text-sm font-medium text-white hover:bg-white/10" />
                </div>
              ) : (
                <Link to="/auth" onClick={closeMenu} className="mt-2 rounded-md bg-saffron-400 px-4 py-2 text-center text-sm font-semibold text-night-950">
                  {t('account.signIn')}
                </Link>
              )}
              <div className="mt-2 flex items-center gap-3 border-t border-white/10 px-3 pt-3">
                <span className="text-sm text-violet-200" aria-hidden="true">
                  {t('language.label')}
                </span>
                <LanguageSwitcher buttonClass={switcherButton} />
              </div>
            </div>
          </div>
        </details>
      </nav>
    </header>
  )
}
