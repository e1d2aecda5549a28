import type { ReactNode } from 'react'

/** A section's h2 in the display face; `id` is what the section's aria-labelledby points at. */
export function SectionHeading({ id, children, className = 'text-night-900' }: { id: string; children: ReactNode; className?: string }) {
  return (
    <h2 id={id} className={`font-[family-name:var(--font-display)] text-3xl font-semibold ${className}`}>
      {children}
    </h2>
  )
}
