'use client'
// In a customer's account: export everything stored about them for a support request, with the reason, which the
// endpoint writes to the audit log before it answers (collections/Users/support-export.ts).
import { useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'
import { postJson } from './api'
import { ReasonForm } from './ReasonForm'

export function SupportExport() {
  const { id } = useDocumentInfo()
  const [done, setDone] = useState(false)
  if (id === undefined || id === null) return null

  async function exportData(reason: string) {
    const answer = await postJson<unknown>(`/api/users/${id}/support-export`, { reason })
    if (!answer.ok) return answer.message
    const url = URL.createObjectURL(new Blob([JSON.stringify(answer.data, null, 2)], { type: 'application/json' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `customer-${id}-export.json`
    link.click()
    URL.revokeObjectURL(url)
    setDone(true)
    return null
  }

  return (
    <section aria-label="Export for a support request" className="field-type" style={{ marginTop: 'calc(var(--base) * 1.5)' }}>
      <h3 style={{ marginBottom: 8 }}>Export for a support request</h3>
      <p>Downloads everything stored about this customer as JSON, birth data included. The export is recorded in the audit log.</p>
      <ReasonForm
        action="Export customer data"
        hint="Say why, for example the support ticket asking for it. At least 10 characters."
        onSubmit={exportData}
      />
      <p role="status">{done ? 'Exported. This export is recorded in the audit log.' : ''}</p>
    </section>
  )
}
