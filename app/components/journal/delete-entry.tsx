import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { useLocale } from '../../i18n/use-locale'
import type { JournalPage } from '../../routes/astro-journal.server'
import { longDate } from '../../utils/dates'
import { Button, buttonClass } from '../ui/button'
import { useIntentBusy } from '../ui/form-parts'

/**
 * Deleting a saved entry (ADR 190): a link to the same page with `?delete`, where the server asks first, "Yes, delete"
 * (focused) or "Keep it". Links and a plain form: the question is asked before the page's script runs too.
 */
export function DeleteEntry({ page }: { page: JournalPage }) {
  const { t } = useTranslation('journal')
  const locale = useLocale()
  const busy = useIntentBusy('delete')
  const date = longDate(page.date, locale)
  if (!page.confirmDelete)
    return (
      <Link
        to={`/astro-journal?date=${page.date}&delete`}
        className={buttonClass({ variant: 'danger-outline', size: 'sm', className: 'mt-4' })}
        data-testid="delete-entry"
      >
        {t('delete.link')}
      </Link>
    )
  return (
    <section aria-labelledby="delete-entry-heading" className="mt-4 rounded-card border border-red-300 bg-red-50 p-4" data-testid="confirm-delete-entry">
      <h3 id="delete-entry-heading" className="font-semibold text-red-900">
        {t('delete.heading', { date })}
      </h3>
      <p className="mt-1 text-sm text-red-900">{t('delete.text')}</p>
      <Form method="post" action={`/astro-journal?date=${page.date}`} className="mt-3 flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="date" value={page.date} />
        {/* Focused when the question appears, so a keyboard's next press answers it. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the question was asked for; its answer is the next step */}
        <Button type="submit" variant="danger" size="sm" disabled={busy} autoFocus>
          {t('delete.yes')}
        </Button>
        <Link to={`/astro-journal?date=${page.date}`} className={buttonClass({ variant: 'plain', size: 'sm' })}>
          {t('delete.cancel')}
        </Link>
      </Form>
    </section>
  )
}
