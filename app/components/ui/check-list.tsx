import { Check } from 'lucide-react'

/** A list whose items each carry a check mark (an SVG, so it looks the same on every platform). */
export function CheckList({ items, className = '', markClass = 'text-violet-600' }: { items: string[]; className?: string; markClass?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className={`mt-1 size-4 shrink-0 ${markClass}`} strokeWidth={2.5} />
          {item}
        </li>
      ))}
    </ul>
  )
}
