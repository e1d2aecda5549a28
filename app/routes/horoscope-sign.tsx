import type { ReactNode } from 'react'
import { data, Link, useRouteLoaderData } from 'react-router'
import { useTranslation } from 'react-i18next'
import { HOROSCOPE_ZONE, type HoroscopePeriod } from '../astrology/sign-horoscope'
import { SignName } from '../components/horoscope/sign-name'
import { Card } from '../components/ui/card'
import { PageHeading } from '../components/ui/page-heading'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { signHoroscopePage } from '../services/sign-horoscope.server'
import { contentChangesAt } from '../utils/cache.server'
import { nakshatraKey, planetKey, rashiKey, signKey } from '../utils/astrology-names'
import { longDate } from '../utils/dates'
import { HOROSCOPE_PERIOD_SLUGS, HOROSCOPE_SIGN_SLUGS, WESTERN_HOROSCOPE_PREFIX, WESTERN_SIGN_SLUGS } from '../utils/horoscope-pages.mjs'
import { pageMeta } from '../utils/meta'
import type { loader as rootLoader } from '../root'
import type { Route } from './+types/horoscope-sign'

/** Served without React on the client (ADR 275): the page is all text and links. */
export const handle = { hydrate: false }

const isPeriod = (value: string): value is HoroscopePeriod => (HOROSCOPE_PERIOD_SLUGS as readonly string[]).includes(value)

/** Where a zodiac's pages live and what their signs are called (ADR 257). */
const ZODIACS = {
  sidereal: { base: '/horoscope', slugs: HOROSCOPE_SIGN_SLUGS as readonly string[], nameKey: rashiKey },
  tropical: { base: WESTERN_HOROSCOPE_PREFIX, slugs: WESTERN_SIGN_SLUGS as readonly string[], nameKey: signKey },
} as const

