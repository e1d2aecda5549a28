import type { ReactNode } from 'react'

/** A page's h1 in the display face (ADR 174); `className` adds spacing, never another size or colour. */
export function PageHeading({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  return (
    <h1 id={id} className={['font-display text-3xl font-semibold text-night-900 sm:text-4xl', className].filter(Boolean).join(' ')}>
      {children}
    </h1>
  )
}
