import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { useLocale } from '../../i18n/use-locale'
import type { Route } from '../../routes/+types/settings'
import { longDate } from '../../utils/dates'
import { useMessageText } from '../ui/field'
import { FormMessage, useIntentBusy } from '../ui/form-parts'
import { headingClass, sectionClass, type LastResult } from './shared'

type SessionRow = Route.ComponentProps['loaderData']['sessions'][number]

/** "Where you're signed in": each signed-in browser, with Sign out for one and for all. */
export function SessionsSection({ sessions, lastResult }: { sessions: SessionRow[] } & LastResult) {
  const busy = useIntentBusy('revoke')
  const everywhereBusy = useIntentBusy('sign-out-everywhere')
  const error = lastResult?.error?.['']?.[0]
  const { t } = useTranslation('settings')
  const locale = useLocale()
  const read = useMessageText()
  const date = (value: string) => longDate(value, locale)
  return (
    <section aria-labelledby="sessions-heading" className={sectionClass}>
      <h2 id="sessions-heading" className={headingClass}>
        {t('sessions.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('sessions.lead')}</p>
      {error ? <FormMessage tone="error">{read(error)}</FormMessage> : null}
      <ul className="mt-4 divide-y divide-violet-100" aria-label={t('sessions.listLabel')}>
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="text-sm">
              <p className="font-medium text-night-900">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t('sessions.thisDevice')}</span>
                ) : null}
              </p>
              <p className="text-slate-600">{t('sessions.times', { signedIn: date(session.createdAt), lastSeen: date(session.lastSeenAt) })}</p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <input type="hidden" name="session" value={String(session.id)} />
              <button
                type="submit"
                disabled={busy}
                aria-label={t(session.current ? 'sessions.signOutThisLabel' : 'sessions.signOutLabel', {
                  device: session.device,
                  signedIn: date(session.createdAt),
                })}
                className="rounded-lg border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-violet-50 disabled:opacity-70"
              >
                {t('sessions.signOut')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <button
          type="submit"
          disabled={everywhereBusy}
          className="rounded-xl border border-night-800 px-5 py-2.5 font-semibold text-night-800 hover:bg-violet-50 disabled:opacity-70"
        >
          {t('sessions.signOutEverywhere')}
        </button>
      </Form>
    </section>
  )
}
