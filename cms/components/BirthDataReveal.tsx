'use client'
// In a customer's profile: the birth data stays hidden until an admin states why they need it; each reveal is written
// to the audit log by the endpoint before it answers (collections/AuditLog/birth-data.ts).
import { useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'
import { postJson } from './api'
import { ReasonForm } from './ReasonForm'

const LABELS: Record<string, string> = {
  dateOfBirth: 'Date of birth',
  timeOfBirth: 'Time of birth',
  birthTimeUnknown: 'Birth time unknown',
  placeName: 'Place of birth',
  placeCountry: 'Country',
  placeId: 'Gazetteer place id',
  latitude: 'Latitude',
  longitude: 'Longitude',
  timeZone: 'Time zone',
  questions: 'Questions',
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : value === true ? 'Yes' : value === false ? 'No' : String(value)

export function BirthDataReveal() {
  const { id } = useDocumentInfo()
  const [data, setData] = useState<Record<string, unknown> | null>(null)
  if (id === undefined || id === null) return null

  async function reveal(reason: string) {
    const answer = await postJson<{ birthData: Record<string, unknown> }>(`/api/profiles/${id}/reveal-birth-data`, { reason })
    if (!answer.ok) return answer.message
    setData(answer.data.birthData)
    return null
  }

  return (
    <section aria-label="Birth data" className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <h3 style={{ marginBottom: 8 }}>Birth data</h3>
      {data ? (
        <>
          <p role="status">Shown for this visit only. This reveal is recorded in the audit log.</p>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
            {Object.entries(LABELS).map(([name, label]) => (
              <div key={name} style={{ display: 'contents' }}>
                <dt style={{ fontWeight: 600 }}>{label}</dt>
                <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{shown(data[name])}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <>
          <p>The date, time and place of birth and the customer&rsquo;s questions are hidden. Reveal them only when you need them for this customer.</p>
          <ReasonForm
            action="Reveal birth data"
            hint="Say why, for example the support ticket you are answering. At least 10 characters."
            onSubmit={reveal}
          />
        </>
      )}
    </section>
  )
}
