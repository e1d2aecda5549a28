import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { Place } from '../../services/places.server'

/** A place as the form posts it, from the list (or from the saved profile). */
export type PlaceSelection = { id: string; name: string; country: string; latitude: string; longitude: string; timeZone: string; label: string }

export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed'

const DEBOUNCE_MS = 150
export const QUERY_MAX = 80

function fromPlace(place: Place): PlaceSelection {
  return {
    id: place.id,
    name: place.name,
    country: place.country,
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    timeZone: place.timeZone,
    label: place.label,
  }
}

/**
 * The search behind the birth-place combobox: what is typed, the debounced request to /places (the newest one wins,
 * the others are aborted), the results, the highlighted option and the keys of the ARIA 1.2 combobox pattern.
 */
export function usePlaceSearch(initial: PlaceSelection | null) {
  const [selected, setSelected] = useState<PlaceSelection | null>(initial)
  const [query, setQuery] = useState(initial?.label ?? '')
  const [results, setResults] = useState<Place[]>([])
  const [status, setStatus] = useState<SearchStatus>('idle')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  const inputRef = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const request = useRef<AbortController | null>(null)

  useEffect(() => {
    // Keep what was typed before the page's script arrived.
    const typed = inputRef.current?.value ?? ''
    if (typed !== query) {
      setQuery(typed)
      setSelected(null)
    }
    return () => {
      clearTimeout(timer.current)
      request.current?.abort()
    }
    // Once, at hydration: `query` is the server-rendered value the box started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function cancel() {
    clearTimeout(timer.current)
    request.current?.abort()
    request.current = null
  }

  function search(text: string) {
    cancel()
    const q = text.replace(/\p{Cc}/gu, ' ').trim()
    if (!q || q.length > QUERY_MAX) {
      setResults([])
      setStatus('idle')
      setOpen(false)
      return
    }
    setStatus('searching')
    timer.current = setTimeout(async () => {
      const controller = new AbortController()
      request.current = controller
      try {
        const response = await fetch(`/places?q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        })
        if (!response.ok) throw new Error(`Place search answered ${response.status}`)
        const body = (await response.json()) as { places: Place[] }
        if (controller.signal.aborted) return
        setResults(body.places)
        setActive(-1)
        setStatus('done')
        setOpen(document.activeElement === inputRef.current)
      } catch {
        if (controller.signal.aborted) return
        setResults([])
        setStatus('failed')
      }
    }, DEBOUNCE_MS)
  }

  function type(text: string) {
    setQuery(text)
    setSelected(null)
    setActive(-1)
    search(text)
  }

  function pick(place: Place) {
    cancel()
    setSelected(fromPlace(place))
    setQuery(place.label)
    setResults([])
    setStatus('idle')
    setOpen(false)
    setActive(-1)
  }

  function close() {
    setOpen(false)
    setActive(-1)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return
      event.preventDefault()
      const down = event.key === 'ArrowDown'
      if (!open) {
        setOpen(true)
        setActive(down ? 0 : count - 1)
      } else {
        setActive(down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1)
      }
    } else if (event.key === 'Enter') {
      // Enter on a highlighted place picks it; otherwise the form submits as usual.
      if (open && active >= 0 && results[active]) {
        event.preventDefault()
        pick(results[active])
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault()
        close()
      }
    }
  }

  return { inputRef, query, selected, results, status, open, active, setActive, type, pick, close, cancel, onKeyDown }
}

export type PlaceSearch = ReturnType<typeof usePlaceSearch>
