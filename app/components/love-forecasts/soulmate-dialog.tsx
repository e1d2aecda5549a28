import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import type { SoulmateReading } from '../../services/love.server'
import { planetKey } from '../../utils/astrology-names'
import { ShareButtons, type ShareLinkState } from '../share/share-buttons'
import { Button } from '../ui/button'
import { LensWhy } from './soulmates'

// A dasha's month on the customer's calendar (ADR 186), not UTC's.
function monthYear(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { month: 'long', year: 'numeric', timeZone }).format(new Date(iso))
}

/** The result in a modal dialog (the native <dialog>: focus moves in, Escape closes, focus returns to the page). */
export function SoulmateDialog({
  reading,
  share,
  zone,
  onClose,
}: {
  reading: SoulmateReading
  share: ShareLinkState | null
  zone: string
  onClose: () => void
}) {
  const { t } = useTranslation(['love', 'astrology'])
  const locale = useLocale()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  const d = reading.description
  const tf = d.timeframe
  const period = tf ? { mahadasha: t(`astrology:${planetKey(tf.mahadasha)}`), antardasha: t(`astrology:${planetKey(tf.antardasha)}`) } : null
  const timing = !tf
    ? t('timing.none')
    : tf.running
      ? t('timing.running', { ...period, end: monthYear(tf.end, locale, zone) })
      : t('timing.ahead', { ...period, start: monthYear(tf.start, locale, zone), end: monthYear(tf.end, locale, zone) })
  const rows = [
    { key: 'appearance', value: `${t(`appearance.${d.appearance}`)} ${t(`build.${d.build}`)}` },
    { key: 'personality', value: t(`personality.${d.personality}`) },
    { key: 'meeting', value: t(`meeting.${String(d.meeting) as '1'}`) },
    { key: 'timing', value: timing },
    { key: 'connection', value: t(`connection.${d.connection}`) },
  ] as const
  return (
    <dialog
      ref={ref}
      aria-labelledby="soulmate-title"
      onClose={onClose}
      className="m-auto w-[min(40rem,calc(100vw-1.5rem))] max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-card bg-surface p-5 text-night-900 shadow-xl backdrop:bg-night-950/60 sm:p-6"
      data-testid="soulmate-dialog"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="soulmate-title" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
          {t('result.title')}
        </h2>
        <Button type="button" variant="outline" onClick={() => ref.current?.close()}>
          {t('result.close')}
        </Button>
      </div>
      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={reading.sketch}
          alt={t('result.sketchAlt')}
          width={192}
          height={192}
          className="size-48 shrink-0 rounded-[1.75rem] shadow-md"
          data-testid="soulmate-portrait"
        />
        <div>
          <p className="text-sm text-slate-600">{t('result.lensHeading')}</p>
          <p className="font-semibold text-night-900" data-testid="soulmate-lens">
            {t(`lens.${reading.lens}.name`)}
          </p>
          <LensWhy reading={reading} className="mt-1 text-sm text-slate-800" />
          <p className="mt-3 text-sm text-slate-600">{t('result.lovePercentage')}</p>
          <p className="text-4xl font-bold text-violet-800" data-testid="love-percentage">
            {reading.lovePercentage}%
          </p>
          {d.basis === 'moon' ? <p className="mt-2 text-sm text-slate-600">{t('result.moonBasis')}</p> : null}
        </div>
      </div>
      <dl className="mt-4 space-y-3">
        {rows.map((row) => (
          <div key={row.key}>
            <dt className="text-sm font-semibold text-night-900">{t(`result.${row.key}`)}</dt>
            <dd className="text-slate-800">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div data-testid="soulmate-share">
        <ShareButtons kind="soulmate-reading" itemId={String(reading.id)} link={share} level={3} />
      </div>
    </dialog>
  )
}
