import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useActionData } from 'react-router'
import { EntryForm } from '../components/journal/entry-form'
import { MoodChart } from '../components/premium/mood-chart'
import { PremiumGateView } from '../components/premium/premium-gate-view'
import { Button } from '../components/ui/button'
import { Card } from '../components/ui/card'
import { inputClass } from '../components/ui/field'
import { FormMessage } from '../components/ui/form-parts'
import { PageHeading } from '../components/ui/page-heading'
import { useToast } from '../components/ui/toast'
import { useZoneCookie } from '../components/use-zone-cookie'
import { useLocale } from '../i18n/use-locale'
import { moodEmoji } from '../schemas/journal'
import { longDate } from '../utils/dates'
import { pageMeta } from '../utils/meta'
import type { ActionResult, JournalPage } from './astro-journal.server'
import type { Route } from './+types/astro-journal'

// The loader and the action run on the server only (ADR 174).
export { action, loader } from './astro-journal.server'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

/** The astro journal (spec 2.18): the entry form for a date, Past Entries and the mood chart. */
export default function AstroJournalPage({ loaderData }: Route.ComponentProps) {
  const { gate, page } = loaderData
  if (gate) return <PremiumGateView feature="astro-journal" view={gate} />
  return page ? <Journal page={page} /> : null
}

function Journal({ page }: { page: JournalPage }) {
  const { t } = useTranslation(['journal', 'calendar'])
  const locale = useLocale()
  const actionData = useActionData() as ActionResult | undefined
  const { toast } = useToast()
  useZoneCookie(page.zone)
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast)
  }, [actionData, toast])
  return (
    <div className="mx-auto max-w-5xl px-gutter py-10">
      <PageHeading>{t('heading')}</PageHeading>
      <p className="mt-2 max-w-2xl text-muted">{t('lead')}</p>
      {page.error ? (
        <div className="mt-4">
          <FormMessage tone="error">{page.error}</FormMessage>
        </div>
      ) : null}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="journal-date" className="block text-sm font-medium text-slate-700">
            {t('chooseDate')}
          </label>
          <input id="journal-date" type="date" name="date" defaultValue={page.date} max={page.today} min="1920-01-01" className={`${inputClass} mt-1`} />
        </div>
        <Button type="submit" variant="outline">
          {t('open')}
        </Button>
      </Form>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <EntryForm key={`${page.date}:${String(page.entry.id)}`} page={page} />
        <div className="space-y-8">
          <Card aria-labelledby="chart-heading">
            <h2 id="chart-heading" className="text-title font-semibold text-ink">
              {t('chart.heading')}
            </h2>
            <div className="mt-4">
              <MoodChart points={page.series} />
            </div>
          </Card>
          <Card aria-labelledby="past-heading">
            <h2 id="past-heading" className="text-title font-semibold text-ink">
              {t('past')}
            </h2>
            {page.past.length ? (
              <ul className="mt-3 divide-y divide-line" data-testid="past-entries">
                {page.past.map((entry) => (
                  <li key={entry.date} className="py-2">
                    <Link
                      to={`/astro-journal?date=${entry.date}`}
                      className="flex min-h-tap items-center justify-between gap-3 text-ink hover:text-accent"
                    >
                      <span className="font-medium">{longDate(entry.date, locale)}</span>
                      <span className="text-muted">
                        <span aria-hidden="true">{moodEmoji(entry.mood)} </span>
                        {t('moodOf', { mood: entry.mood })} · {t(`calendar:phases.${entry.moonPhase}`)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-muted">{t('noPast')}</p>
            )}
          </Card>
        </div>
      </div>
    </div>
  )
}
