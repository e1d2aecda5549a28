/**
 * The icons an editor may give a landing-page feature (SVG icons instead of OS emoji). The CMS offers these
 * names; app/components/icons.tsx maps each to its drawing. One list: the collection, the seed and the site import it.
 */
export const FEATURE_ICONS = [
  'sunrise',
  'hash',
  'palette',
  'compass',
  'heart-handshake',
  'mountain',
  'sparkles',
  'moon-star',
  'star',
  'calendar',
  'book-open',
  'gem',
] as const

export type FeatureIcon = (typeof FEATURE_ICONS)[number]

export function isFeatureIcon(value: unknown): value is FeatureIcon {
  return typeof value === 'string' && (FEATURE_ICONS as readonly string[]).includes(value)
}
