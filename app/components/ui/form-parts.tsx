import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'
import { Button } from './button'
import { cardClass } from './card'

/** The card the account pages sit in: a heading, an optional lead, the form. */
export function FormCard({ title, lead, children, headingId }: { title: string; lead?: ReactNode; children: ReactNode; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className={cardClass({ padding: 'xl' })}>
        <h1 id={headingId} className="font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900">
          {title}
        </h1>
        {lead ? <div className="mt-2 text-slate-600">{lead}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  )
}

/** A message about the whole form: an error (announced at once) or a confirmation. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return tone === 'error' ? (
    <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  ) : (
    <div role="status" className="rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800">
      {children}
    </div>
  )
}

export function SubmitButton({ busy, label, busyLabel, className = '' }: { busy: boolean; label: string; busyLabel: string; className?: string }) {
  return (
    <Button type="submit" disabled={busy} aria-disabled={busy} size="lg" className={`w-full ${className}`}>
      {busy ? busyLabel : label}
    </Button>
  )
}

/** True while the form posting this `intent` (a hidden field) is being submitted, for pages with several forms. */
export function useIntentBusy(intent: string) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}
