import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { useLocale } from '../../i18n/use-locale'
import type { SoulmateReading } from '../../services/love.server'
import { longDate } from '../../utils/dates'
import { Button } from '../ui/button'
import { Card } from '../ui/card'

/** The soulmate generator: what it makes, what it costs, and its button. */
export function Generator({ busy }: { busy: boolean }) {
  const { t } = useTranslation('love')
  return (
    <Card aria-labelledby="generator-heading" className="mt-6" data-testid="soulmate-generator">
      <h2 id="generator-heading" className="text-xl font-semibold text-night-900">
        {t('soulmate.heading')}
      </h2>
      <p className="mt-2 text-slate-800">{t('soulmate.lead')}</p>
      <p className="mt-2 text-sm text-slate-600">{t('soulmate.honest')}</p>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="generate" />
        <Button type="submit" disabled={busy}>
          {busy ? t('soulmate.generating') : t('soulmate.generate')}
        </Button>
        <span className="text-sm text-slate-600">{t('soulmate.cost')}</span>
      </Form>
    </Card>
  )
}

/** The soulmate readings made before, each opened in the dialog. */
export function PastSoulmates({ soulmates, onView }: { soulmates: SoulmateReading[]; onView: (reading: SoulmateReading) => void }) {
  const { t } = useTranslation('love')
  const locale = useLocale()
  return (
    <Card aria-labelledby="past-heading" className="mt-6" data-testid="past-soulmates">
      <h2 id="past-heading" className="text-xl font-semibold text-night-900">
        {t('past.heading')}
      </h2>
      {soulmates.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('past.empty')}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {soulmates.map((reading) => (
            <li key={reading.id} className="flex items-center gap-3 rounded-control border border-line p-3">
              <img src={reading.sketch} alt="" width={56} height={56} className="size-14 rounded-full" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-night-900">
                  {t('result.lovePercentage')}: {reading.lovePercentage}%
                </p>
                <p className="text-sm text-slate-600">{t('result.generatedOn', { date: longDate(reading.generatedAt.slice(0, 10), locale) })}</p>
              </div>
              <Button type="button" variant="outline" onClick={() => onView(reading)}>
                {t('past.view')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
