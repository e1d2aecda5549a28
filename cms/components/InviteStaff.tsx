'use client'
// Above the Staff list: an admin invites someone by e-mail (collections/Admins/invite.ts). Editors see nothing here.
import { Button, useAuth } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'
import { postJson } from './api'

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string }

export function InviteStaff() {
  const { user } = useAuth<{ roles?: string[] }>()
  const router = useRouter()
  const id = useId()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  if (!user?.roles?.includes('admin')) return null

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    setStatus({ kind: 'sending' })
    const answer = await postJson<{ message: string }>('/api/admins/invite', {
      email: data.get('email'),
      name: data.get('name'),
      role: data.get('role'),
    })
    if (!answer.ok) return setStatus({ kind: 'failed', message: answer.message })
    form.reset()
    setStatus({ kind: 'sent', message: answer.data.message })
    router.refresh()
  }

  return (
    <section aria-labelledby={`${id}-title`} style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id={`${id}-title`} style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        Invite a staff member
      </h2>
      <p style={{ marginTop: 0 }}>They get an e-mail with a link to choose their own password (at least 12 characters). The link works for 7 days.</p>
      <form onSubmit={invite} style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', alignItems: 'flex-end' }}>
        <div className="field-type text" style={{ flex: '1 1 14rem' }}>
          <label className="field-label" htmlFor={`${id}-email`}>
            E-mail
          </label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="off" maxLength={254} />
        </div>
        <div className="field-type text" style={{ flex: '1 1 12rem' }}>
          <label className="field-label" htmlFor={`${id}-name`}>
            Name
          </label>
          <input id={`${id}-name`} name="name" type="text" required maxLength={120} />
        </div>
        <div className="field-type text" style={{ flex: '0 1 10rem' }}>
          <label className="field-label" htmlFor={`${id}-role`}>
            Role
          </label>
          <select id={`${id}-role`} name="role" defaultValue="editor" style={{ width: '100%', minHeight: '2.5rem' }}>
            <option value="editor">Editor</option>
            <option value="admin">Admin</option>
          </select>
        </div>
        <Button type="submit" disabled={status.kind === 'sending'} buttonStyle="primary" margin={false}>
          {status.kind === 'sending' ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
      <p role="status" aria-live="polite" style={{ color: status.kind === 'failed' ? 'var(--theme-error-500)' : undefined }}>
        {status.kind === 'sent' || status.kind === 'failed' ? status.message : ''}
      </p>
    </section>
  )
}
