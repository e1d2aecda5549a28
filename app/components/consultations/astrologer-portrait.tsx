import type { AstrologerCard } from '../../services/consultations.server'

/** Three night skies, picked by the astrologer's id, so neighbouring cards differ. */
const SKIES = [
  ['#312e81', '#6d28d9'],
  ['#1e1b4b', '#0f766e'],
  ['#4c1d95', '#be185d'],
] as const

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

/**
 * The astrologer's photo from the CMS (the media collection's upload and its rules), or, without one, a drawn
 * portrait: their initials under a crescent moon and stars on a night sky, in the site's palette. The drawing is
 * decorative (the card's heading names the astrologer), so it is hidden from assistive technology.
 */
export function AstrologerPortrait({ astrologer }: { astrologer: Pick<AstrologerCard, 'id' | 'name' | 'photo'> }) {
  const { photo } = astrologer
  if (photo) return <img src={photo.url} alt={photo.alt} width={80} height={80} loading="lazy" className="size-20 shrink-0 rounded-full object-cover" />
  const [from, to] = SKIES[astrologer.id % SKIES.length]!
  const gradient = `sky-${astrologer.id}`
  return (
    <svg viewBox="0 0 80 80" width={80} height={80} aria-hidden="true" focusable="false" className="size-20 shrink-0" data-testid="drawn-portrait">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="40" cy="40" r="40" fill={`url(#${gradient})`} />
      <path d="M58 14a11 11 0 1 0 8 16 9 9 0 1 1-8-16z" fill="#fde68a" />
      <g fill="#fef3c7">
        <circle cx="16" cy="22" r="1.2" />
        <circle cx="26" cy="12" r="0.9" />
        <circle cx="64" cy="56" r="1" />
        <circle cx="14" cy="52" r="0.8" />
        <path d="M22 62l1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1z" />
      </g>
      <text x="40" y="48" textAnchor="middle" fontSize="24" fontWeight="600" fill="#ffffff" fontFamily="var(--font-display), serif">
        {initialsOf(astrologer.name)}
      </text>
    </svg>
  )
}
