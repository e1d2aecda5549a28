import { useTranslation } from 'react-i18next'
import type { CoupleMatch, ManglikResult, MoonSegment } from '../../astrology'
import { nakshatraKey, rashiKey } from '../../utils/astrology-names'
import { Card } from '../ui/card'

export function UnknownTime({ match, name }: { match: CoupleMatch; name: string }) {
  const { t } = useTranslation(['compatibility', 'astrology'])
  if (match.self.timeKnown && match.partner.timeKnown) return null
  const window = (segment: MoonSegment, who: 'self' | 'partner') =>
    `${t(who === 'self' ? 'soulmate.result.unknownTime.selfWindow' : 'soulmate.result.unknownTime.partnerWindow', { name, from: segment.from, to: segment.to })} (${t(
      'soulmate.result.unknownTime.moon',
      { rashi: t(`astrology:${rashiKey(segment.moon.rashi.number)}`), nakshatra: t(`astrology:${nakshatraKey(segment.moon.nakshatra.number)}`) },
    )})`
  return (
    <Card aria-labelledby="unknown-heading" data-testid="unknown-time">
      <h2 id="unknown-heading" className="text-xl font-semibold text-night-900">
        {t('soulmate.result.unknownTime.heading')}
      </h2>
      {match.possibilities.length ? (
        <>
          <p className="mt-2 text-slate-700">{t('soulmate.result.unknownTime.text')}</p>
          <ul className="mt-3 space-y-2">
            {match.possibilities.map((p, i) => (
              <li key={i} className="rounded-lg bg-violet-50 px-4 py-3 text-slate-800">
                <span>{[p.self ? window(p.self, 'self') : null, p.partner ? window(p.partner, 'partner') : null].filter(Boolean).join('; ')}</span>
                {': '}
                <strong>
                  {t('soulmate.result.score', { percent: p.score.percent })} · {t('soulmate.result.gunas', { total: p.score.total })}
                </strong>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">{t('soulmate.result.unknownTime.headline')}</p>
        </>
      ) : (
        <p className="mt-2 text-slate-700">{t('soulmate.result.unknownTime.steady')}</p>
      )}
    </Card>
  )
}

export function Manglik({ match, name }: { match: CoupleMatch; name: string }) {
  const { t } = useTranslation('compatibility')
  const person = (who: string, result: ManglikResult) => {
    const status = result.effective ? 'effective' : result.present ? 'cancelled' : 'none'
    return (
      <li className="py-2">
        <p>
          <span className="font-semibold text-night-900">{who}:</span> {t(`soulmate.result.manglik.status.${status}`)}
        </p>
        <p className="text-sm text-slate-600">
          {t('soulmate.result.manglik.house', { house: result.house, reference: t(`soulmate.result.manglik.reference.${result.reference}`) })}
          {result.cancellations.length ? ` — ${result.cancellations.map((c) => t(`soulmate.result.manglik.cancellations.${c}`)).join('; ')}` : ''}
        </p>
      </li>
    )
  }
  return (
    <Card aria-labelledby="manglik-heading">
      <h2 id="manglik-heading" className="text-xl font-semibold text-night-900">
        {t('soulmate.result.manglik.heading')}
      </h2>
      <ul className="mt-2">
        {person(t('soulmate.result.manglik.self'), match.manglik.self)}
        {person(t('soulmate.result.manglik.partner', { name }), match.manglik.partner)}
      </ul>
      <p className="mt-2 font-medium text-slate-800" data-testid="manglik-match">
        {t(`soulmate.result.manglik.match.${match.manglik.status}`, { name })}
      </p>
    </Card>
  )
}

export function Doshas({ match }: { match: CoupleMatch }) {
  const { t } = useTranslation('compatibility')
  const line = (dosha: CoupleMatch['doshas']['nadi'] | CoupleMatch['doshas']['bhakoot']) =>
    !dosha.present
      ? t('soulmate.result.doshas.absent')
      : dosha.cancelled
        ? t('soulmate.result.doshas.cancelled', {
            reasons: dosha.exceptions.map((e) => t(`soulmate.result.doshas.exceptions.${e}`)).join('; '),
          })
        : t('soulmate.result.doshas.present')
  return (
    <Card aria-labelledby="doshas-heading">
      <h2 id="doshas-heading" className="text-xl font-semibold text-night-900">
        {t('soulmate.result.doshas.heading')}
      </h2>
      <dl className="mt-3 space-y-2">
        <div>
          <dt className="font-semibold text-night-900">{t('soulmate.result.doshas.nadi')}</dt>
          <dd className="text-slate-700">{line(match.doshas.nadi)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-night-900">{t('soulmate.result.doshas.bhakoot')}</dt>
          <dd className="text-slate-700">{line(match.doshas.bhakoot)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">{t('soulmate.result.doshas.note')}</p>
    </Card>
  )
}
