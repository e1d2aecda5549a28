/** A list whose items each carry a check mark. */
export function CheckList({ items, className = '', markClass = 'text-violet-600' }: { items: string[]; className?: string; markClass?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className={markClass}>
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  )
}
