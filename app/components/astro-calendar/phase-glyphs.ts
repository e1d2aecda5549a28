// The eight phases as the Moon looks from the northern hemisphere; decoration only (the name is written beside it).
export const PHASE_GLYPHS: Record<string, string> = {
  'new-moon': '🌑',
  'waxing-crescent': '🌒',
  'first-quarter': '🌓',
  'waxing-gibbous': '🌔',
  'full-moon': '🌕',
  'waning-gibbous': '🌖',
  'last-quarter': '🌗',
  'waning-crescent': '🌘',
}
