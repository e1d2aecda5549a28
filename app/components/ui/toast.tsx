import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'
import type { ToastInput } from '../../utils/toast'
import { TOAST_MS } from './toast-timing'

export type { ToastInput }

/** A toast as shown: in the language of the part of the page that raised it, its close button named in that language. */
type Toast = ToastInput & { id: number; lang: string; dismissLabel: string }
type Shown = Omit<Toast, 'id'>

const ToastContext = createContext<((toast: Shown) => void) | null>(null)

/**
 * One message at a time: a new toast replaces the one showing, so an outcome never sits under an older one
 * ("Email verified!" then "Welcome back!" took a quarter of a phone screen when they stacked). An error toast speaks
 * about the attempt that made it: it goes as soon as the visitor submits again or leaves the page, so it never reaches
 * the next page ("Error: Date of birth…" was still on the sign-in page after the corrected form was sent).
 *
 * Screen readers hear each toast through one polite live region that is in the page from its first render (a region
 * added together with its text is not announced); the close button sits outside it, so its name is not read out.
 */
export function ToastProvider({ children, written = null }: { children: ReactNode; written?: ToastInput | null }) {
  // A page that does not hydrate (ADR 275) shows the toast the server sent in its HTML, as no effect will run there;
  // its island (app/islands/static-page.ts) closes it.
  const { t, i18n } = useTranslation('toasts')
  const [toast, setToast] = useState<Toast | null>(() => (written ? { ...written, id: 0, lang: i18n.language, dismissLabel: t('dismiss') } : null))
  const nextId = useRef(1)
  const show = useCallback((input: Shown) => setToast({ ...input, id: nextId.current++ }), [])
  const dismiss = useCallback((id: number) => setToast((current) => withoutToast(current, id)), [])

  const navigating = useNavigation().state !== 'idle'
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the router's state is outside React's: a navigation that starts retires the error it answered
    if (navigating) setToast((current) => (current?.variant === 'destructive' ? null : current))
  }, [navigating])

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastView toast={toast} onDismiss={dismiss} />
    </ToastContext.Provider>
  )
}

/**
 * What shows once toast `id` is closed: nothing if it is still the one showing, else the toast that replaced it. A
 * toast's timer can fire after a newer toast was set but before its render cleared that timer (an answer arriving
 * just as the last toast ends); closing by id keeps the newer one from vanishing unseen.
 */
export function withoutToast<T extends { id: number }>(current: T | null, id: number): T | null {
  return current?.id === id ? null : current
}

function ToastView({ toast, onDismiss }: { toast: Toast | null; onDismiss: (id: number) => void }) {
  // Held for one toast: a card replaced under the pointer never reports the pointer leaving, and must not hold the next.
  const [heldId, setHeldId] = useState<number | null>(null)
  const paused = toast !== null && heldId === toast.id

  // A fresh timer for each toast; hovering or focusing it holds it open (WCAG 2.2.1), and it restarts when let go.
  useEffect(() => {
    if (!toast || paused) return
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast, paused, onDismiss])

  // Escape closes the toast from anywhere, as a keyboard user may never reach its button before it goes.
  useEffect(() => {
    if (!toast) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onDismiss(toast.id)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [toast, onDismiss])

  const destructive = toast?.variant === 'destructive'
  // With nothing to say the card has no box at all, yet stays in the page (not display:none), so the live region
  // inside it is already known to screen readers when the next message arrives.
  const card = !toast
    ? ''
    : `pointer-events-auto relative w-full max-w-sm rounded-xl border py-2 pr-11 pl-3 text-sm shadow-lg sm:py-3 sm:pl-4 sm:text-base ${
        destructive ? 'border-red-300 bg-red-50 text-red-900' : 'border-violet-200 bg-white text-slate-900'
      }`
  return (
    <div data-toast-region="" className="pointer-events-none fixed inset-x-0 bottom-3 z-50 flex justify-center px-3 sm:bottom-4 sm:justify-end sm:px-6">
      <div
        data-toast={toast ? (destructive ? 'destructive' : 'default') : undefined}
        lang={toast?.lang}
        onMouseEnter={() => setHeldId(toast?.id ?? null)}
        onMouseLeave={() => setHeldId(null)}
        onFocus={() => setHeldId(toast?.id ?? null)}
        onBlur={() => setHeldId(null)}
        className={card}
      >
        <div role="status" aria-live="polite" aria-atomic="true" data-toast-live="">
          {toast ? (
            <>
              <p className="font-semibold">{toast.title}</p>
              {toast.description ? <p className="mt-0.5 text-sm opacity-90">{toast.description}</p> : null}
            </>
          ) : null}
        </div>
        {toast ? (
          <button
            type="button"
            onClick={() => onDismiss(toast.id)}
            aria-label={toast.dismissLabel}
            className="absolute top-1 right-1 grid h-9 w-9 place-items-center rounded-lg text-base opacity-70 hover:opacity-100 focus-visible:opacity-100"
          >
            <span aria-hidden="true">✕</span>
          </button>
        ) : null}
      </div>
    </div>
  )
}

/**
 * Shows a toast. Its words come from the caller's language: the Hindi profile form on an English page (ADR 057) raises
 * a Hindi toast, marked `lang="hi"`, with a Hindi close button.
 */
export function useToast() {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast must be used inside <ToastProvider>')
  const { t, i18n } = useTranslation('toasts')
  return useMemo(() => ({ toast: (input: ToastInput) => show({ ...input, lang: i18n.language, dismissLabel: t('dismiss') }) }), [show, t, i18n.language])
}

/** Shows a toast the server sent along with a redirect (a one-shot cookie read by the root loader). */
export function FlashToast({ toast }: { toast: ToastInput | null }) {
  const { toast: show } = useToast()
  useEffect(() => {
    if (toast) show(toast)
  }, [toast, show])
  return null
}
