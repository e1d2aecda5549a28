import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useActionData } from 'react-router'
import { MoodChart } from '../components/premium/mood-chart'
import { PremiumGateView } from '../components/premium/premium-gate-view'
import { Field, inputClass } from '../components/ui/field'
import { FormMessage, useIntentBusy } from '../components/ui/form-parts'
import { useToast, type ToastInput } from '../components/ui/toast'
import { useZoneCookie } from '../components/use-zone-cookie'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { getEntry, moodSeries, recentEntries, saveEntry, skyOfDate } from '../services/journal.server'
import { today, userZone } from '../services/lucky.server'
import { lockedView, premiumAction, premiumGate } from '../services/premium.server'
import { getProfile } from '../services/profiles.server'
import { journalDateProblem, moodEmoji, parseJournalForm, PREDICTION_ACCURACY } from '../schemas/journal'
import { planetKey, rashiKey } from '../utils/astrology-names'
import { longDate } from '../utils/dates'
import { pageMeta } from '../utils/meta'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/astro-journal'
import type { DashaLord, MoonPhaseName } from '../astrology'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

const PHASES: MoonPhaseName[] = [
  'new-moon',
  'waxing-crescent',
  'first-quarter',
  'waxing-gibbous',
  'full-moon',
  'waning-gibbous',
  'last-quarter',
  'waning-crescent',
]

async function profileOf(user: Parameters<typeof getProfile>[0]) {
  return getProfile(user).catch((error) => {
    // Spec 8: a failed profile lookup counts as no profile; the journal then reads the sky at New Delhi.
    console.error('Reading the profile for the journal failed', error)
    return null
  })
}

export async function loader({ request }: Route.LoaderArgs) {
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'journal')
  const meta = { title: t('meta.title'), description: t('meta.description') }
  const gate = await premiumGate(request)
  if (gate.state !== 'open') return data({ meta, gate: lockedView(gate), page: null })
  const profile = await profileOf(gate.user)
  const day = today(userZone({ cookie: request.headers.get('Cookie'), profileZone: profile?.place.timeZone ?? null }))
  const asked = new URL(request.url).searchParams.getAll('date')
  const problem = asked.length > 1 ? 'date' : asked.length === 1 ? journalDateProblem(asked[0]!, day.date) : null
  const date = asked.length === 1 && !problem ? asked[0]! : day.date
  const [entry, past, series] = await Promise.all([getEntry(gate.user, date), recentEntries(gate.user), moodSeries(gate.user)])
  // A blank entry starts from the real sky of its date; a saved one shows what the customer kept.
  const sky = skyOfDate(date, profile)
  const at = await getFixedT(locale, 'astrology')
  const influences = sky.transits
    .map((g) => t(g.retrograde ? 'retrograde' : 'influence', { graha: at(planetKey(g.graha as DashaLord)), sign: at(rashiKey(g.sign)) }))
    .join('\n')
  const page = {
    date,
    today: day.date,
    zone: day.tz,
    error: problem ? t(`toasts.problems.${problem}`) : null,
    entry: entry ?? {
      id: null,
      date,
      mood: 5,
      dailyEvents: '',
      predictionAccuracy: null,
      personalNotes: '',
      moonPhase: sky.moonPhase,
      planetaryInfluences: influences,
    },
    editing: entry !== null,
    past,
    series,
  }
  return data({ meta, gate: null, page }, { status: problem ? 400 : 200 })
}

type ActionResult = { toast: ToastInput; code?: string }

export async function action({ request }: Route.ActionArgs) {
  const gate = await premiumAction(request)
  if (!gate.ok) return gate.response
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'journal')
  const form = await request.formData().catch(() => null)
  const profile = await profileOf(gate.user)
  const day = today(userZone({ cookie: request.headers.get('Cookie'), profileZone: profile?.place.timeZone ?? null }))
  const parsed = form ? parseJournalForm(form, day.date) : ({ ok: false, code: 'events-missing' } as const)
  if (!parsed.ok) {
    const toast: ToastInput =
      parsed.code === 'events-missing'
        ? { title: t('toasts.missing'), description: t('toasts.missingText'), variant: 'destructive' }
        : { title: t('toasts.error'), description: t(`toasts.problems.${parsed.code}`), variant: 'destructive' }
    return data<ActionResult>({ code: parsed.code, toast }, { status: 400 })
  }
  try {
    await saveEntry(gate.user, parsed.value)
  } catch (error) {
    console.error('Saving the journal entry failed', error)
    return data<ActionResult>(
      { code: 'failed', toast: { title: t('toasts.error'), description: t('toasts.failed'), variant: 'destructive' } },
      { status: 503 },
    )
  }
  return redirectWithToast(`/astro-journal?date=${parsed.value.date}`, {
    title: t('toasts.saved'),
    description: t('toasts.savedText', { date: longDate(parsed.value.date, locale) }),
  })
}

