import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FestivalFeedSettings } from '../components/festivals/feed-settings'
import { AccountPayments } from '../components/payments/account-payments'
import { DailyMailForm } from '../components/settings/daily-mail-form'
import { DeleteForm } from '../components/settings/delete-form'
import { LanguageForm } from '../components/settings/language-form'
import { PasswordForm } from '../components/settings/password-form'
import { PushSection } from '../components/settings/push-section'
import { RemindersForm } from '../components/settings/reminders-form'
import { SessionsSection } from '../components/settings/sessions-section'
import { headingClass, sectionClass } from '../components/settings/shared'
import { useToast } from '../components/ui/toast'
import { useLocale } from '../i18n/use-locale'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/settings'
import type { SettingsIntent } from './settings.server'

// The loader and action run on the server only; the client bundle drops these named re-exports (ADR 174).
export { action, loader } from './settings.server'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { toast } = useToast()
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast)
  }, [actionData, toast])
  const resultFor = (intent: SettingsIntent) => (actionData?.intent === intent ? actionData.result : undefined)
  const { t } = useTranslation('settings')
  const locale = useLocale()

  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10">
      <div>
        <Link to="/dashboard" className="text-sm font-medium text-violet-700 underline underline-offset-2">
          {t('back')}
        </Link>
        <h1 className="mt-3 font-[family-name:var(--font-display)] text-4xl font-semibold text-night-900">{t('heading')}</h1>
        <p className="mt-1 text-slate-600">{t('signedInAs', { email: loaderData.email })}</p>
      </div>
      <LanguageForm preferredLanguage={loaderData.preferredLanguage} lastResult={resultFor('language')} />
      <DailyMailForm choice={loaderData.dailyMail} language={t(`languageNames.${loaderData.preferredLanguage}`)} lastResult={resultFor('daily-mail')} />
      {loaderData.push ? (
        <PushSection
          publicKey={loaderData.push.publicKey}
          devices={loaderData.push.devices}
          lastResult={resultFor('push-on') ?? resultFor('push-remove')}
        />
      ) : null}
      <RemindersForm channel={loaderData.reminders} lastResult={resultFor('reminders')} />
      <PasswordForm lastResult={resultFor('password')} />
      <SessionsSection sessions={loaderData.sessions} lastResult={resultFor('revoke')} />
      {loaderData.festivalFeed ? <FestivalFeedSettings feed={loaderData.festivalFeed} /> : null}
      <AccountPayments access={loaderData.access} orders={loaderData.orders} locale={locale} className={sectionClass} />
      <section aria-labelledby="data-heading" className={sectionClass}>
        <h2 id="data-heading" className={headingClass}>
          {t('data.heading')}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{t('data.text')}</p>
        <a
          href="/settings/export"
          download
          className="mt-4 inline-block rounded-xl border border-night-800 px-5 py-2.5 font-semibold text-night-800 hover:bg-violet-50"
        >
          {t('data.download')}
        </a>
      </section>
      <DeleteForm lastResult={resultFor('delete')} />
    </div>
  )
}
