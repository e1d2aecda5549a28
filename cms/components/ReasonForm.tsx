'use client'
// A reason an admin must give before seeing a customer's private data; shared by the birth-data reveal and the
// support export, whose endpoints write it to the audit log (collections/AuditLog).
import { Button } from '@payloadcms/ui'
import { useId, useRef, useState } from 'react'

type Props = { action: string; hint: string; onSubmit: (reason: string) => Promise<string | null> }

export function ReasonForm({ action, hint, onSubmit }: Props) {
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const field = useRef<HTMLTextAreaElement>(null)

  async function submit() {
    const reason = field.current?.value ?? ''
    setBusy(true)
    setError(await onSubmit(reason))
    setBusy(false)
  }

  // Not a <form>: this sits inside the admin's document form, and a nested form would submit that one instead.
  return (
    <div>
      <div className={`field-type textarea${error ? ' error' : ''}`}>
        <label className="field-label" htmlFor={`${id}-reason`}>
          Reason (required, recorded in the audit log)
        </label>
        <textarea
          ref={field}
          id={`${id}-reason`}
          name="reason"
          rows={2}
          maxLength={500}
          aria-describedby={`${id}-hint ${id}-error`}
          aria-invalid={error ? true : undefined}
          style={{ width: '100%' }}
        />
        <p id={`${id}-hint`} className="field-description" style={{ marginTop: 4 }}>
          {hint}
        </p>
        <p id={`${id}-error`} role="alert" style={{ color: 'var(--theme-error-500)', margin: 0 }}>
          {error ?? ''}
        </p>
      </div>
      <Button type="button" buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void submit()}>
        {action}
      </Button>
    </div>
  )
}
