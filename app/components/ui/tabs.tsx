import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { isPlainClick } from './plain-click'

export type TabItem<T extends string> = { id: T; label: ReactNode; panel: ReactNode }

/**
 * ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel shows. With `hrefOf`, each tab is a link
 * to the page showing that tab (`/auth?tab=sign-up`), so a tap before the scripts arrive opens it from the server; once
 * they have, the tab switches in place (ADR 246).
 */
export function Tabs<T extends string>({
  items,
  initial,
  label,
  idPrefix,
  listClassName = '',
  selected: controlled,
  onSelect,
  hrefOf,
}: {
  items: TabItem<T>[]
  initial: T
  label: string
  idPrefix: string
  listClassName?: string
  /** Controlled use: the chosen tab and its setter. */
  selected?: T
  onSelect?: (id: T) => void
  /** The address of the page with this tab chosen: the tabs are links that work without JavaScript. */
  hrefOf?: (id: T) => string
}) {
  const [own, setOwn] = useState<T>(initial)
  const selected = controlled ?? own
  const select = onSelect ?? setOwn
  const buttons = useRef(new Map<T, HTMLElement>())

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.id === selected)
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : null
    if (next === null) return
    event.preventDefault()
    const id = items[next]!.id
    select(id)
    buttons.current.get(id)?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={`grid rounded-xl bg-violet-50 p-1 ${listClassName}`}
        style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
      >
        {items.map(({ id, label: text }) => {
          const common = {
            ref: (element: HTMLElement | null) => {
              if (element) buttons.current.set(id, element)
              else buttons.current.delete(id)
            },
            role: 'tab',
            id: `${idPrefix}-tab-${id}`,
            'aria-selected': selected === id,
            'aria-controls': `${idPrefix}-panel-${id}`,
            tabIndex: selected === id ? 0 : -1,
            // On each tab rather than the list: only a tab takes the focus, so only a tab receives keys.
            onKeyDown,
            className: `rounded-lg px-3 py-2 text-center text-sm font-semibold ${selected === id ? 'bg-white text-night-900 shadow-sm' : 'text-slate-600 hover:text-night-900'}`,
          } as const
          return hrefOf ? (
            <a
              key={id}
              {...common}
              href={hrefOf(id)}
              onClick={(event) => {
                // Scripts are here: switch in place. A click with a modifier opens the link as a link.
                if (!isPlainClick(event)) return
                event.preventDefault()
                select(id)
              }}
            >
              {text}
            </a>
          ) : (
            <button key={id} {...common} type="button" onClick={() => select(id)}>
              {text}
            </button>
          )
        })}
      </div>
      {items.map(({ id, panel }) => (
        <div
          key={id}
          role="tabpanel"
          id={`${idPrefix}-panel-${id}`}
          aria-labelledby={`${idPrefix}-tab-${id}`}
          hidden={selected !== id}
          tabIndex={0}
          className="mt-6 focus:outline-none"
        >
          {panel}
        </div>
      ))}
    </div>
  )
}
