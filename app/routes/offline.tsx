import { WifiOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * The page the service worker shows for a page it has never kept, with no network. The worker fetches it
 * at install, so it is rendered in the language of that visit. Plain HTML: nothing on it needs React.
 */
export const handle = { hydrate: false }

export const meta = () => [{ name: 'robots', content: 'noindex' }]

export default function Offline() {
  const { t } = useTranslation('design')
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-gutter py-section text-center">
      <title>{`${t('offline.title')} · Cosmic Insights`}</title>
      <WifiOff aria-hidden="true" className="size-12 text-violet-700" />
      <h1 className="mt-4 font-display text-display-sm font-semibold text-night-900">{t('offline.title')}</h1>
      <p className="mt-3 text-muted">{t('offline.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A form with no action asks again for the address in the bar: the page the visitor wanted, not /offline. */}
        <form method="get">
          <button
            type="submit"
            className="inline-flex min-h-tap items-center rounded-control bg-night-800 px-5 font-semibold text-white hover:bg-night-700"
          >
            {t('offline.retry')}
          </button>
        </form>
        <a
          href="/"
          className="inline-flex min-h-tap items-center rounded-control border border-line px-5 font-semibold text-night-900 hover:bg-surface-soft"
        >
          {t('offline.home')}
        </a>
      </div>
    </section>
  )
}
