import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SignName } from '../components/horoscope/sign-name'
import { Card } from '../components/ui/card'
import { PageHeading } from '../components/ui/page-heading'
import { getFixedT } from '../i18n/i18n.server'
import { rashiKey, signKey } from '../utils/astrology-names'
import { HOROSCOPE_PERIOD_SLUGS, HOROSCOPE_SIGN_SLUGS, WESTERN_HOROSCOPE_PREFIX, WESTERN_SIGN_SLUGS } from '../utils/horoscope-pages.mjs'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/horoscopes'

/** Served without React on the client (ADR 275): the page is all links. */
export const handle = { hydrate: false }

export async function loader({ request }: Route.LoaderArgs) {
  const t = await getFixedT(request, 'horoscope')
  return { meta: { title: t('hub.title'), description: t('hub.description') } }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta.title, data.meta.description) : [])

/** The twelve Moon signs and their periods (ADR 220), then the Western sun signs (ADR 257): where the header and the landing page lead. */
export default function Horoscopes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('horoscope')
  const { t: names } = useTranslation('astrology')
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <PageHeading>{loaderData.meta.title}</PageHeading>
      <p className="mt-3 max-w-2xl text-slate-600">{t('hub.intro')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {HOROSCOPE_SIGN_SLUGS.map((slug, index) => {
          const rashi = names(rashiKey(index + 1))
          return (
            <Card as="li" key={slug} padding="md">
              <h2 className="font-display text-xl font-semibold text-night-900">
                <Link to={`/horoscope/${slug}/today`} className="hover:text-violet-800">
                  <SignName sign={index + 1} muted />
                </Link>
              </h2>
              <ul aria-label={t('hub.periods', { sign: rashi })} className="mt-2 flex flex-wrap gap-x-1 gap-y-1">
                {HOROSCOPE_PERIOD_SLUGS.map((period) => (
                  <li key={period}>
                    <Link
                      to={`/horoscope/${slug}/${period}`}
                      className="inline-block px-2 py-2 text-sm font-semibold text-violet-800 underline-offset-2 hover:underline"
                    >
                      {t(`nav.${period}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          )
        })}
      </ul>
      <section aria-labelledby="western-heading" className="mt-10">
        <h2 id="western-heading" className="font-display text-xl font-semibold text-night-900">
          {t('western.heading')}
        </h2>
        <p className="mt-2 max-w-2xl text-sm text-slate-600">{t('western.intro')}</p>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4" data-testid="western-signs">
          {WESTERN_SIGN_SLUGS.map((slug, index) => (
            <li key={slug}>
              <Link
                to={`${WESTERN_HOROSCOPE_PREFIX}/${slug}/today`}
                className="block rounded-lg border border-violet-200 px-3 py-2 text-sm font-semibold text-violet-800 hover:border-violet-400"
              >
                {names(signKey(index + 1))}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-8 text-sm text-slate-600">
        {t('moonSignNote')} {t('findSign')}{' '}
        <Link to="/horoscope" className="font-semibold text-violet-800 underline">
          {t('findSignLink')}
        </Link>
      </p>
    </div>
  )
}