/** The astro journal (spec 2.18): the entry form for a date, Past Entries and the mood chart. */
export default function AstroJournalPage({ loaderData }: Route.ComponentProps) {
  const { gate, page } = loaderData
  if (gate) return <PremiumGateView feature="astro-journal" view={gate} />
  return page ? <Journal page={page} /> : null
}

type Page = NonNullable<Route.ComponentProps['loaderData']['page']>

const cardClass = 'rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6'
const buttonClass =
  'inline-flex min-h-tap items-center justify-center rounded-control bg-night-800 px-5 font-semibold text-white hover:bg-night-700 disabled:opacity-70'
const outlineClass =
  'inline-flex min-h-tap items-center justify-center rounded-control border border-night-800 px-4 font-semibold text-night-800 hover:bg-violet-50'

function Journal({ page }: { page: Page }) {
  const { t } = useTranslation(['journal', 'calendar'])
  const locale = useLocale()
  const actionData = useActionData<typeof action>() as ActionResult | undefined
  const { toast } = useToast()
  useZoneCookie(page.zone)
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast)
  }, [actionData, toast])
  return (
    <div className="mx-auto max-w-5xl px-gutter py-10">
      <h1 className="font-[family-name:var(--font-display)] text-display-sm font-semibold text-ink sm:text-display">{t('heading')}</h1>
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
        <button type="submit" className={outlineClass}>
          {t('open')}
        </button>
      </Form>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <EntryForm key={`${page.date}:${String(page.entry.id)}`} page={page} />
        <div className="space-y-8">
          <section aria-labelledby="chart-heading" className={cardClass}>
            <h2 id="chart-heading" className="text-title font-semibold text-ink">
              {t('chart.heading')}
            </h2>
            <div className="mt-4">
              <MoodChart points={page.series} />
            </div>
          </section>
          <section aria-labelledby="past-heading" className={cardClass}>
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
          </section>
        </div>
      </div>
    </div>
  )
}

function EntryForm({ page }: { page: Page }) {
  const { t } = useTranslation(['journal', 'calendar'])
  const locale = useLocale()
  const busy = useIntentBusy('save')
  const { entry } = page
  const [mood, setMood] = useState(entry.mood)
  return (
    <section aria-labelledby="entry-heading" className={cardClass}>
      <h2 id="entry-heading" className="text-title font-semibold text-ink">
        {page.editing ? t('editEntry') : t('newEntry')} · {longDate(page.date, locale)}
      </h2>
      {page.editing ? <p className="mt-1 text-sm text-muted">{t('editing', { date: longDate(page.date, locale) })}</p> : null}
      <Form method="post" action={`/astro-journal?date=${page.date}`} className="mt-5 space-y-5">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="date" value={page.date} />
        <div>
          <label htmlFor="journal-mood" className="block text-sm font-medium text-slate-700">
            {t('moodLabel')}
          </label>
          <div className="mt-1 flex items-center gap-4">
            <input
              id="journal-mood"
              type="range"
              name="mood"
              min={1}
              max={10}
              step={1}
              value={mood}
              onChange={(event) => setMood(Number(event.target.value))}
              aria-valuetext={t('mood', { mood })}
              className="h-tap w-full accent-violet-700"
            />
            <span aria-hidden="true" className="text-3xl" data-testid="mood-emoji">
              {moodEmoji(mood)}
            </span>
          </div>
          <p className="mt-1 text-sm text-muted" data-testid="mood-value">
            {t('mood', { mood })}
          </p>
        </div>
        <Field id="journal-events" label={t('dailyEvents')}>
          {(a11y) => (
            <textarea
              {...a11y}
              name="dailyEvents"
              rows={4}
              aria-required="true"
              placeholder={t('dailyEventsHint')}
              defaultValue={entry.dailyEvents}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="journal-accuracy" label={t('predictionAccuracy')}>
          {(a11y) => (
            <select {...a11y} name="predictionAccuracy" defaultValue={entry.predictionAccuracy ?? ''} className={`${inputClass} bg-white`}>
              <option value="">{t('accuracy.none')}</option>
              {PREDICTION_ACCURACY.map((value) => (
                <option key={value} value={value}>
                  {t(`accuracy.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="journal-notes" label={t('reflections')}>
          {(a11y) => <textarea {...a11y} name="personalNotes" rows={4} defaultValue={entry.personalNotes} className={inputClass} />}
        </Field>
        <Field id="journal-phase" label={t('moonPhase')}>
          {(a11y) => (
            <select {...a11y} name="moonPhase" defaultValue={entry.moonPhase} className={`${inputClass} bg-white`}>
              {PHASES.map((phase) => (
                <option key={phase} value={phase}>
                  {t(`calendar:phases.${phase}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="journal-influences" label={t('influences')}>
          {(a11y) => <textarea {...a11y} name="planetaryInfluences" rows={5} defaultValue={entry.planetaryInfluences} className={inputClass} />}
        </Field>
        <button type="submit" disabled={busy} className={`${buttonClass} w-full sm:w-auto`}>
          {busy ? t('saving') : page.editing ? t('update') : t('save')}
        </button>
      </Form>
    </section>
  )
}
