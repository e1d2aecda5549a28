import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FEATURE_GROUPS } from '../feature-links'

/** What the tiles show beside each feature's name: the customer's own state, read by the dashboard's loader. */
export type TileStates = {
  readingReady: boolean
  hasProfile: boolean
  lifeDate: string | null
  credits: number | null
  premium: boolean | null
  /** The next consultation's day, already written in the customer's language and zone. */
  nextConsultationDay: string | null
  journalEntries: number | null
  crushAnalyses: number | null
  favouriteAffirmations: number | null
}

type StateText = { key: string; values?: Record<string, string | number> }

/** The line under a feature's name: its live state where there is one, otherwise what the feature does. */
function tileState(to: string, states: TileStates): StateText {
  const locked = states.premium === false
  switch (to) {
    case '/daily-reading':
      return { key: states.readingReady ? 'tiles.readingReady' : states.hasProfile ? 'tiles.readingOpen' : 'tiles.needsProfile' }
    case '/daily-affirmations':
      if (locked) return { key: 'tiles.premium' }
      return states.favouriteAffirmations ? { key: 'tiles.favourites', values: { count: states.favouriteAffirmations } } : { key: 'tiles.affirmation' }
    case '/love-forecasts':
      return { key: locked ? 'tiles.premium' : 'tiles.loveForecasts' }
    case '/astro-journal':
      if (locked) return { key: 'tiles.premium' }
      return states.journalEntries === null ? { key: 'tiles.journal' } : { key: 'tiles.journalEntries', values: { count: states.journalEntries } }
    case '/crush-analyzer':
      return states.crushAnalyses ? { key: 'tiles.crushAnalyses', values: { count: states.crushAnalyses } } : { key: 'tiles.crush' }
    case '/life-career':
      return states.lifeDate ? { key: 'tiles.lifeLatest', values: { date: states.lifeDate } } : { key: 'tiles.lifeNone' }
    case '/consultations':
      return states.nextConsultationDay ? { key: 'tiles.nextConsultation', values: { day: states.nextConsultationDay } } : { key: 'tiles.noConsultation' }
    case '/soulmate-analysis':
      return { key: 'tiles.compatibility' }
    case '/numerology':
      return { key: 'tiles.numerology' }
    case '/astro-calendar':
      return { key: 'tiles.calendar' }
    case '/lucky-elements':
      return { key: 'tiles.lucky' }
    default:
      return { key: 'tiles.open' }
  }
}

const tileClass =
  'flex min-h-tap h-full flex-col justify-center rounded-card border border-line bg-surface px-4 py-3 shadow-sm transition-colors hover:border-violet-300 hover:bg-violet-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600'

/**
 * Every feature as a tile with the customer's own state (ADR 190), in the groups the header's menus use, and the
 * site's other pages (the blog, pricing with the credits left, settings) after them. Plain links: they work before
 * the page's script arrives.
 */
export function FeatureTiles({ states }: { states: TileStates }) {
  const { t } = useTranslation(['dashboard', 'common'])
  const text = ({ key, values }: StateText) => t(key as 'tiles.open', values)
  const more = [
    {
      to: '/pricing',
      label: 'common:nav.pricing',
      state: states.credits === null ? { key: 'tiles.pricing' } : { key: 'tiles.credits', values: { count: states.credits } },
    },
    { to: '/blog', label: 'common:nav.blog', state: { key: 'tiles.blog' } },
    { to: '/settings', label: 'common:nav.settings', state: { key: 'tiles.settings' } },
  ] as const
  return (
    <section aria-labelledby="features-heading" className="mt-8" data-testid="feature-tiles">
      <h2 id="features-heading" className="text-xl font-semibold text-night-900">
        {t('tiles.heading')}
      </h2>
      <div className="mt-3 grid gap-x-6 gap-y-4 lg:grid-cols-2">
        {[
          ...FEATURE_GROUPS.map((group) => ({
            id: group.id,
            label: `common:${group.label}`,
            links: group.links.map((link) => ({ to: link.to, label: `common:${link.label}`, state: tileState(link.to, states) })),
          })),
          { id: 'more', label: 'tiles.more', links: more },
        ].map((group) => (
          <div key={group.id}>
            <h3 id={`tiles-${group.id}`} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {t(group.label as 'tiles.more')}
            </h3>
            <ul aria-labelledby={`tiles-${group.id}`} className="mt-2 grid grid-cols-1 gap-2 min-[370px]:grid-cols-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={tileClass} data-testid={`tile-${link.to.slice(1)}`}>
                    <span className="font-semibold text-night-900">{t(link.label as 'tiles.more')}</span>
                    <span className="mt-0.5 text-sm text-slate-600">{text(link.state)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}
