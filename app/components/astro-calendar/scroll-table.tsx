import type { ReactNode } from 'react'

/**
 * A table that scrolls inside its card on a narrow screen. The region takes focus so keys can scroll it too (axe:
 * scrollable-region-focusable); it is named by the heading `labelledBy` points at.
 */
export function ScrollTable({
  labelledBy,
  caption,
  columns,
  minWidth,
  testId,
  children,
}: {
  labelledBy: string
  caption: string
  columns: readonly string[]
  /** A Tailwind min-width class, e.g. `min-w-[18rem]`. */
  minWidth: string
  testId?: string
  children: ReactNode
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className="mt-3 overflow-x-auto" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={`w-full ${minWidth} text-left text-sm`} data-testid={testId}>
        <caption className="pb-2 text-left text-slate-600">{caption}</caption>
        <thead>
          <tr className="border-b border-violet-100 text-slate-600">
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`py-2 font-medium ${index < columns.length - 1 ? 'pr-3' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
