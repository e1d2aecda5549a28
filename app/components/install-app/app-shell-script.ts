// Registers the service worker and drives the "New version — refresh" bar and the "Install the app" button. It runs on
// every page, the landing page included, which has no React on the client (ADR 020): so it is plain DOM code,
// serialised with toString() into a nonce'd inline script, and must be self-contained (no imports, no outer names).
function appShell() {
  if (!('serviceWorker' in navigator)) return
  const bar = document.querySelector<HTMLElement>('[data-update-bar]')
  let refreshing = false

  function offerUpdate(worker: ServiceWorker) {
    if (!bar) return
    bar.hidden = false
    bar.querySelector<HTMLButtonElement>('[data-update-refresh]')!.onclick = () => {
      refreshing = true
      worker.postMessage({ type: 'SKIP_WAITING' })
    }
    bar.querySelector<HTMLButtonElement>('[data-update-dismiss]')!.onclick = () => {
      bar.hidden = true
    }
  }

  // Only the visitor's click reloads: the first install also changes the controller (the worker claims the page).
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (refreshing) window.location.reload()
  })

  function register() {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting)
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker)
          })
        })
        document.documentElement.dataset.serviceWorker = 'registered'
      })
      .catch(() => {
        // No worker (development server, private mode): the site works as a plain website.
      })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register)

  // Browsers that can install a web app offer it through this event; the others get the written instructions.
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    const prompt = event as Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> }
    document.querySelectorAll<HTMLButtonElement>('[data-install-button]').forEach((button) => {
      button.hidden = false
      button.onclick = async () => {
        await prompt.prompt()
        await prompt.userChoice
        button.hidden = true
      }
    })
  })
  window.addEventListener('appinstalled', () => {
    document.querySelectorAll<HTMLElement>('[data-install-button]').forEach((button) => (button.hidden = true))
    document.querySelectorAll<HTMLElement>('[data-installed-note]').forEach((note) => (note.hidden = false))
  })
}

export const appShellSource = `(${appShell.toString()})()`
