import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../ui/button'
import { headingClass, sectionClass } from '../settings/shared'
import { FeedAddress } from './feed-links'

type Links = { https: string; webcal: string }

/** Settings' festival calendar: the birthplace's feed to subscribe to, in English and in Hindi (ADR 198). */
export function FestivalFeedSettings({ feed }: { feed: { place: string; placeId: string | null; en: Links | null; hi: Links | null } }) {
  const { t } = useTranslation('festivals')
  return (
    <section aria-labelledby="festival-feed-heading" className={sectionClass} data-testid="festival-feed">
      <h2 id="festival-feed-heading" className={headingClass}>
        {t('settings.heading')}
      </h2>
      {feed.en && feed.hi ? (
        <>
          <p className="mt-2 text-sm text-slate-600">{t('settings.text', { place: feed.place })}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={feed.en.webcal} className={buttonClass({ variant: 'outline', size: 'sm' })}>
              {t('settings.subscribe')}
            </a>
            <a href={feed.hi.webcal} lang="hi" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              {t('settings.subscribeHi')}
            </a>
          </div>
          <FeedAddress id="festival-feed-en" label={t('settings.copyLabel')} https={feed.en.https} />
          <FeedAddress id="festival-feed-hi" label={t('settings.copyLabelHi')} https={feed.hi.https} />
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('settings.manual')}</p>
      )}
      <Link
        to={`/festivals${feed.placeId ? `?place=${feed.placeId}` : ''}`}
        className="mt-4 inline-block text-sm font-medium text-violet-700 underline underline-offset-2"
      >
        {t('settings.open')}
      </Link>
    </section>
  )
}
