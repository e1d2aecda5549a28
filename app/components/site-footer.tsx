import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { MenuLink, useMenuNavigation } from './menu-link'

const FOOTER_LINKS = [
  { to: '/', label: 'nav.home' },
  // Not in spec 2.2's list: without it only the landing page links to the blog.
  { to: '/blog', label: 'nav.blog' },
  { to: '/horoscope', label: 'nav.yourCosmicProfile' },
  // The features open to everyone that are built; the header keeps spec 2.2's list.
  { to: '/astro-calendar', label: 'nav.astroCalendar' },
  { to: '/lucky-elements', label: 'nav.luckyElements' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/privacy', label: 'nav.privacy' },
  { to: '/terms', label: 'nav.terms' },
  { to: '/cancellation-refund', label: 'nav.cancellationRefund' },
  { to: '/shipping-policy', label: 'nav.shippingDelivery' },
] as const

export function SiteFooter({ siteName, blurb, country, contactEmail }: { siteName: string; blurb: string; country: string; contactEmail: string }) {
  const { t } = useTranslation()
  // Its links are plain anchors that navigate in the page through one listener (ADR 271).
  const footer = useRef<HTMLElement>(null)
  useMenuNavigation(footer)
  return (
    <footer ref={footer} className="mt-auto bg-night-950 text-violet-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-[2fr_3fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-semibold text-white">
            <span aria-hidden="true" className="text-saffron-400">
              ✦
            </span>
            {siteName}
          </p>
          <p className="mt-3 max-w-md text-sm leading-6 text-violet-200">{blurb}</p>
        </div>
        <nav aria-label={t('nav.footer')}>
          {/* Each link is a 44 px tap target on phones (the `tap` token); wide screens set them closer. */}
          <ul className="grid grid-cols-2 gap-x-6 text-sm sm:grid-cols-3 lg:gap-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <MenuLink to={link.to} className="flex min-h-tap items-center text-violet-200 hover:text-white hover:underline lg:min-h-8">
                  {t(link.label)}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        {/* On a phone the line cannot hold all three parts: the address goes to a line of its own, with no "·" left
            hanging at the end of the first; each part wraps only inside itself. */}
        <p className="mx-auto flex max-w-6xl flex-col px-4 pt-3 pb-1 sm:pb-3 text-xs text-violet-300 sm:flex-row sm:flex-wrap sm:items-center">
          <span>{t('footer.copyright', { year: new Date().getFullYear(), siteName, country })}</span>
          <span aria-hidden="true" className="hidden sm:inline">
            &nbsp;·&nbsp;
          </span>
          <a href={`mailto:${contactEmail}`} className="flex min-h-tap items-center self-start break-all underline hover:text-white">
            {contactEmail}
          </a>
        </p>
      </div>
    </footer>
  )
}
