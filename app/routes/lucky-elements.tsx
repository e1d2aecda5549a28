import { useTranslation } from 'react-i18next'
import { data, Form, Link, useNavigation } from 'react-router'
import { FormMessage } from '../components/ui/form-parts'
import { inputClass } from '../components/ui/field'
import { useZoneCookie } from '../components/use-zone-cookie'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { parseLuckyQuery } from '../schemas/day-query'
import { getPersonalLuckyElements, luckyForSign, refreshLuckyElements, today, userZone, type LuckyCard } from '../services/lucky.server'
import { getProfile, type Profile } from '../services/profiles.server'
import { planetKey, rashiKey } from '../utils/astrology-names'
import { getUser, requireUser } from '../utils/auth.server'
import { longDate } from '../utils/dates'
import { pageMeta } from '../utils/meta'
import { redirectWithToast } from '../utils/session.server'
import { ShareButtons } from '../components/share/share-buttons'
import { shareLinkFor } from '../services/sharing.server'
import { getEnv } from '../utils/env.server'
import type { Route } from './+types/lucky-elements'
import { PageHeading } from '../components/ui/page-heading'
import { cardClass } from '../components/ui/card'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

async function profileOf(user: Awaited<ReturnType<typeof getUser>>): Promise<Profile | null> {
  if (!user) return null
  try {
    return await getProfile(user)
  } catch (error) {
    console.error('Reading the profile for lucky elements failed', error)
    return null
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'lucky')
  const meta = { title: t('meta.title'), description: t('meta.description') }
  const user = await getUser(request)
  const profile = await profileOf(user)
  const zone = userZone({ cookie: request.headers.get('Cookie'), profileZone: profile?.place.timeZone ?? null })
  const day = today(zone)
  const base = { meta, zone, date: day.date, signedIn: Boolean(user) }

  if (user && profile) {
    let card: LuckyCard | null = null
    try {
      card = await getPersonalLuckyElements(user, profile, day)
    } catch (error) {
      // Spec 8: a failed load is only logged; the page says nothing more than that there is nothing to show.
      console.error('Loading lucky elements failed', error)
    }
    const share = card ? await shareLinkFor(user, 'lucky-elements', card.date, locale, getEnv().APP_URL) : null
    return data({ ...base, mode: 'personal' as const, card, share, sign: null, refresh: 0, error: null })
  }

  const query = parseLuckyQuery(new URL(request.url).searchParams)
  if (!query.ok) return data({ ...base, mode: 'sign' as const, card: null, share: null, sign: null, refresh: 0, error: query.code }, { status: 400 })
  const { sign, refresh } = query.value
  const card = sign ? luckyForSign(sign, day, refresh) : null
  return data({ ...base, mode: 'sign' as const, card, share: null, sign, refresh, error: null })
}

