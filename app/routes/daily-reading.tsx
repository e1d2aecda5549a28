import { useTranslation } from 'react-i18next'
import { data, Link } from 'react-router'
import { ShareButtons } from '../components/share/share-buttons'
import { FormMessage } from '../components/ui/form-parts'
import { useZoneCookie } from '../components/use-zone-cookie'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { today, userZone } from '../services/lucky.server'
import { getProfile } from '../services/profiles.server'
import { getTodaysReading, type DailyReading, type DailySection } from '../services/readings.server'
import { shareLinkFor } from '../services/sharing.server'
import { requireUser } from '../utils/auth.server'
import { getEnv } from '../utils/env.server'
import { longDate } from '../utils/dates'
import { factorLabel, type ReadingT, whyTodayLines } from '../utils/why-today-words'
import { pageMeta } from '../utils/meta'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/daily-reading'
import { PageHeading } from '../components/ui/page-heading'
import { buttonClass } from '../components/ui/button'
import { cardClass } from '../components/ui/card'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'reading')
  let profile = null
  try {
    profile = await getProfile(user)
  } catch (error) {
    // Spec 8: a failed profile lookup counts as no profile.
    console.error('Reading the profile for the daily reading failed', error)
  }
  // No invented default profile (ADR 091): a reading for a birth that is not the user's would be a wrong reading.
  if (!profile) return redirectWithToast('/horoscope', { title: t('profileRequired.title'), description: t('profileRequired.description') })
  // "Today" is the visitor's day: the browser's zone from the cookie, else the birthplace's, else India's (ADR 085).
  const day = today(userZone({ cookie: request.headers.get('Cookie'), profileZone: profile.place.timeZone }))
  const base = {
    meta: { title: t('meta.title'), description: t('meta.description') },
    zone: day.tz,
    date: day.date,
  }
  try {
    const reading = await getTodaysReading(user, profile, day, locale)
    const share = await shareLinkFor(user, 'daily-reading', day.date, locale, getEnv().APP_URL)
    return data({ ...base, reading, share, error: false })
  } catch (error) {
    console.error('Generating the daily reading failed', error)
    return data({ ...base, reading: null, share: null, error: true }, { status: 503 })
  }
}

/** The daily reading (spec 2.7): the sections, lucky numbers, power colours, Why today and sharing. */
export default function DailyReadingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['reading', 'lucky'])
  const locale = useLocale()
  const { reading, error, date, zone, share } = loaderData
  useZoneCookie(zone)
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeading>{t('heading')}</PageHeading>
      <p className="mt-2 text-slate-600">{t('date', { date: longDate(date, locale) })}</p>
      {error || !reading ? (
        <div className="mt-6 space-y-4">
          <FormMessage tone="error">{t('error')}</FormMessage>
          <Link to="/daily-reading" reloadDocument className={buttonClass()}>
            {t('tryAgain')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('lead')}</p>
          <ReadingSections reading={reading} />
          <WhyToday reading={reading} zone={zone} />
          <ShareButtons kind="daily-reading" itemId={date} link={share} />
          <div className="mt-8">
            <Link to="/horoscope" className={buttonClass()}>
              {t('another')}
            </Link>
          </div>
        </>
      )}
    </div>
  )
}

/**
 * A section's paragraphs, each followed by the factor of Why today it comes from (ADR 192). `lead` is the first
 * paragraph's class (the overview's is larger).
 */
function Paragraphs({ reading, section, className }: { reading: DailyReading; section: DailySection; className: string }) {
  const { t } = useTranslation(['reading', 'astrology'])
  const paragraphs = reading.paragraphs[section]
  if (!paragraphs.length) return <p className={className}>{t('noText')}</p>
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <div key={index} className="mt-2">
          <p className={className} data-testid="reading-paragraph">
            {paragraph.text}
          </p>
          <p className="mt-1 text-xs font-medium text-slate-600" data-testid="reading-source">
            {t('factors.from', { factor: factorLabel(t as unknown as ReadingT, paragraph.factor) })}
          </p>
        </div>
      ))}
    </>
  )
}

