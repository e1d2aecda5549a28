import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' }
type Toast = ToastInput & { id: number }

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null)

/** Toasts close by themselves after about five seconds (spec 9) and are announced to screen readers. */
const TOAST_MS = 5000

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), [])
  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++
    setToasts((all) => [...all.slice(-2), { ...toast, id }])
  }, [])

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        data-toast-region=""
        aria-live="polite"
        aria-relevant="additions"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:items-end sm:pr-6"
      >
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  )
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation()
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast.id, onDismiss])
  const destructive = toast.variant === 'destructive'
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      className={`pointer-events-auto w-full max-w-sm rounded-xl border px-4 py-3 shadow-lg ${
        destructive ? 'border-red-300 bg-red-50 text-red-900' : 'border-violet-200 bg-white text-slate-900'
      }`}
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-0.5 text-sm opacity-90">{toast.description}</p> : null}
        </div>
        <button
          type="button"
          onClick={() => onDismiss(toast.id)}
          className="rounded p-1 text-sm opacity-70 hover:opacity-100"
          aria-label={t('toast.dismiss')}
        >
          ✕
        </button>
      </div>
    </div>
  )
}

export function useToast() {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast must be used inside <ToastProvider>')
  return useMemo(() => ({ toast: show }), [show])
}

/** Shows a toast the server sent along with a redirect (a one-shot cookie read by the root loader). */
export function FlashToast({ toast }: { toast: ToastInput | null }) {
  const { toast: show } = useToast()
  useEffect(() => {
    if (toast) show(toast)
  }, [toast, show])
  return null
}
