// Every page served without React on the client (ADR 020, ADR 275) runs this one small script instead. It is
// serialised with toString() into a nonce'd inline script, so it must be self-contained: no imports, no outer names.
//
// It does only what plain HTML cannot:
// - a toast the server sent with a redirect is written into the page by the server (root.tsx); this closes it after
//   TOAST_MS (spec 9), by its button or by Escape, and holds it open while it is pointed at or focused, as the React
//   toast does (app/components/ui/toast.tsx);
// - a `<select data-submit-on-change>` submits its form when it changes (the blog's category filter): without this
//   script it is an ordinary form with a button;
// - it marks the page interactive (`data-hydrated`), as hydration does on other pages, so tests wait the same way.

import { TOAST_MS } from '../components/ui/toast-timing'

function enhanceStaticPage(TOAST_MS: number) {
  const region = document.querySelector<HTMLElement>('[data-toast-region]')
  const card = region?.firstElementChild instanceof HTMLElement ? region.firstElementChild : null
  const live = region?.querySelector<HTMLElement>('[data-toast-live]') ?? null
  if (card?.dataset.toast && live) {
    // Another script on the page (the landing page's island) may put its own toast in the same card: this one closes
    // only the toast the server wrote.
    const written = live.firstElementChild
    let timer: ReturnType<typeof setTimeout> | undefined
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close()
    }
    const close = () => {
      clearTimeout(timer)
      document.removeEventListener('keydown', onKey)
      if (live.firstElementChild !== written) return
      live.replaceChildren()
      card.querySelector('button')?.remove()
      card.className = ''
      delete card.dataset.toast
    }
    const hold = () => clearTimeout(timer)
    const release = () => {
      clearTimeout(timer)
      timer = setTimeout(close, TOAST_MS)
    }
    card.addEventListener('mouseenter', hold)
    card.addEventListener('mouseleave', release)
    card.addEventListener('focusin', hold)
    card.addEventListener('focusout', release)
    card.querySelector('button')?.addEventListener('click', close)
    document.addEventListener('keydown', onKey)
    release()
  }

  document.addEventListener('change', (event) => {
    const target = event.target
    if (target instanceof HTMLSelectElement && target.form && target.hasAttribute('data-submit-on-change')) target.form.requestSubmit()
  })

  document.documentElement.dataset.hydrated = 'true'
}

const SOURCE = `(${enhanceStaticPage.toString()})(${TOAST_MS})`

/** The inline script of a page that does not hydrate. */
export function staticPageIslandSource(): string {
  return SOURCE
}
