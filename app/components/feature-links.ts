// The site's features in one list, grouped as a customer thinks of them (ADR 190): the header's Features menu, the
// phone menu and the dashboard's tiles all draw from it, so a feature added here has a way in from all three.

/** The catalogue key of a feature's name, in the `common` namespace (`nav.*`). */
type FeatureLabel =
  | 'nav.dailyReading'
  | 'nav.dailyAffirmations'
  | 'nav.astroCalendar'
  | 'nav.luckyElements'
  | 'nav.compatibility'
  | 'nav.loveForecasts'
  | 'nav.crushAnalyzer'
  | 'nav.lifeCareer'
  | 'nav.numerology'
  | 'nav.astroJournal'
  | 'nav.consultations'

type FeatureLink = { to: string; label: FeatureLabel }

export type FeatureGroup = { id: 'day' | 'love' | 'self' | 'guidance'; label: `nav.groups.${'day' | 'love' | 'self' | 'guidance'}`; links: FeatureLink[] }

export const FEATURE_GROUPS: readonly FeatureGroup[] = [
  {
    id: 'day',
    label: 'nav.groups.day',
    links: [
      { to: '/daily-reading', label: 'nav.dailyReading' },
      { to: '/daily-affirmations', label: 'nav.dailyAffirmations' },
      { to: '/astro-calendar', label: 'nav.astroCalendar' },
      { to: '/lucky-elements', label: 'nav.luckyElements' },
    ],
  },
  {
    id: 'love',
    label: 'nav.groups.love',
    links: [
      { to: '/soulmate-analysis', label: 'nav.compatibility' },
      { to: '/love-forecasts', label: 'nav.loveForecasts' },
      { to: '/crush-analyzer', label: 'nav.crushAnalyzer' },
    ],
  },
  {
    id: 'self',
    label: 'nav.groups.self',
    links: [
      { to: '/life-career', label: 'nav.lifeCareer' },
      { to: '/numerology', label: 'nav.numerology' },
      { to: '/astro-journal', label: 'nav.astroJournal' },
    ],
  },
  {
    id: 'guidance',
    label: 'nav.groups.guidance',
    links: [{ to: '/consultations', label: 'nav.consultations' }],
  },
]
