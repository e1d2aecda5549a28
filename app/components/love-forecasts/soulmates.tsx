import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { useLocale } from '../../i18n/use-locale'
import type { SoulmatePlan, SoulmateReading } from '../../services/love.server'
import { planetKey, rashiKey } from '../../utils/astrology-names'
import { longDateIn } from '../../utils/dates'
import { Button } from '../ui/button'
import { Card } from '../ui/card'

/** What a reading's lens rests on, in words (ADR 194); a reading made before lenses was a 7th-house reading. */
export function LensWhy({ reading, className }: { reading: SoulmateReading; className?: string }) {
  const { t } = useTranslation(['love', 'astrology'])
  const d = reading.description
  if (d.lensSign === undefined || d.lensPlanet === undefined || d.lensHouse === undefined) return null
  const planet = t(`astrology:${planetKey(d.lensPlanet)}`)
  return (
    <p className={className} data-testid="soulmate-lens-why">
      {t(`lens.${reading.lens}.why`, { sign: t(`astrology:${rashiKey(d.lensSign)}`), planet, house: d.lensHouse })}
    </p>
  )
}

/** The soulmate generator: what it makes, what it costs, which lens comes next, and its button. */
export function Generator({ busy, plan }: { busy: boolean; plan: SoulmatePlan | null }) {
  const { t } = useTranslation('love')
  const done = plan !== null && plan.next === null
  return (
    <Card aria-labelledby="generator-heading" className="mt-6" data-testid="soulmate-generator">
      <h2 id="generator-heading" className="text-xl font-semibold text-night-900">
        {t('soulmate.heading')}
      </h2>
      <p className="mt-2 text-slate-800">{t('soulmate.lead')}</p>
      <p className="mt-2 text-sm text-slate-600">{t('soulmate.honest')}</p>
      {plan ? (
        <div className="mt-3 space-y-1 text-sm text-slate-700">
          <p data-testid="soulmate-progress">{t('soulmate.progress', { drawn: plan.drawn, total: plan.total })}</p>
          {/* How many different sketches are left, and honestly why a chart gives fewer (ADR 209). */}
          {plan.total > plan.drawn ? (
            <p className="font-medium text-night-900" data-testid="soulmate-left">
              {t('soulmate.left', { count: plan.total - plan.drawn })}
            </p>
          ) : null}
          {plan.needTime > 0 ? <p data-testid="soulmate-need-time">{t('soulmate.needTime', { count: plan.needTime })}</p> : null}
          {plan.repeats > 0 ? <p data-testid="soulmate-repeats">{t('soulmate.repeats', { count: plan.repeats })}</p> : null}
        </div>
      ) : null}
      {done ? (
        <div className="mt-4 rounded-control border border-line bg-surface-soft p-4" data-testid="soulmate-all-drawn">
          <h3 className="font-semibold text-night-900">{t('soulmate.allDrawn')}</h3>
          <p className="mt-1 text-slate-800">{t('soulmate.allDrawnText')}</p>
        </div>
      ) : (
        <>
          {plan?.next ? (
            <p className="mt-3 font-medium text-night-900" data-testid="soulmate-next">
              {t('soulmate.next', { lens: t(`lens.${plan.next}.offer`) })}
            </p>
          ) : null}
          <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="generate" />
            <Button type="submit" disabled={busy}>
              {busy ? t('soulmate.generating') : t('soulmate.generate')}
            </Button>
            <span className="text-sm text-slate-600">{t('soulmate.cost')}</span>
          </Form>
        </>
      )}
    </Card>
  )
}

/** The soulmate readings made before, each distinct sketch once with its lens, each opened in the dialog. */
export function PastSoulmates({ soulmates, zone, onView }: { soulmates: SoulmateReading[]; zone: string; onView: (reading: SoulmateReading) => void }) {
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
          {soulmates.map((reading) => {
            const lens = t(`lens.${reading.lens}.name`)
            // "Made on" is the customer's calendar day (ADR 186).
            const date = longDateIn(reading.generatedAt, zone, locale)
            return (
              <li key={reading.id} className="flex flex-wrap items-center gap-3 rounded-control border border-line p-3" data-lens={reading.lens}>
                <img src={reading.sketch} alt="" width={64} height={64} className="size-16 rounded-2xl" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-night-900">{lens}</p>
                  <p className="text-sm text-slate-700">
                    {t('result.lovePercentage')}: {reading.lovePercentage}%
                  </p>
                  <p className="text-sm text-slate-600">{t('result.generatedOn', { date })}</p>
                </div>
                <Button type="button" variant="outline" onClick={() => onView(reading)} aria-label={t('past.viewLabel', { lens, date })}>
                  {t('past.view')}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </Card>
  )
}
