import { useTranslation } from 'react-i18next'
import { data, Form, Link, useNavigation } from 'react-router'
import { ShareButtons } from '../components/share/share-buttons'
import { FormMessage } from '../components/ui/form-parts'
import { FlashToast, type ToastInput } from '../components/ui/toast'
import { useZoneCookie } from '../components/use-zone-cookie'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import type { TimingLink } from '../domain/readings/life-career'
import { generateLifeCareer, todaysLifeCareer, type LifeCareerView } from '../services/life-career.server'
import { today, userZone } from '../services/lucky.server'
import { getProfile, type Profile } from '../services/profiles.server'
import { profileRequired } from '../services/profile-gate.server'
import { shareLinkFor } from '../services/sharing.server'
import { planetKey, rashiKey } from '../utils/astrology-names'
import { requireUser } from '../utils/auth.server'
import { longDate, longDateIn } from '../utils/dates'
import { getEnv } from '../utils/env.server'
import { readForm } from '../utils/form.server'
import { pageMeta } from '../utils/meta'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/life-career'
import { PageHeading } from '../components/ui/page-heading'
import { buttonClass } from '../components/ui/button'
import { cardClass } from '../components/ui/card'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

const PATH = '/life-career'

/** The profile, or null when there is none; a failed lookup is said on the page (spec 8, "Failed to load profile data"). */
async function profileOf(user: Awaited<ReturnType<typeof requireUser>>): Promise<Profile | null | 'failed'> {
  try {
    return await getProfile(user)
  } catch (error) {
    console.error('Reading the profile for the life and career analysis failed', error)
    return 'failed'
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'lifeCareer')
  const meta = { title: t('meta.title'), description: t('meta.description') }
  const profile = await profileOf(user)
  if (profile === 'failed') return data({ meta, loadFailed: true, analysis: null, date: null, zone: null, share: null }, { status: 503 })
  if (!profile) return profileRequired(request)
  // The customer's day, as for the daily reading (ADR 085): today's analysis is loaded on entry (spec 4).
  const day = today(userZone({ cookie: request.headers.get('Cookie'), profileZone: profile.place.timeZone }))
  const analysis = await todaysLifeCareer(user, day, locale)
  const share = analysis ? await shareLinkFor(user, 'life-career', day.date, locale, getEnv().APP_URL) : null
  return { meta, loadFailed: false, analysis, date: day.date, zone: day.tz, share }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const t = await getFixedT(request, 'lifeCareer')
  const form = await readForm(request)
  const refuse = (status: number, description: string) =>
    data({ failed: true, toast: { title: t('errorTitle'), description, variant: 'destructive' } as ToastInput }, { status })
  if (form.get('intent') !== 'generate') return refuse(400, t('failed'))
  const profile = await profileOf(user)
  if (profile === 'failed') return refuse(503, t('loadFailed'))
  if (!profile) return profileRequired(request)
  const day = today(userZone({ cookie: request.headers.get('Cookie'), profileZone: profile.place.timeZone }))
  try {
    await generateLifeCareer(user, profile, day)
  } catch (error) {
    console.error('Generating the life and career analysis failed', error)
    return refuse(503, t('failed'))
  }
  return redirectWithToast(PATH, { title: t('generated') })
}

/** Life and career (spec 2.8): the analysis of the day, or the way to make it. */
export default function LifeCareer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('lifeCareer')
  const locale = useLocale()
  const { analysis, loadFailed, date, zone, share } = loaderData
  useZoneCookie(zone ?? '')
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'generate'
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <FlashToast toast={actionData?.toast ?? null} />
      <Link to="/dashboard" className="font-medium text-violet-700 underline underline-offset-2">
        {t('back')}
      </Link>
      <PageHeading className="mt-4">{t('heading')}</PageHeading>
      <p className="mt-2 text-slate-600">{t('lead')}</p>
      {loadFailed ? (
        <div className="mt-6">
          <FormMessage tone="error">{t('loadFailed')}</FormMessage>
        </div>
      ) : (
        <>
          {actionData?.failed ? (
            <div className="mt-6">
              <FormMessage tone="error">{actionData.toast.description}</FormMessage>
            </div>
          ) : null}
          <Form method="post" className="mt-6 flex flex-wrap items-center gap-4">
            <input type="hidden" name="intent" value="generate" />
            <button type="submit" disabled={busy} className={buttonClass()}>
              {analysis ? (busy ? t('regenerating') : t('regenerate')) : busy ? t('generating') : t('generate')}
            </button>
            {analysis && date ? <p className="text-sm text-slate-600">{t('madeOn', { date: longDate(date, locale) })}</p> : null}
          </Form>
          {analysis ? <Analysis analysis={analysis} zone={zone ?? ''} /> : <p className={cardClass({ className: 'mt-6 text-slate-700' })}>{t('empty')}</p>}
          {analysis && date ? <ShareButtons key={analysis.round} kind="life-career" itemId={date} link={share} /> : null}
        </>
      )}
    </div>
  )
}

