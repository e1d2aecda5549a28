import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import type { CrushView } from '../../services/crush.server'
import { nakshatraKey, rashiKey } from '../../utils/astrology-names'
import { longDateIn } from '../../utils/dates'
import { ConfirmDelete } from '../confirm-delete'
import { ShareButtons, type ShareLinkState } from '../share/share-buttons'
import { Card } from '../ui/card'

/**
 * One saved crush analysis: the score, the text, "thinking about you", the Moon facts, delete and sharing. Its date is
 * the day it was made in the zone of the customer's day (ADR 186).
 */
export function Analysis({ item, share, zone }: { item: CrushView; share: ShareLinkState | null; zone: string }) {
  const { t } = useTranslation(['crush', 'astrology', 'share'])
  const locale = useLocale()
  const { match, name } = item
  const rashi = (n: number) => t(`astrology:${rashiKey(n)}`)
  const headingId = `crush-${item.id}-heading`
  return (
    <Card as="article" aria-labelledby={headingId} data-testid="crush-analysis">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words text-xl font-semibold text-night-900">
            {t('result.heading', { name })}
          </h3>
          <p className="text-sm text-slate-600">{t('list.analysedOn', { date: longDateIn(item.createdAt, zone, locale) })}</p>
        </div>
        <ConfirmDelete what={t('crushItem', { name })} fields={{ intent: 'delete', id: item.id }} />
      </div>
      <p className="mt-3 text-4xl font-bold text-night-900" data-testid="crush-score">
        {t('result.score', { score: item.score })}
      </p>
      <p className="mt-1 text-lg font-semibold text-violet-800">{t(`result.bands.${item.band}`)}</p>
      <p className="mt-1 text-sm text-slate-600">{t('result.bandHint')}</p>

      <h4 className="mt-5 font-semibold text-night-900">{t('result.analysis')}</h4>
      <p className="mt-1 text-slate-700" data-testid="crush-text">
        {item.analysis ?? t('result.noText')}
      </p>

      <div className="mt-5 rounded-xl bg-rose-50 p-4" data-testid="thinking-about-you">
        <p className="text-lg font-semibold text-rose-900">{t('result.thinking', { percent: item.thinkingAboutYou })}</p>
        <p className="mt-1 text-sm text-rose-900">{t('result.thinkingNote')}</p>
        {item.insight ? (
          <>
            <h4 className="mt-3 font-semibold text-rose-900">{t('result.insight')}</h4>
            <p className="mt-1 text-rose-950">{item.insight}</p>
          </>
        ) : null}
      </div>

      <div className="mt-5 space-y-2 text-sm text-slate-700">
        <p>
          {t('result.moons', {
            name,
            selfRashi: rashi(match.selfMoon.rashi.number),
            selfNakshatra: t(`astrology:${nakshatraKey(match.selfMoon.nakshatra.number)}`),
            crushRashi: rashi(match.crushMoon.rashi.number),
            crushNakshatra: t(`astrology:${nakshatraKey(match.crushMoon.nakshatra.number)}`),
          })}
        </p>
        <p data-testid="sign-change">
          {match.signChange
            ? t('result.signChange', {
                name,
                from: rashi(match.signChange.from),
                to: rashi(match.signChange.to),
                time: match.signChange.at,
                zone: item.tz,
              })
            : t('result.steady', { name, rashi: rashi(match.crushMoon.rashi.number) })}
        </p>
        <p>{t('result.lifePaths', { name, self: match.lifePaths.self, crush: match.lifePaths.crush })}</p>
        <p className="text-slate-600">{t('result.how', { total: match.ashtakoot.total })}</p>
      </div>
      <ShareButtons kind="crush" itemId={item.id} link={share} level={4} note={t('share:kinds.crush.privacy')} />
    </Card>
  )
}
