import type { WheelBody, WheelBodyId } from '~/domain/sky'
import { type PlacedBody, pointOnWheel, signSectorPath, spreadBodies, WHEEL } from './geometry'

export type { WheelBody, WheelBodyId }

export interface SkyWheelProps {
  readonly bodies: readonly WheelBody[]
  /** Short labels drawn on the wheel, in the visitor's language: signs by number '1'–'12', bodies by id. */
  readonly signLabels: Readonly<Record<string, string>>
  readonly bodyLabels: Readonly<Record<WheelBodyId, string>>
  /** The whole chart as one sentence for screen readers (see skySummary). */
  readonly summary: string
  /** The longitude drawn at nine o'clock: 0 (Aries) for the sky, the lagna for a birth chart. */
  readonly atLeft?: number
  readonly className?: string
}

const R = { outer: 196, signInner: 156, tickInner: 150, body: 130, ringStep: 24, core: 40 } as const

/**
 * The zodiac wheel as SVG markup: twelve sidereal signs and the bodies at their true longitudes. It holds no state and
 * no effects, so it renders on the server and needs no JavaScript in the browser (today's sky on the
 * landing page, which is not hydrated, ADR 020). The same component draws a birth chart when given its positions.
 */
export function SkyWheel({ bodies, signLabels, bodyLabels, summary, atLeft = 0, className }: SkyWheelProps) {
  const placed = spreadBodies(bodies.map((b) => ({ id: b.id, longitude: b.longitude })))
  return (
    <svg viewBox={`0 0 ${WHEEL.size} ${WHEEL.size}`} role="img" aria-label={summary} className={className} data-sky-wheel="">
      <circle cx={WHEEL.centre} cy={WHEEL.centre} r={R.outer} className="fill-night-950 stroke-night-600" strokeWidth={1.5} />
      {Array.from({ length: 12 }, (_, i) => {
        const sign = i + 1
        const label = pointOnWheel(i * 30 + 15, (R.outer + R.signInner) / 2, atLeft)
        return (
          <g key={sign} data-sign={sign}>
            <path
              d={signSectorPath(sign, R.outer, R.signInner, atLeft)}
              className={sign % 2 ? 'fill-night-800 stroke-night-600' : 'fill-night-900 stroke-night-600'}
            />
            <text x={label.x} y={label.y} textAnchor="middle" dominantBaseline="central" fontSize={14} className="fill-saffron-300 font-sans">
              {signLabels[String(sign)]}
            </text>
          </g>
        )
      })}
      {Array.from({ length: 72 }, (_, i) => {
        const a = pointOnWheel(i * 5, R.signInner, atLeft)
        const b = pointOnWheel(i * 5, i % 6 === 0 ? R.tickInner - 4 : R.tickInner, atLeft)
        return <line key={i} x1={a.x} y1={a.y} x2={b.x} y2={b.y} className="stroke-night-600" strokeWidth={1} />
      })}
      <circle cx={WHEEL.centre} cy={WHEEL.centre} r={R.core} className="fill-night-900 stroke-night-600" />
      {placed.map((body) => (
        <BodyMark key={body.id} body={body} label={bodyLabels[body.id]} atLeft={atLeft} />
      ))}
    </svg>
  )
}

function BodyMark({ body, label, atLeft }: { body: PlacedBody<WheelBodyId>; label: string; atLeft: number }) {
  const rim = pointOnWheel(body.longitude, R.tickInner, atLeft)
  const radius = R.body - body.ring * R.ringStep
  const at = pointOnWheel(body.longitude, radius, atLeft)
  const spoke = pointOnWheel(body.longitude, radius + 11, atLeft)
  const luminary = body.id === 'sun' || body.id === 'moon' || body.id === 'ascendant'
  return (
    <g data-body={body.id} data-longitude={body.longitude.toFixed(2)}>
      <line x1={rim.x} y1={rim.y} x2={spoke.x} y2={spoke.y} className="stroke-saffron-400" strokeWidth={1} />
      <circle cx={rim.x} cy={rim.y} r={2.5} className="fill-saffron-400" />
      <circle cx={at.x} cy={at.y} r={11} className={luminary ? 'fill-saffron-400' : 'fill-night-700 stroke-saffron-300'} />
      <text
        x={at.x}
        y={at.y}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={10}
        fontWeight={600}
        className={luminary ? 'fill-night-950 font-sans' : 'fill-star font-sans'}
      >
        {label}
      </text>
    </g>
  )
}

export interface SummaryText {
  readonly planetNames: Readonly<Record<WheelBodyId, string>>
  readonly signNames: Readonly<Record<string, string>>
  /** One body's phrase, e.g. "Sun in Scorpio 7°". */
  readonly position: (values: { planet: string; sign: string; degree: number }) => string
}

/** The text alternative: every body with its sign and whole degrees into the sign (as a panchang prints them). */
export function skySummary(bodies: readonly WheelBody[], text: SummaryText): string {
  return bodies
    .map((body) => {
      const longitude = ((body.longitude % 360) + 360) % 360
      const sign = Math.floor(longitude / 30) + 1
      return text.position({ planet: text.planetNames[body.id], sign: text.signNames[String(sign)] ?? '', degree: Math.floor(longitude % 30) })
    })
    .join(', ')
}