function ReadingSections({ reading }: { reading: DailyReading }) {
  const { t } = useTranslation(['reading', 'lucky'])
  // The overview opens with the day's strongest factor (ADR 192); a reading made before that has none to name.
  const strongest = reading.paragraphs.overview[0]?.factor ?? null
  return (
    <div className="mt-6 space-y-5">
      <section aria-labelledby="overview-heading" className={cardClass()} data-testid="section-overview">
        <h2 id="overview-heading" className="text-xl font-semibold text-night-900">
          {t('sections.overview')}
        </h2>
        {strongest ? (
          <p className="mt-1 text-sm font-semibold text-violet-800" data-testid="strongest-factor">
            {t('factors.strongest', { factor: factorLabel(t as unknown as ReadingT, strongest) })}
          </p>
        ) : null}
        <Paragraphs reading={reading} section="overview" className="text-lg leading-relaxed text-slate-800" />
      </section>

      <div className="grid gap-5 sm:grid-cols-2">
        <section aria-labelledby="numbers-heading" className={cardClass()}>
          <h2 id="numbers-heading" className="text-xl font-semibold text-night-900">
            {t('luckyNumbers')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="lucky-numbers">
            {reading.luckyNumbers.map((n) => (
              <li key={n} className="flex size-11 items-center justify-center rounded-full bg-violet-100 text-lg font-semibold text-night-900">
                {n}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="colours-heading" className={cardClass()}>
          <h2 id="colours-heading" className="text-xl font-semibold text-night-900">
            {t('powerColours')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-4" data-testid="power-colours">
            {reading.colours.map((colour) => {
              const name = t(`lucky:colours.${colour.name}` as 'lucky:colours.Red')
              return (
                <li key={colour.name} className="flex items-center gap-2 font-medium text-slate-800">
                  <span
                    role="img"
                    aria-label={t('swatch', { colour: name })}
                    className="inline-block size-8 rounded-full border border-slate-300"
                    style={{ backgroundColor: colour.hex }}
                  />
                  <span>{name}</span>
                </li>
              )
            })}
          </ul>
        </section>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {(['love', 'career', 'health'] as const).map((section) => (
          <section key={section} aria-labelledby={`${section}-heading`} className={cardClass()} data-testid={`section-${section}`}>
            <h2 id={`${section}-heading`} className="text-xl font-semibold text-night-900">
              {t(`sections.${section}`)}
            </h2>
            <Paragraphs reading={reading} section={section} className="leading-relaxed text-slate-700" />
          </section>
        ))}
        <section aria-labelledby="challenge-heading" className={cardClass()} data-testid="section-challenge">
          <h2 id="challenge-heading" className="text-xl font-semibold text-night-900">
            {t('sections.challenge')}
          </h2>
          <Paragraphs reading={reading} section="challenge" className="leading-relaxed text-slate-700" />
          <h3 className="mt-4 font-semibold text-night-900">{t('sections.solution')}</h3>
          <div data-testid="section-solution">
            <Paragraphs reading={reading} section="solution" className="leading-relaxed text-slate-700" />
          </div>
        </section>
      </div>

      <section aria-labelledby="advice-heading" className={cardClass()} data-testid="section-advice">
        <h2 id="advice-heading" className="text-xl font-semibold text-night-900">
          {t('sections.advice')}
        </h2>
        <Paragraphs reading={reading} section="advice" className="leading-relaxed text-slate-700" />
      </section>
    </div>
  )
}

/** The sky behind the reading, as the engine's codes put into words. */
function WhyToday({ reading, zone }: { reading: DailyReading; zone: string }) {
  const { t } = useTranslation(['reading', 'astrology'])
  const locale = useLocale()
  const lines = whyTodayLines(t as unknown as ReadingT, reading.factors, zone, locale)
  return (
    <section
      aria-labelledby="why-heading"
      className="mt-6 rounded-card border border-saffron-300 bg-amber-50 p-5 shadow-sm sm:p-6"
      data-testid="why-today"
    >
      <h2 id="why-heading" className="text-xl font-semibold text-night-900">
        {t('why.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('why.lead')}</p>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
        <li data-testid="why-moon">{lines.moon}</li>
        <li data-testid="why-nakshatra">{lines.nakshatra}</li>
        <li data-testid="why-dasha">{lines.dasha}</li>
        {lines.retrograde ? <li data-testid="why-retrograde">{lines.retrograde}</li> : null}
        <li>{lines.band}</li>
      </ul>
      <h3 className="mt-4 font-semibold text-night-900">{t('why.transits')}</h3>
      {lines.transits.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800" data-testid="why-transits">
          {lines.transits.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-800">{t('why.noTransits')}</p>
      )}
      {lines.uncertain ? <p className="mt-3 text-sm text-slate-700">{lines.uncertain}</p> : null}
    </section>
  )
}