function Analysis({ analysis, zone }: { analysis: LifeCareerView; zone: string }) {
  const { t } = useTranslation(['lifeCareer', 'astrology'])
  const paragraph = (text: string | null) => text ?? t('noText')
  return (
    <div className="mt-6 space-y-5" data-testid="life-career">
      <p className="rounded-xl bg-amber-50 px-4 py-3 text-slate-800" data-testid="life-basis">
        {t(`basis.${analysis.basis}`, { sign: t(`astrology:${rashiKey(analysis.lagnaSign)}`) })}
      </p>
      {(['lifePath', 'careerPredictions', 'financialOutlook'] as const).map((key) => (
        <section key={key} aria-labelledby={`${key}-heading`} className={cardClass()} data-testid={`life-${key}`}>
          <h2 id={`${key}-heading`} className="text-xl font-semibold text-night-900">
            {t(`sections.${key}`)}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-800">{paragraph(analysis.paragraphs[key])}</p>
        </section>
      ))}
      <div className="grid gap-5 md:grid-cols-3">
        {(['opportunities', 'challenges', 'recommendations'] as const).map((key) => (
          <section key={key} aria-labelledby={`${key}-heading`} className={cardClass()} data-testid={`life-${key}`}>
            <h2 id={`${key}-heading`} className="text-xl font-semibold text-night-900">
              {t(`sections.${key}`)}
            </h2>
            {analysis.lists[key].length ? (
              <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-800">
                {analysis.lists[key].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-slate-700">{t('noText')}</p>
            )}
          </section>
        ))}
      </div>
      <Timing analysis={analysis} zone={zone} />
      <Houses analysis={analysis} />
    </div>
  )
}

function Timing({ analysis, zone }: { analysis: LifeCareerView; zone: string }) {
  const { t } = useTranslation(['lifeCareer', 'astrology'])
  const locale = useLocale()
  const planet = (lord: TimingLink['lord']) => t(`astrology:${planetKey(lord)}`)
  // On the customer's calendar, the zone of their day (ADR 186).
  const day = (instant: string) => longDateIn(instant, zone, locale)
  return (
    <section aria-labelledby="timing-heading" className={cardClass()} data-testid="life-timing">
      <h2 id="timing-heading" className="text-xl font-semibold text-night-900">
        {t('sections.timing')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('timing.lead')}</p>
      <ol className="mt-4 space-y-5">
        {analysis.timing.map((period) => (
          <li key={period.horizon} data-testid={`timing-${period.horizon}`}>
            <h3 className="font-semibold text-night-900">{t(`timing.horizons.${period.horizon}`)}</h3>
            <p className="mt-1 text-sm font-medium text-violet-800" data-testid="timing-periods">
              {t('timing.periods', {
                maha: planet(period.mahadasha),
                mahaEnds: day(period.mahadashaEnds),
                antar: planet(period.antardasha),
                antarEnds: day(period.antardashaEnds),
              })}
            </p>
            {period.links.length ? (
              <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                {period.links.map((link) => (
                  <li key={`${link.period}-${link.how}-${link.house}`}>
                    {t(`timing.${link.how}`, {
                      lord: planet(link.lord),
                      period: t(`timing.period.${link.period}`),
                      house: t(`timing.ordinals.${link.house as 10 | 2 | 11}`),
                      theme: t(`timing.themes.${link.theme}`),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-2 leading-relaxed text-slate-800" data-testid="timing-focus">
              {t(`timing.focus.${period.focus}`)}
            </p>
            {period.text ? <p className="mt-1 leading-relaxed text-slate-700">{period.text}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

function Houses({ analysis }: { analysis: LifeCareerView }) {
  const { t } = useTranslation(['lifeCareer', 'astrology'])
  const themes = ['career', 'wealth', 'gains'] as const
  return (
    <section aria-labelledby="houses-heading" className={cardClass()} data-testid="life-houses">
      <h2 id="houses-heading" className="text-xl font-semibold text-night-900">
        {t('houses.heading')}
      </h2>
      <ul className="mt-2 space-y-2 text-slate-800">
        {analysis.houses.map((house, i) => (
          <li key={house.house}>
            {t(`houses.${themes[i] ?? 'career'}`, {
              sign: t(`astrology:${rashiKey(house.sign)}`),
              lord: t(`astrology:${planetKey(house.lord)}`),
              lordHouse: house.lordHouse,
            })}{' '}
            {house.occupants.length
              ? t('houses.occupants', { planets: house.occupants.map((g) => t(`astrology:${planetKey(g)}`)).join(', ') })
              : t('houses.empty')}
          </li>
        ))}
      </ul>
    </section>
  )
}
