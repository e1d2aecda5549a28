import { Download, MonitorDown, Share, Smartphone } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * "Install the app" in place of the store and APK buttons: the site itself installs. The button appears
 * where the browser offers an install prompt (app-shell-script.ts shows it); the written steps are always there for
 * the browsers that do not (Safari on iPhone, Firefox).
 */
export function InstallApp() {
  const { t } = useTranslation('design')
  return (
    <div className="w-full max-w-md rounded-card border border-white/15 bg-white/5 p-5">
      <h3 className="flex items-center gap-2 font-semibold text-white">
        <Smartphone aria-hidden="true" className="size-5 text-saffron-300" />
        {t('install.heading')}
      </h3>
      <p className="mt-2 text-sm text-violet-100">{t('install.body')}</p>
      <button
        type="button"
        data-install-button=""
        hidden
        suppressHydrationWarning
        className="mt-4 inline-flex min-h-tap items-center gap-2 rounded-control bg-saffron-400 px-5 font-semibold text-night-950 hover:bg-saffron-300"
      >
        <Download aria-hidden="true" className="size-4" />
        {t('install.button')}
      </button>
      <p data-installed-note="" hidden suppressHydrationWarning className="mt-4 text-sm font-semibold text-saffron-300">
        {t('install.installed')}
      </p>
      <h4 className="mt-5 text-sm font-semibold text-white">{t('install.howTitle')}</h4>
      <ul className="mt-2 space-y-2 text-sm text-violet-100">
        <li className="flex gap-2">
          <Share aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-300" />
          {t('install.ios')}
        </li>
        <li className="flex gap-2">
          <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-300" />
          {t('install.android')}
        </li>
        <li className="flex gap-2">
          <MonitorDown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-300" />
          {t('install.desktop')}
        </li>
      </ul>
    </div>
  )
}
