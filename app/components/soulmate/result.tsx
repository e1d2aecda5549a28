import { useTranslation } from 'react-i18next'
import { KOOTA_NAMES, type CoupleMatch, type KootaName } from '../../astrology'
import type { ReadingView } from '../../services/compatibility.server'
import { kootaKey, nakshatraKey, rashiKey } from '../../utils/astrology-names'
import { ShareButtons, type ShareLinkState } from '../share/share-buttons'
import { Card } from '../ui/card'
import { Doshas, Manglik, UnknownTime } from './result-details'

/** A compatibility reading: the score, each koota, manglik and the doshas, the texts, and sharing. */
export function Result({ view, share }: { view: ReadingView; share: ShareLinkState | null }) {
  const { t } = useTranslation(['compatibility', 'astrology'])
  const { match } = view
  const name = view.partnerName
  return (
    <div className="mt-6 space-y-6">
      <Card aria-labelledby="score-heading">
        <h2 id="score-heading" className="text-xl font-semibold text-night-900">
          {t('soulmate.result.heading', { name })}
        </h2>
        <p className="mt-3 text-4xl font-bold text-night-900" data-testid="compatibility-score">
          {t('soulmate.result.score', { percent: view.percent })}
        </p>
        <p className="mt-1 text-lg font-semibold text-violet-800">{t(`soulmate.result.bands.${view.band}`)}</p>
        <p className="mt-1 text-slate-700">{t('soulmate.result.gunas', { total: view.matchingQualities })}</p>
        <p className="mt-3 text-sm text-slate-600">{t('soulmate.result.bandHint')}</p>
        <p className="mt-3 text-slate-700">
          {t('soulmate.result.moons', {
            name,
            selfRashi: t(`astrology:${rashiKey(match.self.moon.rashi.number)}`),
            selfNakshatra: t(`astrology:${nakshatraKey(match.self.moon.nakshatra.number)}`),
            partnerRashi: t(`astrology:${rashiKey(match.partner.moon.rashi.number)}`),
            partnerNakshatra: t(`astrology:${nakshatraKey(match.partner.moon.nakshatra.number)}`),
          })}
        </p>
        <p className="mt-3 text-sm text-slate-600">
          {match.orientation.kind === 'traditional' ? t('soulmate.result.orientation.traditional') : t('soulmate.result.orientation.bothWays')}
        </p>
      </Card>

      <UnknownTime match={match} name={name} />

      <Card aria-labelledby="breakdown-heading">
        <h2 id="breakdown-heading" className="text-xl font-semibold text-night-900">
          {t('soulmate.result.breakdown')}
        </h2>
        <ul className="mt-4 divide-y divide-slate-100" data-testid="koota-breakdown">
          {KOOTA_NAMES.map((koota) => (
            <KootaRow key={koota} koota={koota} match={match} name={name} />
          ))}
        </ul>
      </Card>

      <Manglik match={match} name={name} />
      <Doshas match={match} />

      <div className="grid gap-6 md:grid-cols-2">
        <TextList id="strengths" heading={t('soulmate.result.strengths')} items={view.strengths} />
        <TextList id="growth" heading={t('soulmate.result.growthAreas')} items={view.growthAreas} />
      </div>
      <Card aria-labelledby="advice-heading">
        <h2 id="advice-heading" className="text-xl font-semibold text-night-900">
          {t('soulmate.result.advice')}
        </h2>
        <p className="mt-3 text-slate-700">{view.advice ?? t('soulmate.result.noTexts')}</p>
      </Card>
      <ShareButtons kind="compatibility" itemId={view.id} link={share} />
    </div>
  )
}

function KootaRow({ koota, match, name }: { koota: KootaName; match: CoupleMatch; name: string }) {
  const { t } = useTranslation(['compatibility', 'astrology'])
  const score = match.score.kootas[koota]
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold text-night-900">{t(`astrology:${kootaKey(koota)}`)}</p>
        <p className="text-sm text-slate-600">{t(`soulmate.result.measures.${koota}`)}</p>
        {score.orders ? (
          <p className="text-sm text-slate-600">{t('soulmate.result.ordersBoth', { a: score.orders[0], b: score.orders[1], name })}</p>
        ) : null}
      </div>
      <p className="font-semibold text-night-900">{t('soulmate.result.outOf', { score: score.score, max: score.max })}</p>
    </li>
  )
}

function TextList({ id, heading, items }: { id: string; heading: string; items: { koota: KootaName | null; text: string }[] }) {
  const { t } = useTranslation(['compatibility', 'astrology'])
  return (
    <Card aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-night-900">
        {heading}
      </h2>
      {items.length ? (
        <ul className="mt-3 space-y-3">
          {items.map((item, i) => (
            <li key={i} className="text-slate-700">
              {item.koota ? <span className="font-semibold text-night-900">{t(`astrology:${kootaKey(item.koota)}`)}: </span> : null}
              {item.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-600">{t('soulmate.result.noTexts')}</p>
      )}
    </Card>
  )
}
