import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '../../i18n/use-locale'
import type { ReadingSummary } from '../../services/compatibility.server'
import { longDateIn } from '../../utils/dates'
import { ConfirmDelete } from '../confirm-delete'
import { Card } from '../ui/card'

const PATH = '/soulmate-analysis'
const link = 'font-medium text-violet-700 underline underline-offset-2'

/** The customer's past analyses, newest first; each dated in `zone` (ADR 186). */
export function PastAnalyses({ list, current, zone }: { list: ReadingSummary[]; current: string | null; zone: string }) {
  const { t } = useTranslation('compatibility')
  const locale = useLocale()
  return (
    <Card aria-labelledby="past-heading" className="mt-8">
      <h2 id="past-heading" className="text-xl font-semibold text-night-900">
        {t('soulmate.list.heading')}
      </h2>
      {list.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('soulmate.list.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" data-testid="past-analyses">
          {list.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <Link
                to={`${PATH}?id=${item.id}`}
                aria-label={t('soulmate.list.open', { name: item.partnerName })}
                aria-current={item.id === current ? 'page' : undefined}
                className={`${link} min-w-0 break-words`}
              >
                {t('soulmate.list.item', { name: item.partnerName, percent: item.percent, date: longDateIn(item.createdAt, zone, locale) })}
              </Link>
              <ConfirmDelete what={t('soulmate.list.what', { name: item.partnerName })} fields={{ intent: 'delete', id: item.id }} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
