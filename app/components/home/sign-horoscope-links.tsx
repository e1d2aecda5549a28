import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { rashiKey } from '../../utils/astrology-names'
import { HOROSCOPE_SIGN_SLUGS, HOROSCOPES_HUB_PATH } from '../../utils/horoscope-pages.mjs'
import { SectionHeading } from '../ui/section-heading'

/**
 * The landing page's way to the free horoscopes (ADR 220): today's page of each Moon sign, and the list of all. A
 * navigation strip between the spec's eight sections, not a ninth of them (spec 2.3).
 */
export function SignHoroscopeLinks() {
  const { t } = useTranslation('horoscope')
  const { t: names } = useTranslation('astrology')
  return (
    <nav aria-labelledby="sign-horoscopes-heading" className="mx-auto max-w-6xl px-4 pb-16">
      <SectionHeading id="sign-horoscopes-heading" className="text-center text-night-900">
        {t('landing.heading')}
      </SectionHeading>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t('landing.intro')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {HOROSCOPE_SIGN_SLUGS.map((slug, index) => (
          <li key={slug}>
            <Link
              to={`/horoscope/${slug}/today`}
              className="block rounded-lg border border-violet-200 bg-white px-3 py-2.5 text-center font-semibold text-violet-800 hover:border-violet-400"
            >
              {names(rashiKey(index + 1))}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-center">
        <Link to={HOROSCOPES_HUB_PATH} className="inline-block py-2 font-semibold text-violet-800 underline">
          {t('landing.all')}
        </Link>
      </p>
    </nav>
  )
}