/** Refresh, for a signed-in customer with a profile: the next draw of the day, stored (signed out, it is a link). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const profile = await getProfile(user)
  const t = await getFixedT(request, 'lucky')
  if (!profile) return data({ error: 'profile' }, { status: 400 })
  const zone = userZone({ cookie: request.headers.get('Cookie'), profileZone: profile.place.timeZone })
  await refreshLuckyElements(user, profile, today(zone))
  return redirectWithToast('/lucky-elements', { title: t('updated') })
}

export default function LuckyElements({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['lucky', 'astrology'])
  const locale = useLocale()
  const navigation = useNavigation()
  const { mode, card, share, sign, refresh, error, date, zone, signedIn } = loaderData
  useZoneCookie(zone)
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeading>{t('heading')}</PageHeading>
      <p className="mt-2 text-slate-600">{t('date', { date: longDate(date, locale) })}</p>

      {mode === 'personal' ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-700">{t('personal')}</p>
          <Form method="post">
            <button
              type="submit"
              disabled={busy}
              className="rounded-xl bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700 disabled:opacity-70"
            >
              {busy ? t('refreshing') : t('refresh')}
            </button>
          </Form>
        </div>
      ) : (
        <Form method="get" className={cardClass({ className: 'mt-6' })}>
          {error ? (
            <div className="mb-4">
              <FormMessage tone="error">{t(`errors.${error}`)}</FormMessage>
            </div>
          ) : null}
          <fieldset>
            <legend className="font-semibold text-night-900">{t('sign.legend')}</legend>
            <p className="mt-1 text-sm text-slate-600">{t('sign.prompt')}</p>
            <div className="mt-3 flex flex-wrap items-end gap-3">
              {/* A floor under the select's width makes the button wrap below it on a phone rather than squeeze it. */}
              <div className="min-w-48 flex-1 sm:flex-none">
                <label htmlFor="moon-sign" className="block text-sm font-medium text-slate-700">
                  {t('sign.label')}
                </label>
                <select
                  id="moon-sign"
                  name="sign"
                  required
                  defaultValue={sign ?? ''}
                  aria-invalid={error === 'sign' ? true : undefined}
                  className={`mt-1 ${inputClass} sm:w-64`}
                >
                  <option value="" disabled>
                    {t('sign.choose')}
                  </option>
                  {Array.from({ length: 12 }, (_, i) => (
                    <option key={i + 1} value={i + 1}>
                      {t(`astrology:${rashiKey(i + 1)}`)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="w-full rounded-xl bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700 sm:w-auto">
                {t('sign.show')}
              </button>
            </div>
          </fieldset>
          <p className="mt-4 text-sm text-slate-700">
            {t('sign.signIn')}{' '}
            <Link to={signedIn ? '/horoscope' : '/auth?redirectTo=/lucky-elements'} className="font-medium text-violet-700 underline underline-offset-2">
              {signedIn ? t('sign.profileLink') : t('sign.signInLink')}
            </Link>
          </p>
        </Form>
      )}

      {card ? (
        <>
          {mode === 'sign' && sign ? (
            <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
              <p className="font-medium text-night-900">{t('sign.forSign', { sign: t(`astrology:${rashiKey(sign)}`) })}</p>
              <Link
                to={`?sign=${sign}&refresh=${(refresh + 1) % 1000}`}
                className="rounded-xl bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700"
                preventScrollReset
              >
                {t('refresh')}
              </Link>
            </div>
          ) : null}
          <LuckyCards card={card} />
          {mode === 'personal' ? <ShareButtons key={card.refresh} kind="lucky-elements" itemId={card.date} link={share} /> : null}
        </>
      ) : null}

      <section aria-labelledby="tips-heading" className={cardClass({ className: 'mt-8' })}>
        <h2 id="tips-heading" className="text-xl font-semibold text-night-900">
          {t('tips.heading')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          {(['number', 'colour', 'time', 'gemstone', 'direction'] as const).map((key) => (
            <li key={key}>{t(`tips.${key}`)}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">{t('midnight')}</p>
      </section>
    </div>
  )
}

function LuckyCards({ card }: { card: LuckyCard }) {
  const { t } = useTranslation(['lucky', 'astrology'])
  const colour = t(`colours.${card.colour.name}` as 'colours.Red')
  const time = t('clock', { hour: card.time12.hour, minute: String(card.time12.minute).padStart(2, '0'), period: t(card.time12.period) })
  const items = [
    { key: 'number', label: t('cards.number'), value: String(card.number) },
    { key: 'colour', label: t('cards.colour'), value: colour },
    { key: 'time', label: t('cards.time'), value: time },
    { key: 'gemstone', label: t('cards.gemstone'), value: t(`gemstones.${card.gemstone}` as 'gemstones.Ruby') },
    { key: 'direction', label: t('cards.direction'), value: t(`directions.${card.direction}` as 'directions.North') },
  ]
  return (
    <section aria-labelledby="cards-heading" className="mt-6">
      <h2 id="cards-heading" className="sr-only">
        {t('cards.label')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="lucky-cards">
        {items.map((item) => (
          <li key={item.key} className={cardClass()} data-testid={`lucky-${item.key}`}>
            <p className="text-sm font-medium text-slate-600">{item.label}</p>
            <p className="mt-1 flex items-center gap-3 text-2xl font-semibold text-night-900">
              {item.key === 'colour' ? (
                <span
                  role="img"
                  aria-label={t('cards.swatch', { colour })}
                  className="inline-block size-8 rounded-full border border-slate-300"
                  style={{ backgroundColor: card.colour.hex }}
                />
              ) : null}
              <span>{item.value}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">{t('graha', { graha: t(`astrology:${planetKey(card.graha)}`) })}</p>
    </section>
  )
}
