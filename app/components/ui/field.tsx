import type { ReactNode } from 'react'

/** A labelled form control with its error, wired for screen readers. */
export function Field({
  id,
  label,
  errors,
  children,
}: {
  id: string
  label: string
  errors?: string[]
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode
}) {
  const errorId = `${id}-error`
  const hasError = Boolean(errors?.length)
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1">{children({ id, 'aria-invalid': hasError, 'aria-describedby': hasError ? errorId : undefined })}</div>
      {hasError ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {errors?.[0]}
        </p>
      ) : null}
    </div>
  )
}

export const inputClass =
  'w-full rounded-lg border border-slate-300 px-4 py-2.5 text-slate-900 aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-500'

/** Conform's props without `key`, which React refuses to take from a spread. */
export function withoutKey<T extends { key?: unknown }>(props: T): Omit<T, 'key'> {
  const { key: _key, ...rest } = props
  return rest
}
