import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { useCallback, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { translateMessage, type Translate } from '../../schemas/messages'

/**
 * Reads a form message in the page's language: the schemas (browser and server alike) give catalogue keys (ADR 055),
 * which this translates; text that is not a key is shown as it is.
 */
export function useMessageText() {
  const { t } = useTranslation('validation')
  return useCallback((text: string) => translateMessage(t as unknown as Translate, text), [t])
}

/**
 * A labelled form control with its error and an optional hint under it, wired for screen readers: the render prop gets
 * the id, `aria-invalid` and an `aria-describedby` naming the error (first) and the hint.
 */
export function Field({
  id,
  label,
  errors,
  hint,
  className,
  children,
}: {
  id: string
  label: string
  errors?: string[]
  hint?: ReactNode
  /** Classes for the wrapper (a grid or flex item's sizing). */
  className?: string
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode
}) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const hasError = Boolean(errors?.length)
  const described = [hasError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  const read = useMessageText()
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1">{children({ id, 'aria-invalid': hasError, 'aria-describedby': described })}</div>
      {hasError ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {read(errors![0]!)}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
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

/** A Conform field of any type, as the form components below take it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own helpers take any schema, form and error shape
type ConformField = FieldMetadata<any, any, any>

type TextInputType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number'

/** What a caller may add to a control; the field supplies its id, name, value, constraints and ARIA state. */
type ControlProps<Attributes> = Omit<Attributes, 'id' | 'name' | 'form' | 'type' | 'defaultValue' | 'value' | 'className' | 'children'> & {
  className?: string
}

/** A labelled one-line input for a Conform field, its error announced and described (see Field). */
export function InputField({
  field,
  label,
  type = 'text',
  className = inputClass,
  ...rest
}: { field: ConformField; label: string; type?: TextInputType } & ControlProps<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field id={field.id} label={label} errors={field.errors}>
      {(a11y) => <input {...withoutKey(getInputProps(field, { type }))} {...a11y} {...rest} key={field.key} className={className} />}
    </Field>
  )
}

/** A labelled textarea for a Conform field. */
export function TextareaField({
  field,
  label,
  className = inputClass,
  ...rest
}: { field: ConformField; label: string } & ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field id={field.id} label={label} errors={field.errors}>
      {(a11y) => <textarea {...withoutKey(getTextareaProps(field))} {...a11y} {...rest} key={field.key} className={className} />}
    </Field>
  )
}

/** A labelled select for a Conform field; the options are its children. */
export function SelectField({
  field,
  label,
  className = `${inputClass} bg-white`,
  children,
  ...rest
}: { field: ConformField; label: string; children: ReactNode } & ControlProps<SelectHTMLAttributes<HTMLSelectElement>>) {
  return (
    <Field id={field.id} label={label} errors={field.errors}>
      {(a11y) => (
        <select {...withoutKey(getSelectProps(field))} {...a11y} {...rest} key={field.key} className={className}>
          {children}
        </select>
      )}
    </Field>
  )
}
