import { useId, useState } from 'react'

export type FaqEntry = { id: number | string; question: string; answer: string }

/** At most one answer open at a time; choosing the open question closes it (spec 2.3). */
export function FaqAccordion({ items }: { items: FaqEntry[] }) {
  const [openId, setOpenId] = useState<FaqEntry['id'] | null>(null)
  const baseId = useId()
  if (items.length === 0) return <p className="text-slate-600">No questions yet.</p>
  return (
    <div className="divide-y divide-violet-100 rounded-2xl border border-violet-100 bg-white">
      {items.map((item, index) => {
        const open = openId === item.id
        const buttonId = `${baseId}-q${index}`
        const panelId = `${baseId}-a${index}`
        return (
          <div key={item.id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-night-900 hover:bg-violet-50"
              >
                {item.question}
                <span aria-hidden="true" className={`text-violet-500 transition-transform ${open ? 'rotate-45' : ''}`}>
                  +
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-slate-600">
              {item.answer}
            </div>
          </div>
        )
      })}
    </div>
  )
}
