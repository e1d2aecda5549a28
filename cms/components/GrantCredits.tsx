'use client'
// In a customer's account: give them credits, with the reason the endpoint writes to the audit log before
// the ledger gets its `grant` row (collections/Users/grant-credits.ts).
import { useDocumentInfo } from '@payloadcms/ui'
import { useId, useRef, useState } from 'react'
import { postJson } from './api'
import { ReasonForm } from './ReasonForm'

export function GrantCredits() {
  const { id } = useDocumentInfo()
  const fieldId = useId()
  const credits = useRef<HTMLInputElement>(null)
  const [done, setDone] = useState<string | null>(null)
  if (id === undefined || id === null) return null

  async function grant(reason: string) {
    setDone(null)
    const answer = await postJson<{ credits: number; balance: number }>(`/api/users/${id}/grant-credits`, {
      credits: Number(credits.current?.value || 0),
      reason,
    })
    if (!answer.ok) return answer.message
    setDone(`Granted ${answer.data.credits} credits. The customer's balance is now ${answer.data.balance}.`)
    return null
  }

  return (
    <section aria-label="Grant credits" className="field-type" style={{ marginTop: 'calc(var(--base) * 1.5)' }}>
      <h3 style={{ marginBottom: 8 }}>Grant credits</h3>
      <p>Adds credits to this customer’s balance, for example after a support case. The grant is recorded in the ledger and the audit log.</p>
      <div className="field-type number">
        <label className="field-label" htmlFor={`${fieldId}-credits`}>
          Credits (1 to 10,000)
        </label>
        <input ref={credits} id={`${fieldId}-credits`} name="credits" type="number" min={1} max={10000} step={1} defaultValue={1} inputMode="numeric" />
      </div>
      <ReasonForm action="Grant credits" hint="Say why, for example the support ticket. At least 10 characters." onSubmit={grant} />
      <p role="status">{done ?? ''}</p>
    </section>
  )
}
