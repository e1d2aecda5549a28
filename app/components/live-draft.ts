// The preview page inside the admin's live preview (ADR 230). Payload's admin posts the form's values to the frame as
// the editor types (`payload-live-preview`) and a bare `payload-document-event` after each save. Typing is sent, a moment
// after the editor pauses, to the preview's own signed link (routes/preview-live.ts), which answers the draft rendered
// with it; a save reloads the stored draft. Only messages from this site's own admin, in the frame's parent, are read.
import { useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import type { Draft } from '../services/content.server'

/** How long the editor pauses before what was typed is sent: one request per pause, not per key. */
const PAUSE_MS = 400

type Message = { type?: unknown; data?: unknown; ready?: unknown }

/** The fields the page shows; the rest of the form (ids, dates, the image chosen) stays as last saved. */
function shownFields(data: unknown) {
  if (!data || typeof data !== 'object') return null
  const { title, excerpt, description, content, category, tags } = data as Record<string, unknown>
  return { title, excerpt, description, content, category, tags }
}

export function useLiveDraft(saved: Draft | null, live: boolean): Draft | null {
  const { revalidate } = useRevalidator()
  // The typed draft, with the saved one it was typed over: a newer save (a new `saved`) replaces it.
  const [typed, setTyped] = useState<{ over: Draft | null; draft: Draft } | null>(null)
  const savedRef = useRef(saved)
  useEffect(() => {
    savedRef.current = saved
  }, [saved])

  useEffect(() => {
    if (!live || window.parent === window) return
    const origin = window.location.origin
    const endpoint = `${window.location.pathname}/live${window.location.search}`
    let timer: ReturnType<typeof setTimeout> | undefined
    let inFlight: AbortController | undefined

    const send = async (fields: object) => {
      inFlight?.abort()
      const controller = (inFlight = new AbortController())
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(fields),
          signal: controller.signal,
        })
        if (!response.ok) return
        const answer = (await response.json()) as { draft: Draft | null }
        if (answer.draft) setTyped({ over: savedRef.current, draft: answer.draft })
      } catch {
        // Aborted by newer typing, or the network dropped: the page keeps what it shows until the next change.
      }
    }

    const onMessage = (event: MessageEvent<Message>) => {
      if (event.origin !== origin || event.source !== window.parent || !event.data || typeof event.data !== 'object') return
      if (event.data.type === 'payload-document-event') {
        void revalidate()
        return
      }
      const fields = event.data.type === 'payload-live-preview' ? shownFields(event.data.data) : null
      if (!fields) return
      clearTimeout(timer)
      timer = setTimeout(() => void send(fields), PAUSE_MS)
    }
    window.addEventListener('message', onMessage)
    // Payload's admin starts sending once the frame says it is ready.
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => {
      window.removeEventListener('message', onMessage)
      clearTimeout(timer)
      inFlight?.abort()
    }
  }, [live, revalidate])

  return typed && typed.over === saved ? typed.draft : saved
}
