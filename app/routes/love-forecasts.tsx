import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, type ShouldRevalidateFunction, useActionData, useNavigation } from 'react-router'
import { Forecast } from '../components/love-forecasts/forecast'
import { SoulmateDialog } from '../components/love-forecasts/soulmate-dialog'
import { Generator, PastSoulmates } from '../components/love-forecasts/soulmates'
import { PremiumGateView } from '../components/premium/premium-gate-view'
import { Button, ButtonLink } from '../components/ui/button'
import { Card } from '../components/ui/card'
import { FormMessage } from '../components/ui/form-parts'
import { PageHeading } from '../components/ui/page-heading'
import { FlashToast, useToast } from '../components/ui/toast'
import { useZoneCookie } from '../components/use-zone-cookie'
import { useLocale } from '../i18n/use-locale'
import type { SoulmateReading } from '../services/love.server'
import { longDate } from '../utils/dates'
import { pageMeta } from '../utils/meta'
import type { ActionResult } from './love-forecasts.server'
import type { Route } from './+types/love-forecasts'

// The loader and the action run on the server only (ADR 174).
export { action, loader } from './love-forecasts.server'

/**
 * A refused sketch (409: every lens drawn, ADR 194) is a 4xx, after which React Router would keep the page's old data;
 * the page reads again so the generator card says what the server now knows.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

/** Love forecasts (spec 2.16): the credits card, the three scores, the lucky love time and the soulmate generator. */
export default function LoveForecastsPage({ loaderData }: Route.ComponentProps) {
  const { gate, page } = loaderData
  if (gate || !page) return <PremiumGateView feature="love-forecasts" view={gate!} />
  return <LoveForecasts page={page} />
}

type PageData = NonNullable<Route.ComponentProps['loaderData']['page']>

function LoveForecasts({ page }: { page: PageData }) {
  const { t } = useTranslation('love')
  const locale = useLocale()
  const navigation = useNavigation()
  const actionData = useActionData() as ActionResult | undefined
  const { toast } = useToast()
  // The dialog shows a past reading the customer opened, or the one just generated until it is closed.
  const [viewing, setViewing] = useState<SoulmateReading | null>(null)
  const [closedAnswer, setClosedAnswer] = useState<ActionResult | null>(null)
  const fresh = actionData?.reading && closedAnswer !== actionData ? actionData.reading : null
  const shown = viewing ?? fresh
  useZoneCookie(page.zone)
  const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent

  useEffect(() => {
    if (actionData && 'toast' in actionData) toast(actionData.toast)
  }, [actionData, toast])

  function close() {
    setViewing(null)
    if (actionData) setClosedAnswer(actionData)
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <FlashToast toast={page.ready} />
      <PageHeading>{t('heading')}</PageHeading>
      <p className="mt-2 text-slate-700">{t('lead')}</p>

      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <Card aria-labelledby="credits-heading" className="md:col-span-1" data-testid="credits">
          <h2 id="credits-heading" className="text-lg font-semibold text-night-900">
            {t('credits.heading')}
          </h2>
          <p className="mt-2 text-3xl font-semibold text-night-900">{t('credits.balance', { count: page.balance })}</p>
          <p className="mt-1 text-sm text-slate-600">{t('credits.note')}</p>
          <ButtonLink to="/pricing" variant="outline" className="mt-4">
            {t('credits.viewPlans')}
          </ButtonLink>
        </Card>
        <Card as="div" className="flex flex-col justify-between gap-4 md:col-span-2">
          <p className="text-slate-700">{t('forecast.date', { date: longDate(page.date, locale) })}</p>
          <div className="flex flex-wrap gap-3">
            {page.forecast ? (
              <Form method="post">
                <input type="hidden" name="intent" value="refresh" />
                <Button type="submit" disabled={busy('refresh')}>
                  {busy('refresh') ? t('forecast.refreshing') : t('forecast.refresh')}
                </Button>
              </Form>
            ) : null}
            <ButtonLink to="/horoscope" variant="outline">
              {t('forecast.updateProfile')}
            </ButtonLink>
          </div>
        </Card>
      </div>

      {page.missing.length > 0 ? (
        <Card aria-labelledby="missing-heading" className="mt-6" data-testid="profile-missing">
          <h2 id="missing-heading" className="text-xl font-semibold text-night-900">
            {t('missing.title')}
          </h2>
          <p className="mt-2 text-slate-700">{t('missing.body')}</p>
          <ul className="mt-2 list-disc ps-6 text-slate-800">
            {page.missing.map((field) => (
              <li key={field}>{t(`missing.fields.${field}`)}</li>
            ))}
          </ul>
          <ButtonLink to="/horoscope" className="mt-4">
            {t('missing.action')}
          </ButtonLink>
        </Card>
      ) : null}

      {page.failed ? (
        <div className="mt-6 space-y-3">
          <FormMessage tone="error">{t('forecast.failed')}</FormMessage>
          <ButtonLink to="/love-forecasts" reloadDocument>
            {t('forecast.tryAgain')}
          </ButtonLink>
        </div>
      ) : null}

      {page.forecast ? <Forecast forecast={page.forecast} moonBasis={page.moonBasis} /> : null}

      <Generator busy={busy('generate')} plan={page.plan} />

      <PastSoulmates soulmates={page.soulmates} zone={page.zone} onView={setViewing} />

      {shown ? (
        <SoulmateDialog key={String(shown.id)} reading={shown} share={page.shares[String(shown.id)] ?? null} zone={page.zone} onClose={close} />
      ) : null}
    </div>
  )
}
