import { parseWithZod } from '@conform-to/zod/v4'
import { Heart, RefreshCw } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useActionData } from 'react-router'
import { PremiumGateView } from '../components/premium/premium-gate-view'
import { ShareButtons } from '../components/share/share-buttons'
import { FormMessage, useIntentBusy } from '../components/ui/form-parts'
import { useToast, type ToastInput } from '../components/ui/toast'
import { useZoneCookie } from '../components/use-zone-cookie'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { recordAction } from '../schemas/records'
import { getTodaysAffirmation, listFavorites, newAffirmation, toggleFavorite } from '../services/affirmations.server'
import { today, userZone } from '../services/lucky.server'
import { lockedView, premiumAction, premiumGate } from '../services/premium.server'
import { getProfile } from '../services/profiles.server'
import { profileRequired } from '../services/profile-gate.server'
import { shareLinkFor } from '../services/sharing.server'
import { longDate } from '../utils/dates'
import { getEnv } from '../utils/env.server'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/daily-affirmations'
import { PageHeading } from '../components/ui/page-heading'
import { buttonClass } from '../components/ui/button'
import { cardClass } from '../components/ui/card'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

/** An affirmation id as the forms send it: Payload's numeric ids (SQLite, PostgreSQL) or a Mongo ObjectId. */

async function profileAndDay(request: Request, user: Parameters<typeof getProfile>[0]) {
  const profile = await getProfile(user).catch((error) => {
    // Spec 8: a failed profile lookup counts as no profile.
    console.error('Reading the profile for affirmations failed', error)
    return null
  })
  if (!profile) return null
  // "Today" is the visitor's day (ADR 085).
  return { profile, day: today(userZone({ cookie: request.headers.get('Cookie'), profileZone: profile.place.timeZone })) }
}

export async function loader({ request }: Route.LoaderArgs) {
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'affirmations')
  const meta = { title: t('meta.title'), description: t('meta.description') }
  const gate = await premiumGate(request)
  if (gate.state !== 'open') return data({ meta, gate: lockedView(gate), page: null })
  const found = await profileAndDay(request, gate.user)
  // The affirmation is chosen from the birth chart: without one there is nothing honest to choose by (ADR 091).
  if (!found) throw await profileRequired(request)
  const { profile, day } = found
  try {
    const [affirmation, favorites] = await Promise.all([getTodaysAffirmation(gate.user, profile, day, locale), listFavorites(gate.user, locale)])
    const share = await shareLinkFor(gate.user, 'affirmation', String(affirmation.id), locale, getEnv().APP_URL)
    return data({ meta, gate: null, page: { date: day.date, zone: day.tz, affirmation, favorites, share, error: false } })
  } catch (error) {
    console.error('Choosing the daily affirmation failed', error)
    return data({ meta, gate: null, page: { date: day.date, zone: day.tz, affirmation: null, favorites: [], share: null, error: true } }, { status: 503 })
  }
}

type ActionResult = { toast: ToastInput; code?: string }

export async function action({ request }: Route.ActionArgs) {
  const gate = await premiumAction(request)
  if (!gate.ok) return gate.response
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'affirmations')
  const refuse = (code: string, description: string, status = 400) =>
    data<ActionResult>({ code, toast: { title: t('toasts.error'), description, variant: 'destructive' } }, { status })
  const form = await request.formData().catch(() => null)
  const intent = form?.get('intent')
  try {
    if (form && intent === 'favorite') {
      const submission = parseWithZod(form, { schema: recordAction('favorite') })
      if (submission.status !== 'success') return refuse('bad-id', t('toasts.notFound'))
      const toggled = await toggleFavorite(gate.user, submission.value.id)
      if (!toggled.ok) return refuse(toggled.code, t('toasts.notFound'), 404)
      return data<ActionResult>({ toast: { title: toggled.isFavorite ? t('toasts.added') : t('toasts.removed') } })
    }
    if (intent === 'new') {
      const found = await profileAndDay(request, gate.user)
      if (!found) return profileRequired(request)
      await newAffirmation(gate.user, found.profile, found.day, locale)
      return data<ActionResult>({ toast: { title: t('toasts.generated') } })
    }
  } catch (error) {
    console.error('An affirmation action failed', error)
    return refuse('failed', t('toasts.failed'), 503)
  }
  return refuse('bad-intent', t('toasts.failed'))
}

