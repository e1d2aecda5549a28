import { useTranslation } from 'react-i18next'
import type { DailyForecast } from '../../services/love.server'
import { Card } from '../ui/card'

// Spec 9's colours, each dark enough on white for its text (axe's contrast rule) and light enough as a bar.
const COLOUR_CLASSES = {
  green: { text: 'text-emerald-800', bar: 'bg-emerald-600', ring: 'border-emerald-200' },
  yellow: { text: 'text-yellow-800', bar: 'bg-yellow-400', ring: 'border-yellow-200' },
  orange: { text: 'text-orange-800', bar: 'bg-orange-500', ring: 'border-orange-200' },
  red: { text: 'text-red-800', bar: 'bg-red-600', ring: 'border-red-200' },
} as const

/** Today's three scores with their advice and reasons, and the lucky love time (spec 2.16, 9). */
export function Forecast({ forecast, moonBasis }: { forecast: DailyForecast; moonBasis: boolean }) {
  const { t } = useTranslation(['love', 'astrology'])
  return (
    <>
      <div className="mt-6 grid gap-4 md:grid-cols-3" data-testid="scores">
        {forecast.areas.map((area) => {
          const colours = COLOUR_CLASSES[area.colour]
          const name = t(`areas.${area.area}`)
          return (
            <section
              key={area.area}
              aria-labelledby={`score-${area.area}`}
              className={`rounded-card border-2 ${colours.ring} bg-surface p-5 shadow-sm`}
              data-testid={`score-${area.area}`}
              data-colour={area.colour}
            >
              <div className="flex items-baseline justify-between gap-2">
                <h2 id={`score-${area.area}`} className="text-lg font-semibold text-night-900">
                  {name}
                </h2>
                <p className={`text-2xl font-bold ${colours.text}`}>{t('forecast.outOf', { score: area.score })}</p>
              </div>
              <div
                role="progressbar"
                aria-label={t('forecast.scoreLabel', { area: name })}
                aria-valuemin={0}
                aria-valuemax={10}
                aria-valuenow={area.score}
                className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100"
              >
                {/* Spec 9: the bar is the score times ten per cent. */}
                <div className={`h-full rounded-full ${colours.bar}`} style={{ width: `${area.score * 10}%` }} />
              </div>
              <h3 className="mt-4 text-sm font-semibold text-night-900">{t('forecast.advice')}</h3>
              <p className="mt-1 text-slate-800">{area.advice ?? t('forecast.noAdvice')}</p>
              <details className="mt-3 text-sm text-slate-700">
                <summary className="cursor-pointer font-medium text-violet-800">{t('forecast.why')}</summary>
                {area.reasons.length > 0 ? (
                  <ul className="mt-2 list-disc space-y-1 ps-5">
                    {area.reasons.map((reason) => (
                      <li key={reason}>{t(`reasons.${reason}`)}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2">{t('forecast.neutral')}</p>
                )}
              </details>
            </section>
          )
        })}
      </div>
      <Card aria-labelledby="lucky-love-heading" className="mt-4" data-testid="lucky-love-time">
        <h2 id="lucky-love-heading" className="text-lg font-semibold text-night-900">
          {t('forecast.luckyLoveTime')}
        </h2>
        <p className="mt-1 text-2xl font-semibold text-night-900">
          <time>{forecast.luckyLoveTime}</time>
        </p>
        {moonBasis ? <p className="mt-2 text-sm text-slate-600">{t('forecast.moonBasis')}</p> : null}
      </Card>
    </>
  )
}
