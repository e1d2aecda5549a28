import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '../../i18n/use-locale'
import type { NextFestival } from '../../services/festivals.server'
import { longDate } from '../../utils/dates'
import { Card } from '../ui/card'
import { festivalName, type Translate } from '../../domain/festival-text'

/** The dashboard's next festival at the customer's birthplace, by its own rule (ADR 198), and the way to the year's. */
export function NextFestivalCard({ festival }: { festival: NextFestival | null }) {
  const { t: typed } = useTranslation('festivals')
  const t = typed as unknown as Translate
  const locale = useLocale()
  const year = festival?.date.slice(0, 4)
  const when = (days: number) => (days === 0 ? t('card.today') : days === 1 ? t('card.tomorrow') : t('card.inDays', { count: days }))
  return (
    <Card aria-labelledby="next-festival-heading" padding="lg" data-testid="next-festival">
      <h2 id="next-festival-heading" className="text-xl font-semibold text-night-900">
        {t('card.heading')}
      </h2>
      {festival ? (
        <>
          <p className="mt-2 text-lg font-semibold text-violet-800">{festivalName(t, festival.key)}</p>
          <p className="text-slate-700">
            <time dateTime={festival.date}>{longDate(festival.date, locale)}</time> · {when(festival.days)}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t('card.at', { place: festival.place })}</p>
          <Link
            to={`/festivals?year=${year}${festival.placeId ? `&place=${festival.placeId}` : ''}`}
            className="mt-3 inline-block font-medium text-violet-700 underline underline-offset-2"
          >
            {t('card.all', { year })}
          </Link>
        </>
      ) : (
        <p className="mt-2 text-slate-600">{t('card.none')}</p>
      )}
    </Card>
  )
}
