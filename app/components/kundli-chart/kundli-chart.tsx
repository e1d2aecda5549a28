import type { Graha } from '~/astrology'
import { type House, houseCentre, housesOf, type KundliInput, NORTH_HOUSE_POLYGONS, signNumberPosition, SOUTH_SIGN_CELLS } from './houses'

export interface KundliChartProps {
  readonly kundli: KundliInput
  /** 'north': the diamond chart (houses fixed, signs numbered); 'south': the square chart (signs fixed, lagna marked). */
  readonly variant?: 'north' | 'south'
  /** Short names in the visitor's language: bodies by graha, signs by number '1'–'12' (South Indian cells show them). */
  readonly bodyLabels: Readonly<Record<Graha, string>>
  readonly signLabels: Readonly<Record<string, string>>
  /** The lagna's mark ("Asc", "ल"). */
  readonly lagnaLabel: string
  /** The whole chart as text for screen readers (see kundliSummary). */
  readonly summary: string
  readonly className?: string
}

/**
 * A birth chart (kundli) as SVG, drawn on the server from the engine's chart: no state, no effects, no client
 * JavaScript. Whole-sign houses from the lagna (or from the Moon's sign when the birth time is unknown).
 */
export function KundliChart({ kundli, variant = 'north', bodyLabels, signLabels, lagnaLabel, summary, className }: KundliChartProps) {
  const houses = housesOf(kundli.lagnaSign, kundli.bodies)
  return (
    <svg viewBox="-4 -4 408 408" role="img" aria-label={summary} className={className} data-kundli={variant}>
      {variant === 'north' ? (
        <North houses={houses} bodyLabels={bodyLabels} lagnaLabel={lagnaLabel} />
      ) : (
        <South houses={houses} bodyLabels={bodyLabels} signLabels={signLabels} lagnaLabel={lagnaLabel} />
      )}
    </svg>
  )
}

type Labels = { houses: House[]; bodyLabels: Readonly<Record<Graha, string>>; lagnaLabel: string }

function BodyList({ house, x, y, bodyLabels }: { house: House; x: number; y: number; bodyLabels: Readonly<Record<Graha, string>> }) {
  // Two names a line, centred on the house, so a crowded house stays inside its triangle.
  const lines: string[] = []
  for (let i = 0; i < house.bodies.length; i += 2)
    lines.push(
      house.bodies
        .slice(i, i + 2)
        .map((b) => bodyLabels[b.id])
        .join(' '),
    )
  const top = y - ((lines.length - 1) * 15) / 2
  return (
    <>
      {lines.map((line, i) => (
        <text
          key={i}
          x={x}
          y={top + i * 15}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={13}
          fontWeight={600}
          className="fill-night-900 font-sans"
        >
          {line}
        </text>
      ))}
    </>
  )
}

function North({ houses, bodyLabels, lagnaLabel }: Labels) {
  return (
    <g>
      <rect x={0} y={0} width={400} height={400} className="fill-star stroke-night-800" strokeWidth={2} />
      {NORTH_HOUSE_POLYGONS.map((polygon, i) => (
        <polygon
          key={i}
          points={polygon.map((p) => p.join(',')).join(' ')}
          className={i === 0 ? 'fill-saffron-300/40 stroke-night-800' : 'fill-none stroke-night-800'}
          strokeWidth={1.5}
        />
      ))}
      {houses.map((house) => {
        const centre = houseCentre(house.house)
        const number = signNumberPosition(house.house)
        return (
          <g key={house.house} data-house={house.house} data-sign={house.sign}>
            <text data-sign-number x={number.x} y={number.y} textAnchor="middle" dominantBaseline="central" fontSize={12} className="fill-muted font-sans">
              {house.sign}
            </text>
            {house.house === 1 ? (
              <text
                x={centre.x}
                y={centre.y - 34}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={11}
                fontWeight={600}
                className="fill-accent font-sans"
              >
                {lagnaLabel}
              </text>
            ) : null}
            <BodyList house={house} x={centre.x} y={house.house === 1 ? centre.y - 8 : centre.y} bodyLabels={bodyLabels} />
          </g>
        )
      })}
    </g>
  )
}

function South({ houses, bodyLabels, signLabels, lagnaLabel }: Labels & { signLabels: Readonly<Record<string, string>> }) {
  const cell = 100
  return (
    <g>
      <rect x={0} y={0} width={400} height={400} className="fill-star stroke-night-800" strokeWidth={2} />
      {houses.map((house) => {
        const { row, col } = SOUTH_SIGN_CELLS[house.sign]!
        const x = col * cell
        const y = row * cell
        return (
          <g key={house.sign} data-house={house.house} data-sign={house.sign}>
            <rect
              x={x}
              y={y}
              width={cell}
              height={cell}
              className={house.house === 1 ? 'fill-saffron-300/40 stroke-night-800' : 'fill-none stroke-night-800'}
              strokeWidth={1.5}
            />
            {house.house === 1 ? (
              <>
                <line x1={x} y1={y + 28} x2={x + 28} y2={y} className="stroke-accent" strokeWidth={1.5} />
                <text x={x + 6} y={y + 36} fontSize={11} fontWeight={600} className="fill-accent font-sans">
                  {lagnaLabel}
                </text>
              </>
            ) : null}
            <text x={x + cell - 6} y={y + 14} textAnchor="end" fontSize={11} className="fill-muted font-sans">
              {signLabels[String(house.sign)]}
            </text>
            <BodyList house={house} x={x + cell / 2} y={y + cell / 2 + 8} bodyLabels={bodyLabels} />
          </g>
        )
      })}
    </g>
  )
}

export interface KundliSummaryText {
  readonly title: string
  readonly signNames: Readonly<Record<string, string>>
  readonly bodyNames: Readonly<Record<Graha, string>>
  /** One house's phrase: "House 1: Leo, with Sun, Mercury". */
  readonly house: (values: { house: number; sign: string; planets: string }) => string
  /** The ", with …" part, for a house that holds bodies. */
  readonly withPlanets: (values: { planets: string }) => string
}

export function kundliSummary(kundli: KundliInput, text: KundliSummaryText): string {
  const houses = housesOf(kundli.lagnaSign, kundli.bodies).map((h) =>
    text.house({
      house: h.house,
      sign: text.signNames[String(h.sign)] ?? '',
      planets: h.bodies.length ? text.withPlanets({ planets: h.bodies.map((b) => text.bodyNames[b.id]).join(', ') }) : '',
    }),
  )
  return `${text.title}. ${houses.join('; ')}`
}
