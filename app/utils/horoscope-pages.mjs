// The free horoscopes' addresses, declared once (ADR 220): plain JavaScript because the page cache (server/), the route
// table, the sitemap and the pages all need them. /horoscope/<rashi>/<period>, the rashi by its Sanskrit name, and
// /horoscope/western/<sign>/<period> for the Western sun signs (ADR 257).

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

/** The Western sun signs' slugs (ADR 257), 1 = Aries … 12 = Pisces, as the astrology catalogue keys them. */
export const WESTERN_SIGN_SLUGS = /** @type {const} */ ([
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
])

/** Where a Western sun sign's pages live: /horoscope/western/<sign>/<period>. */
export const WESTERN_HOROSCOPE_PREFIX = '/horoscope/western'

/** The periods, each a page of its own. */
export const HOROSCOPE_PERIOD_SLUGS = /** @type {const} */ (['today', 'tomorrow', 'week', 'month', 'year'])

/** The page that lists the twelve signs, where the header and the landing page lead. */
export const HOROSCOPES_HUB_PATH = '/horoscopes'

/** Every horoscope page, the list first, for the sitemap. */
export const HOROSCOPE_PATHS = [
  HOROSCOPES_HUB_PATH,
  ...HOROSCOPE_SIGN_SLUGS.flatMap((sign) => HOROSCOPE_PERIOD_SLUGS.map((period) => `/horoscope/${sign}/${period}`)),
  ...WESTERN_SIGN_SLUGS.flatMap((sign) => HOROSCOPE_PERIOD_SLUGS.map((period) => `${WESTERN_HOROSCOPE_PREFIX}/${sign}/${period}`)),
]

const PERIODS = HOROSCOPE_PERIOD_SLUGS.join('|')
const PAGE = new RegExp(`^/horoscope/(?:(?:${HOROSCOPE_SIGN_SLUGS.join('|')})|western/(?:${WESTERN_SIGN_SLUGS.join('|')}))/(?:${PERIODS})$`)

/**
 * Whether a path is one of the horoscope pages (the list or a sign's page).
 * @param {string} path
 * @returns {boolean}
 */
export function isHoroscopePage(path) {
  return path === HOROSCOPES_HUB_PATH || PAGE.test(path)
}
