import { useTranslation } from 'react-i18next'
import type { MoonPhaseName } from '../../astrology/moon-phase'
import { useLocale } from '../../i18n/use-locale'
import { longDate } from '../../utils/dates'

type Point = { date: string; mood: number; moonPhase: MoonPhaseName }

const WIDTH = 640
const HEIGHT = 240
const PAD = { left: 36, right: 16, top: 16, bottom: 56 }
/** The lit part of each phase as the moon glyph shows it: the left or right half, all, or none. */
const LIT: Record<MoonPhaseName, 'none' | 'right-thin' | 'right' | 'right-wide' | 'full' | 'left-wide' | 'left' | 'left-thin'> = {
  'new-moon': 'none',
  'waxing-crescent': 'right-thin',
  'first-quarter': 'right',
  'waxing-gibbous': 'right-wide',
  'full-moon': 'full',
  'waning-gibbous': 'left-wide',
  'last-quarter': 'left',
  'waning-crescent': 'left-thin',
}

function MoonGlyph({ x, y, phase }: { x: number; y: number; phase: MoonPhaseName }) {
  const r = 7
  const lit = LIT[phase]
  const side = lit.startsWith('right') ? 1 : -1
  // The terminator is an ellipse: narrow for a crescent or gibbous, straight at a quarter.
  const bulge = lit.endsWith('thin') ? -r * 0.6 : lit.endsWith('wide') ? r * 0.6 : 0
  const half =
    lit === 'none' || lit === 'full'
      ? null
      : `M ${x} ${y - r} A ${r} ${r} 0 0 ${side > 0 ? 1 : 0} ${x} ${y + r} A ${Math.abs(bulge) || 0.01} ${r} 0 0 ${bulge > 0 === side > 0 ? 1 : 0} ${x} ${y - r} Z`
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={lit === 'full' ? '#fcd48a' : '#1f1850'} stroke="#1f1850" strokeWidth="1" />
      {half ? <path d={half} fill="#fcd48a" /> : null}
    </g>
  )
}

/**
 * Mood over the latest entries beside each day's moon phase, drawn on the server as plain SVG (no chart library, no
 * script): a line of mood 1–10 over the entries in date order, with the moon of each day under its point.
 */
export function MoodChart({ points }: { points: Point[] }) {
  const { t } = useTranslation('journal')
  const locale = useLocale()
  if (points.length < 2) return <p className="text-muted">{t('chart.empty')}</p>
  const innerW = WIDTH - PAD.left - PAD.right
  const innerH = HEIGHT - PAD.top - PAD.bottom
  const x = (i: number) => PAD.left + (points.length === 1 ? innerW / 2 : (i * innerW) / (points.length - 1))
  const y = (mood: number) => PAD.top + ((10 - mood) * innerH) / 9
  const moods = points.map((p) => p.mood)
  const summary = t('chart.summary', {
    count: points.length,
    from: longDate(points[0]!.date, locale),
    to: longDate(points.at(-1)!.date, locale),
    min: Math.min(...moods),
    max: Math.max(...moods),
  })
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="mood-chart-title mood-chart-desc"
        className="h-auto w-full"
        data-testid="mood-chart"
      >
        <title id="mood-chart-title">{t('chart.title')}</title>
        <desc id="mood-chart-desc">{summary}</desc>
        {[1, 5, 10].map((m) => (
          <g key={m}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(m)} y2={y(m)} stroke="#e4defc" />
            <text x={PAD.left - 8} y={y(m) + 4} textAnchor="end" fontSize="12" fill="#525066">
              {m}
            </text>
          </g>
        ))}
        <polyline points={points.map((p, i) => `${x(i)},${y(p.mood)}`).join(' ')} fill="none" stroke="#6d28d9" strokeWidth="2.5" />
        {points.map((p, i) => (
          <g key={p.date}>
            <circle cx={x(i)} cy={y(p.mood)} r="4" fill="#6d28d9" />
            <MoonGlyph x={x(i)} y={HEIGHT - PAD.bottom + 22} phase={p.moonPhase} />
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 text-caption text-muted">{summary}</figcaption>
    </figure>
  )
}
