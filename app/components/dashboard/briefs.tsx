import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { useLocale } from '../../i18n/use-locale'
import type { LifeCareerView } from '../../services/life-career.server'
import type { DailyReading } from '../../services/readings.server'
import { planetKey } from '../../utils/astrology-names'
import { longDate } from '../../utils/dates'
import { useZoneCookie } from '../use-zone-cookie'
import { Button, ButtonLink } from '../ui/button'
import { Card } from '../ui/card'
import { FormMessage } from '../ui/form-parts'

/** Today's reading in brief (spec 2.6, 4): the overview, the numbers and the 5 power colours, and the way to the rest. */
export function TodayBrief({ reading, zone }: { reading: DailyReading | null; zone: string }) {
  const { t } = useTranslation(['reading', 'lucky'])
  useZoneCookie(zone)
  return (
    <Card aria-labelledby="today-heading" padding="lg" data-testid="today-brief">
      <h2 id="today-heading" className="text-xl font-semibold text-night-900">
        {t('dashboard.today')}
      </h2>
      {reading ? (
        <>
          <p className="mt-2 leading-relaxed text-slate-800">{reading.sections.overview ?? t('noText')}</p>
          <div className="mt-4 flex flex-wrap gap-x-8 gap-y-4">
            <div>
              <h3 className="text-sm font-medium text-slate-600">{t('luckyNumbers')}</h3>
              <p className="mt-1 font-semibold text-night-900" data-testid="brief-numbers">
                {reading.luckyNumbers.join(', ')}
              </p>
            </div>
            <div>
              <h3 className="text-sm font-medium text-slate-600">{t('powerColours')}</h3>
              <ul className="mt-1 flex flex-wrap gap-2" data-testid="brief-colours">
                {reading.dashboardColours.map((colour) => {
                  const name = t(`lucky:colours.${colour.name}` as 'lucky:colours.Red')
                  return (
                    <li key={colour.name} className="flex items-center gap-1.5 text-sm text-slate-800">
                      <span
                        role="img"
                        aria-label={t('swatch', { colour: name })}
                        className="inline-block size-5 rounded-full border border-slate-300"
                        style={{ backgroundColor: colour.hex }}
                      />
                      {name}
                    </li>
                  )
                })}
              </ul>
            </div>
          </div>
          <ButtonLink to="/daily-reading" className="mt-5">
            {t('dashboard.readFull')}
          </ButtonLink>
        </>
      ) : (
        <div className="mt-3 space-y-3">
          <FormMessage tone="error">{t('error')}</FormMessage>
          <ButtonLink to="/dashboard" reloadDocument>
            {t('tryAgain')}
          </ButtonLink>
        </div>
      )}
    </Card>
  )
}

/** The Life tab: the latest life and career analysis in brief, or the button that makes one. */
export function LifeBrief({ life }: { life: LifeCareerView | null }) {
  const { t } = useTranslation(['lifeCareer', 'astrology'])
  const locale = useLocale()
  return (
    <Card aria-labelledby="life-heading" padding="lg" data-testid="life-brief">
      <h2 id="life-heading" className="text-xl font-semibold text-night-900">
        {t('dashboard.heading')}
      </h2>
      {life ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('dashboard.latest', { date: longDate(life.date, locale) })}</p>
          <p className="mt-2 font-medium text-violet-800">
            {t('dashboard.now', { maha: t(`astrology:${planetKey(life.now.mahadasha)}`), antar: t(`astrology:${planetKey(life.now.antardasha)}`) })}
          </p>
          <p className="mt-2 leading-relaxed text-slate-800">{life.paragraphs.careerPredictions ?? t('noText')}</p>
          <ButtonLink to="/life-career" className="mt-5">
            {t('dashboard.open')}
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t('dashboard.none')}</p>
          <Form method="post" action="/life-career" className="mt-5">
            <input type="hidden" name="intent" value="generate" />
            <Button type="submit">{t('generate')}</Button>
          </Form>
        </>
      )}
    </Card>
  )
}
