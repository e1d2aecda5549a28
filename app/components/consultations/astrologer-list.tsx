import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '../../i18n/use-locale'
import { formatNumber, monthYear } from '../../utils/dates'
import { AstrologerPortrait } from './astrologer-portrait'
import { Stars } from './review-form'
import { cardClass, useMoney, type ConsultationsData } from './shared'

/** The astrologers, each with a Select link that chooses them in the booking form below. */
export function AstrologerList({ astrologers, selection }: Pick<ConsultationsData, 'astrologers' | 'selection'>) {
  const { t } = useTranslation('consultations')
  const locale = useLocale()
  const money = useMoney()
  const selectLink = (id: number) => {
    const params = new URLSearchParams({ astrologer: String(id), duration: String(selection.duration) })
    if (selection.date) params.set('date', selection.date)
    return `?${params}#book`
  }
  return (
    <section aria-labelledby="astrologers-heading" className="mt-8">
      <h2 id="astrologers-heading" className="text-2xl font-semibold text-night-900">
        {t('astrologers.heading')}
      </h2>
      {astrologers.length === 0 ? <p className="mt-3 text-slate-600">{t('astrologers.none')}</p> : null}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {astrologers.map((a) => (
          <li key={a.id} className={`${cardClass} flex flex-col ${a.id === selection.astrologer ? 'ring-2 ring-violet-500' : ''}`}>
            <div className="flex items-start gap-4">
              <AstrologerPortrait astrologer={a} />
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-night-900">{a.name}</h3>
                <p className="text-sm text-violet-800">{a.specialty}</p>
                <p className="mt-1 text-sm text-slate-700" data-testid="astrologer-rating">
                  <span aria-hidden="true">★ </span>
                  {a.reviews.count
                    ? t('astrologers.reviewed', {
                        rating: formatNumber(a.reviews.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                        count: a.reviews.count,
                      })
                    : t('astrologers.rating', { rating: formatNumber(a.rating, locale, { minimumFractionDigits: 1 }) })}
                </p>
              </div>
            </div>
            {a.reviews.recent.length ? (
              <ul aria-label={t('astrologers.reviewsHeading', { name: a.name })} className="mt-3 space-y-2" data-testid="astrologer-reviews">
                {a.reviews.recent.map((review) => (
                  <li key={review.id} className="rounded-lg bg-violet-50 px-3 py-2 text-sm text-slate-800">
                    <Stars rating={review.rating} />
                    <span className="sr-only">{t('astrologers.stars', { rating: review.rating })}</span>
                    <q className="mt-1 block break-words">{review.text}</q>
                    <span className="mt-1 block text-xs text-slate-600">
                      {t('astrologers.reviewedBy', { name: review.name, month: monthYear(review.month, locale) })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-3 text-sm text-slate-700">{t('astrologers.languages', { languages: a.languages.join(', ') })}</p>
            {a.yearsOfExperience ? <p className="text-sm text-slate-700">{t('astrologers.experience', { count: a.yearsOfExperience })}</p> : null}
            <p className="mt-3 text-lg font-semibold text-night-900">
              {t('astrologers.price', { price: money(a.pricePerSession) })}
              <span className="block text-xs font-normal text-slate-600">{t('astrologers.perSession')}</span>
            </p>
            <Link
              to={selectLink(a.id)}
              preventScrollReset
              aria-label={t('astrologers.selectName', { name: a.name })}
              aria-current={a.id === selection.astrologer ? 'true' : undefined}
              className="mt-4 inline-flex min-h-11 items-center justify-center rounded-xl bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700"
            >
              {a.id === selection.astrologer ? t('astrologers.selected') : t('astrologers.select')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
