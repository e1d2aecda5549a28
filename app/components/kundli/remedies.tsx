import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { KundliRemedy } from '~/services/kundli.server'
import { planetKey } from '~/utils/astrology-names'

/** The kundli's remedies (ADR 254): one card per graha the chart calls for, with why, and its three remedies. */
export function RemedyList({ remedies }: { remedies: readonly KundliRemedy[] }) {
  const { t } = useTranslation(['kundli', 'astrology'])
  return (
    <>
      {remedies.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('remedies.none')}</p>
      ) : (
        <ul className="mt-3 space-y-3" data-testid="remedies">
          {remedies.map((remedy) => (
            <li key={remedy.graha} className="rounded-lg border border-line p-3" data-graha={remedy.graha}>
              <h3 className="font-semibold text-night-900">{t(`astrology:${planetKey(remedy.graha)}`)}</h3>
              <p className="mt-1 text-sm text-slate-700">
                {t('remedies.why')}: {remedy.reasons.map((reason) => t(`remedies.reasons.${reason}`)).join('; ')}
              </p>
              <dl className="mt-2 space-y-2">
                {remedy.texts.map(({ kind, text }) => (
                  <div key={kind} data-kind={kind}>
                    <dt className="text-sm font-semibold text-night-900">{t(`remedies.kinds.${kind}`)}</dt>
                    <dd className="text-slate-800">{text ?? <span className="text-slate-700">{t('remedies.unwritten')}</span>}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4">
        <Link to="/consultations" className="font-semibold text-night-900 underline underline-offset-2">
          {t('remedies.consult')}
        </Link>
      </p>
    </>
  )
}
