import { useTranslation } from 'react-i18next'

export type FaqEntry = { id: number | string; question: string; answer: string }

/**
 * At most one answer open at a time, and choosing the open question closes it (spec 2.3). Exclusive <details> (same
 * `name`) gives exactly that in the browser itself, so the accordion works on pages that ship no JavaScript.
 */
export function FaqAccordion({ items, name }: { items: FaqEntry[]; name: string }) {
  const { t } = useTranslation('contact')
  if (items.length === 0) return <p className="text-slate-600">{t('noQuestions')}</p>
  return (
    <div className="divide-y divide-violet-100 rounded-2xl border border-violet-100 bg-white">
      {items.map((item) => (
        <details key={item.id} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-medium text-night-900 hover:bg-violet-50 [&::-webkit-details-marker]:hidden">
            {item.question}
            <span aria-hidden="true" className="text-violet-500 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="px-5 pb-5 text-slate-600">{item.answer}</div>
        </details>
      ))}
    </div>
  )
}
