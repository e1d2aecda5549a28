import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '../i18n/use-locale'
import type { SavedItem } from '../services/saved-items.server'
import { longDateIn } from '../utils/dates'
import { ConfirmDelete } from './confirm-delete'

const link = 'font-medium text-violet-700 underline underline-offset-2'

/** The dashboard's saved items: each reopens its reading and can be deleted (after a question); dates in `zone` (ADR 186). */
export function SavedItems({ items, zone }: { items: SavedItem[]; zone: string }) {
  const { t } = useTranslation('crush')
  const locale = useLocale()
  return (
    <section aria-labelledby="saved-heading" className="mt-8 rounded-2xl border border-violet-100 bg-white p-6 shadow-sm" data-testid="saved-items">
      <h2 id="saved-heading" className="text-xl font-semibold text-night-900">
        {t('saved.heading')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">
          {t('saved.empty')}{' '}
          <Link to="/numerology" className={link}>
            {t('saved.numerologyLink')}
          </Link>
          {' · '}
          <Link to="/soulmate-analysis" className={link}>
            {t('saved.soulmateLink')}
          </Link>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => {
            const title = item.kind === 'numerology-report' ? item.title : t('saved.compatibilityTitle', { name: item.partnerName, percent: item.percent })
            const to = item.kind === 'numerology-report' ? `/numerology?id=${item.itemId}` : `/soulmate-analysis?id=${item.itemId}`
            return (
              <li key={`${item.kind}-${item.itemId}`} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="text-xs font-semibold uppercase tracking-wide text-violet-800">{t(`saved.kinds.${item.kind}`)}</p>
                  <Link to={to} aria-label={t('saved.open', { title })} className={`${link} break-words`}>
                    {title}
                  </Link>
                  <p className="text-sm text-slate-600">{t('saved.savedOn', { date: longDateIn(item.savedAt, zone, locale) })}</p>
                </div>
                <ConfirmDelete what={title} action="/saved-items" fields={{ intent: 'delete', kind: item.kind, id: item.itemId }} />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