/** Daily affirmations (spec 2.15): today's affirmation with Favorite, New Affirmation and Share, and the favourites. */
export default function DailyAffirmationsPage({ loaderData }: Route.ComponentProps) {
  const { gate, page } = loaderData
  if (gate) return <PremiumGateView feature="daily-affirmations" view={gate} />
  return page ? <Affirmations page={page} /> : null
}

type Page = NonNullable<Route.ComponentProps['loaderData']['page']>

function Affirmations({ page }: { page: Page }) {
  const { t } = useTranslation('affirmations')
  const locale = useLocale()
  const actionData = useActionData<typeof action>() as ActionResult | undefined
  const { toast } = useToast()
  const busyNew = useIntentBusy('new')
  const busyFavorite = useIntentBusy('favorite')
  useZoneCookie(page.zone)
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast)
  }, [actionData, toast])
  const { affirmation, favorites } = page
  return (
    <div className="mx-auto max-w-3xl px-gutter py-10">
      <PageHeading>{t('heading')}</PageHeading>
      <p className="mt-2 text-muted">{t('date', { date: longDate(page.date, locale) })}</p>
      {page.error || !affirmation ? (
        <div className="mt-6 space-y-4">
          <FormMessage tone="error">{t('error')}</FormMessage>
          <Link to="/daily-affirmations" reloadDocument className={buttonClass()}>
            {t('tryAgain')}
          </Link>
        </div>
      ) : (
        <section aria-labelledby="today-heading" className={cardClass({ className: 'mt-6' })}>
          <h2 id="today-heading" className="text-caption font-semibold text-accent">
            {t('today')}
          </h2>
          <blockquote className="mt-3 font-[family-name:var(--font-display)] text-title text-ink sm:text-display-sm" data-testid="affirmation-text">
            {affirmation.text}
          </blockquote>
          {affirmation.moonHouse ? (
            <p className="mt-3 text-caption text-muted">{t('why', { house: t(`houses.${affirmation.moonHouse}` as 'houses.1') })}</p>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="favorite" />
              <input type="hidden" name="id" value={String(affirmation.id)} />
              <button type="submit" disabled={busyFavorite} aria-pressed={affirmation.isFavorite} className={buttonClass({ variant: 'outline' })}>
                <Heart aria-hidden="true" className={`size-5 ${affirmation.isFavorite ? 'fill-current' : ''}`} />
                {t('favorite')}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="new" />
              <button type="submit" disabled={busyNew} className={buttonClass()}>
                <RefreshCw aria-hidden="true" className="size-5" />
                {busyNew ? t('generating') : t('newAffirmation')}
              </button>
            </Form>
          </div>
        </section>
      )}
      {!page.error && affirmation ? (
        <ShareButtons key={String(affirmation.id)} kind="affirmation" itemId={String(affirmation.id)} link={page.share} />
      ) : null}
      <section aria-labelledby="favorites-heading" className="mt-10">
        <h2 id="favorites-heading" className="text-title font-semibold text-ink">
          {t('favorites')}
        </h2>
        {favorites.length ? (
          <ul className="mt-4 space-y-3" data-testid="favorites">
            {favorites.map((favorite) => (
              <li key={String(favorite.id)} className={cardClass({ className: 'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between' })}>
                <div>
                  <p className="text-ink">{favorite.text}</p>
                  <p className="mt-1 text-caption text-muted">{longDate(favorite.date, locale)}</p>
                </div>
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value="favorite" />
                  <input type="hidden" name="id" value={String(favorite.id)} />
                  <button type="submit" disabled={busyFavorite} className={buttonClass({ variant: 'outline' })}>
                    <Heart aria-hidden="true" className="size-5 fill-current" />
                    {t('unfavorite')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">{t('noFavorites')}</p>
        )}
      </section>
    </div>
  )
}
