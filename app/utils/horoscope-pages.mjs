// The free horoscopes' addresses, declared once (ADR 220): plain JavaScript because the page cache (server/), the route
// table, the sitemap and the pages all need them. /horoscope/<rashi>/<period>, the rashi by its Sanskrit name.

/** The twelve Moon signs' slugs, 1 = Mesha … 12 = Meena, as the astrology catalogue keys them. */
export const HOROSCOPE_SIGN_SLUGS = /** @type {const} */ ([
  'mesha',
  'vrishabha',
  'mithuna',
  'karka',
  'simha',
  'kanya',
  'tula',
  'vrishchika',
  'dhanu',
  'makara',
  'kumbha',
  'meena',
])

/** The periods, each a page of its own. */
export const HOROSCOPE_PERIOD_SLUGS = /** @type {const} */ (['today', 'tomorrow', 'week', 'month', 'year'])

/** The page that lists the twelve signs, where the header and the landing page lead. */
export const HOROSCOPES_HUB_PATH = '/horoscopes'

/** Every horoscope page, the list first, for the sitemap. */
export const HOROSCOPE_PATHS = [
  HOROSCOPES_HUB_PATH,
  ...HOROSCOPE_SIGN_SLUGS.flatMap((sign) => HOROSCOPE_PERIOD_SLUGS.map((period) => `/horoscope/${sign}/${period}`)),
]

const PAGE = new RegExp(`^/horoscope/(?:${HOROSCOPE_SIGN_SLUGS.join('|')})/(?:${HOROSCOPE_PERIOD_SLUGS.join('|')})$`)

/**
 * Whether a path is one of the horoscope pages (the list or a sign's page).
 * @param {string} path
 * @returns {boolean}
 */
export function isHoroscopePage(path) {
  return path === HOROSCOPES_HUB_PATH || PAGE.test(path)
}
