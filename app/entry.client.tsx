import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { startI18n } from './i18n/i18n.client'
import { localeFromHtmlLang } from './i18n/locale'
import { isAbortedLoad } from './utils/aborted-load'

// A load React Router aborted because a newer navigation took its place is not a fault (ADR 214).
window.addEventListener('unhandledrejection', (event) => {
  if (isAbortedLoad(event.reason)) event.preventDefault()
})

// The server wrote the page's language into <html lang>; only that language's catalogues are fetched, and before
// hydration, so the first render in the browser matches the server's HTML.
void startI18n(localeFromHtmlLang(document.documentElement.lang)).then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    )
  })
})
