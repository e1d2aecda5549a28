import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { DashaLord } from '../astrology'
import type { ToastInput } from '../components/ui/toast'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { journalDateProblem, parseJournalForm } from '../schemas/journal'
import { deleteEntry, getEntry, moodSeries, recentEntries, saveEntry, skyOfDate } from '../services/journal.server'
import { today, userZone } from '../services/lucky.server'
import { lockedView, premiumAction, premiumGate } from '../services/premium.server'
import { getProfile } from '../services/profiles.server'
import { planetKey, rashiKey } from '../utils/astrology-names'
import { longDate } from '../utils/dates'
import type { Locale } from '../utils/locales.mjs'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/astro-journal'

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
  const params = new URL(request.url).searchParams
  const asked = params.getAll('date')
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
    // The question before a delete (`?delete`), asked by the server so it is asked before the page's script runs too.
    confirmDelete: entry !== null && params.has('delete'),
    past,
    series,
  }
  return data({ meta, gate: null, page }, { status: problem ? 400 : 200 })
}

/** The journal as an open page shows it: the date's entry (saved or blank), the past entries and the mood series. */
export type JournalPage = NonNullable<Awaited<ReturnType<typeof loader>>['data']['page']>

/** What a refused save answers. */
export type ActionResult = { toast: ToastInput; code?: string }

export async function action({ request }: Route.ActionArgs) {
  const gate = await premiumAction(request)
  if (!gate.ok) return gate.response
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'journal')
  const form = await request.formData().catch(() => null)
  if (form?.get('intent') === 'delete') return deleteAction(gate.user, String(form.get('date') ?? ''), t, locale)
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

/** Deletes the customer's entry of a date, after the page asked (ADR 190); only their own entry can be found. */
async function deleteAction(user: Parameters<typeof deleteEntry>[0], date: string, t: TFunction<'journal'>, locale: Locale) {
  const refused = (code: string, description: string, status: number) =>
    data<ActionResult>({ code, toast: { title: t('toasts.error'), description, variant: 'destructive' } }, { status })
  if (journalDateProblem(date, '2100-12-31') === 'date') return refused('date', t('toasts.problems.date'), 400)
  try {
    if (!(await deleteEntry(user, date))) return refused('not-found', t('toasts.notFound'), 404)
  } catch (error) {
    console.error('Deleting the journal entry failed', error)
    return refused('failed', t('toasts.deleteFailed'), 503)
  }
  return redirectWithToast('/astro-journal', { title: t('toasts.deleted'), description: t('toasts.deletedText', { date: longDate(date, locale) }) })
}