/**
 * A sign's horoscope for a period (ADR 220, 221): public, the same for everyone, kept by the page cache. The same
 * module draws a Moon sign's pages and a Western sun sign's (ADR 257), told apart by the address.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const zodiac = new URL(request.url).pathname.startsWith(`${WESTERN_HOROSCOPE_PREFIX}/`) ? 'tropical' : 'sidereal'
  const sign = ZODIACS[zodiac].slugs.indexOf(params.sign) + 1
  const period = params.period
  if (sign === 0 || !isPeriod(period)) throw data(null, { status: 404 })
  const locale = await getLocale(request)
  const [page, t, names] = await Promise.all([
    signHoroscopePage(sign, period, locale, Date.now(), zodiac),
    getFixedT(locale, 'horoscope'),
    getFixedT(locale, 'astrology'),
  ])
  const { span } = page.horoscope
  // The page's words hold until its period (or, for today and tomorrow, the day) ends: the caches empty then.
  contentChangesAt(span.changesAtMs)
  const signName = names(ZODIACS[zodiac].nameKey(sign))
  const when = span.start === span.end ? longDate(span.start, locale) : `${longDate(span.start, locale)} – ${longDate(span.end, locale)}`
  const title = t(`title.${period}`, { sign: signName, year: span.start.slice(0, 4) })
  return {
    ...page,
    slug: params.sign,
    period,
    locale,
    meta:
      zodiac === 'sidereal'
        ? { title, description: t('description', { sign: signName, when }) }
        : { title: t('western.title', { title }), description: t('western.description', { sign: signName, when }) },
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta.title, data.meta.description) : [])

export default function SignHoroscope({ loaderData }: Route.ComponentProps) {
  const { horoscope, paragraphs, slug, period, locale, meta } = loaderData
  const { t } = useTranslation('horoscope')
  const { t: names } = useTranslation('astrology')
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const { sign, span, zodiac } = horoscope
  const { base, slugs, nameKey } = ZODIACS[zodiac]
  const signName = (n: number) => names(nameKey(n))
  const rashi = signName(sign)

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeading>{meta.title}</PageHeading>
      <p className="mt-3 font-semibold text-slate-700">
        {span.start === span.end
          ? t('day', { date: longDate(span.start, locale) })
          : t('range', { start: longDate(span.start, locale), end: longDate(span.end, locale) })}
      </p>
      <p className="mt-1 text-sm text-slate-600" data-zone={HOROSCOPE_ZONE}>
        {t('zone')}
      </p>

      <nav aria-label={t('nav.label')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {HOROSCOPE_PERIOD_SLUGS.map((p) => (
            <li key={p}>
              <Link
                to={`${base}/${slug}/${p}`}
                aria-current={p === period ? 'page' : undefined}
                className={`inline-block rounded-full border px-4 py-2 text-sm font-semibold ${
                  p === period ? 'border-night-800 bg-night-800 text-white' : 'border-violet-200 text-violet-800 hover:border-violet-400'
                }`}
              >
                {t(`nav.${p}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {root?.user ? (
        <p className="mt-6 rounded-card border border-violet-200 bg-violet-50 p-4 text-slate-800" data-testid="personal-note">
          {t('personal')}{' '}
          <Link to="/daily-reading" className="font-semibold text-violet-800 underline">
            {t('personalLink')}
          </Link>
        </p>
      ) : null}

      <Card className="mt-6" padding="xl" aria-labelledby="reading-heading">
        <h2 id="reading-heading" className="font-display text-2xl font-semibold text-night-900">
          {t('reading', { sign: rashi })}
        </h2>
        <div className="mt-4 space-y-4 text-slate-800" data-testid="horoscope-reading">
          {paragraphs.map((p) => (
            <p key={p.tag} data-factor={p.tag}>
              {p.text}
            </p>
          ))}
        </div>
      </Card>

      <Card className="mt-6" aria-labelledby="sky-heading">
        <h2 id="sky-heading" className="font-display text-xl font-semibold text-night-900">
          {t('sky')}
        </h2>
        <ul className="mt-3 divide-y divide-line" data-testid="horoscope-sky">
          {horoscope.moon ? (
            <>
              <SkyRow quality={t(`quality.${horoscope.moon.quality}`)}>
                {t('moon', { sign: signName(horoscope.moon.sign), house: horoscope.moon.house, rashi })}
              </SkyRow>
              <SkyRow>{t('nakshatra', { name: names(nakshatraKey(horoscope.moon.nakshatra)), nature: t(`natures.${horoscope.moon.nature}`) })}</SkyRow>
            </>
          ) : null}
          {horoscope.grahas.map((g) => (
            <SkyRow key={g.graha} quality={t(`quality.${g.quality}`)}>
              {t('graha', { planet: names(planetKey(g.graha)), sign: signName(g.sign), house: g.house, rashi })}
              {g.retrograde && g.graha !== 'rahu' && g.graha !== 'ketu' ? ` ${t('retrograde')}` : ''}
            </SkyRow>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600" data-testid="zodiac-note">
          {zodiac === 'sidereal' ? t('moonSignNote') : t('western.note')}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          {t('findSign')}{' '}
          <Link to="/horoscope" className="font-semibold text-violet-800 underline">
            {t('findSignLink')}
          </Link>
        </p>
      </Card>

      <nav aria-labelledby="signs-heading" className="mt-10">
        <h2 id="signs-heading" className="font-display text-xl font-semibold text-night-900">
          {t('signs')}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
          {slugs.map((s, index) => (
            <li key={s}>
              <Link
                to={`${base}/${s}/${period}`}
                aria-current={s === slug ? 'page' : undefined}
                className={`block rounded-lg border px-3 py-2 text-sm font-semibold ${
                  s === slug ? 'border-night-800 bg-night-800 text-white' : 'border-violet-200 text-violet-800 hover:border-violet-400'
                }`}
              >
                {zodiac === 'sidereal' ? <SignName sign={index + 1} muted={s !== slug} /> : signName(index + 1)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

function SkyRow({ quality, children }: { quality?: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 py-2 sm:flex-row sm:items-baseline sm:justify-between">
      <span className="text-slate-800">{children}</span>
      {quality ? <span className="text-sm font-semibold text-slate-700">{quality}</span> : null}
    </li>
  )
}
