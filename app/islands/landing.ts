// The landing page ships without React on the client (ADR 020); this and the island of every such page
// (static-page.ts, ADR 275) are all the JavaScript it runs. The function is serialised with toString() into a nonce'd
// inline script, so it must be self-contained: no imports, no outer names.
// Its words come in as an argument, in the page's language, written by the server from the catalogues (ADR 050).

import { TOAST_MS } from '../components/ui/toast-timing'

/** The island's words: the toasts, the busy label and the close button. */
export type LandingWords = { subscribing: string; errorTitle: string; tryLater: string; dismiss: string }

function enhanceLanding(words: LandingWords, TOAST_MS: number) {
  // The same toast as the React pages' (app/components/ui/toast.tsx): one at a time, in the polite live region the
  // server rendered empty, closed after TOAST_MS (spec 9), by its button or by Escape, held open while pointed at.
  const region = document.querySelector<HTMLElement>('[data-toast-region]')
  const card = region?.firstElementChild instanceof HTMLElement ? region.firstElementChild : null
  const live = region?.querySelector<HTMLElement>('[data-toast-live]') ?? null
  let timer: ReturnType<typeof setTimeout> | undefined

  function close() {
    clearTimeout(timer)
    document.removeEventListener('keydown', onKey)
    if (!card || !live) return
    live.replaceChildren()
    card.querySelector('button')?.remove()
    card.className = ''
    delete card.dataset.toast
  }
  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape' && !event.defaultPrevented) close()
  }
  card?.addEventListener('mouseenter', () => clearTimeout(timer))
  card?.addEventListener('mouseleave', () => {
    if (card.dataset.toast) timer = setTimeout(close, TOAST_MS)
  })

  function toast(title: string, description: string, destructive: boolean) {
    if (!card || !live) return
    close()
    card.dataset.toast = destructive ? 'destructive' : 'default'
    card.className = `pointer-events-auto relative w-full max-w-sm rounded-xl border py-2 pr-11 pl-3 text-sm shadow-lg sm:py-3 sm:pl-4 sm:text-base ${
      destructive ? 'border-red-300 bg-red-50 text-red-900' : 'border-violet-200 bg-white text-slate-900'
    }`
    const heading = document.createElement('p')
    heading.className = 'font-semibold'
    heading.textContent = title
    const body = document.createElement('p')
    body.className = 'mt-0.5 text-sm opacity-90'
    body.textContent = description
    live.append(heading, body)
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'absolute top-1 right-1 grid h-9 w-9 place-items-center rounded-lg text-base opacity-70 hover:opacity-100 focus-visible:opacity-100'
    button.setAttribute('aria-label', words.dismiss)
    const cross = document.createElement('span')
    cross.setAttribute('aria-hidden', 'true')
    cross.textContent = '✕'
    button.append(cross)
    button.addEventListener('click', close)
    card.append(button)
    timer = setTimeout(close, TOAST_MS)
    document.addEventListener('keydown', onKey)
  }

  const form = document.querySelector<HTMLFormElement>('form[data-newsletter]')
  form?.addEventListener('submit', async (event) => {
    event.preventDefault()
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
    if (!button || button.disabled) return
    const label = button.textContent
    button.disabled = true
    button.textContent = words.subscribing
    try {
      const response = await fetch(form.action, { method: 'POST', body: new FormData(form), headers: { Accept: 'application/json' } })
      const result = (await response.json()) as { ok: boolean; title?: string; description?: string; error?: string }
      if (result.ok) {
        toast(result.title ?? '', result.description ?? '', false)
        form.reset()
      } else {
        toast(words.errorTitle, result.error ?? words.tryLater, true)
      }
    } catch {
      toast(words.errorTitle, words.tryLater, true)
    } finally {
      button.disabled = false
      button.textContent = label
    }
  })

  document.documentElement.dataset.hydrated = 'true'
}

const SOURCE = enhanceLanding.toString()

/** The inline script, with its words. `<` is escaped so no text can close the script element. */
export function landingIslandSource(words: LandingWords): string {
  return `(${SOURCE})(${JSON.stringify(words).replaceAll('<', '\\u003c')}, ${TOAST_MS})`
}
