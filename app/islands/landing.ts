// The landing page ships without React on the client (ADR 020); this is all the JavaScript it runs. The function is
// serialised with toString() into a nonce'd inline script, so it must be self-contained: no imports, no outer names.
// Its words come in as an argument, in the page's language, written by the server from the catalogues (ADR 050).

/** The island's words: the toasts, the busy label and the close button. */
export type LandingWords = { subscribing: string; errorTitle: string; tryLater: string; dismiss: string }

function enhanceLanding(words: LandingWords) {
  const TOAST_MS = 5000
  const region = document.querySelector<HTMLElement>('[data-toast-region]')

  function toast(title: string, description: string, destructive: boolean) {
    if (!region) return
    const card = document.createElement('div')
    card.setAttribute('role', destructive ? 'alert' : 'status')
    card.className = `pointer-events-auto w-full max-w-sm rounded-xl border px-4 py-3 shadow-lg ${
      destructive ? 'border-red-300 bg-red-50 text-red-900' : 'border-violet-200 bg-white text-slate-900'
    }`
    const row = document.createElement('div')
    row.className = 'flex items-start gap-3'
    const text = document.createElement('div')
    text.className = 'flex-1'
    const heading = document.createElement('p')
    heading.className = 'font-semibold'
    heading.textContent = title
    const body = document.createElement('p')
    body.className = 'mt-0.5 text-sm opacity-90'
    body.textContent = description
    text.append(heading, body)
    const close = document.createElement('button')
    close.type = 'button'
    close.className = 'rounded p-1 text-sm opacity-70 hover:opacity-100'
    close.setAttribute('aria-label', words.dismiss)
    close.textContent = '✕'
    close.addEventListener('click', () => card.remove())
    row.append(text, close)
    card.append(row)
    region.append(card)
    setTimeout(() => card.remove(), TOAST_MS)
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
  return `(${SOURCE})(${JSON.stringify(words).replaceAll('<', '\\u003c')})`
}
