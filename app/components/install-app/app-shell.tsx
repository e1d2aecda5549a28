import { RefreshCw } from 'lucide-react'
import { useNonce } from '~/utils/nonce'
import { useTranslation } from 'react-i18next'
import { appShellSource } from './app-shell-script'

/**
 * What the installable app adds to every page: the "New version — refresh" bar (hidden until a new service worker
 * waits) and the script that registers the worker. Server-rendered markup and a plain script, so it works the same on
 * hydrated pages and on the landing page, which is not hydrated.
 */
export function AppShell() {
  const { t } = useTranslation('design')
  const nonce = useNonce()
  return (
    <>
      {/* The script toggles `hidden`; React never rewrites it, since its own value never changes. */}
      <div
        data-update-bar=""
        hidden
        suppressHydrationWarning
        role="status"
        className="fixed inset-x-0 bottom-0 z-50 border-t border-night-600 bg-night-900 px-gutter py-3 text-white shadow-lg"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
          <p className="text-sm">{t('update.message')}</p>
          <div className="flex gap-2">
            <button
              type="button"
              data-update-refresh=""
              className="inline-flex min-h-tap items-center gap-2 rounded-control bg-saffron-400 px-4 font-semibold text-night-950 hover:bg-saffron-300"
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('update.refresh')}
            </button>
            <button type="button" data-update-dismiss="" className="min-h-tap rounded-control px-4 text-violet-100 hover:bg-white/10">
              {t('update.dismiss')}
            </button>
          </div>
        </div>
      </div>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: appShellSource }} />
    </>
  )
}
