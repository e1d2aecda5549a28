import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '../../i18n/use-locale'
import { ButtonLink } from '../ui/button'

/** Without a profile the dashboard asks for one: the form in the page's language, and the Hindi form offered too. */
export function CompleteProfile() {
  const { t } = useTranslation('dashboard')
  const hindi = useLocale() === 'hi'
  return (
    <section aria-labelledby="complete-heading" className="mt-8 rounded-2xl border border-saffron-300 bg-amber-50 p-8 text-center">
      <h2 id="complete-heading" className="text-2xl font-semibold text-night-900">
        {t('complete.heading')}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-slate-700">{t('complete.text')}</p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ButtonLink to={hindi ? '/profile-setup' : '/horoscope'}>{t('complete.action')}</ButtonLink>
        {hindi ? null : (
          // The Hindi form (spec 2.19), offered in its own language like a language switcher.
          <Link to="/profile-setup" lang="hi" className="font-medium text-violet-700 underline underline-offset-2">
            {t('complete.otherLanguage')}
          </Link>
        )}
      </div>
    </section>
  )
}
