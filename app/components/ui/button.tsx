import type { ButtonHTMLAttributes, Ref } from 'react'
import { Link, type LinkProps } from 'react-router'

/**
 * The site's buttons, on the design tokens (ADR 174): one palette, so a page names what a button does (`primary`,
 * `outline`, `danger`…) and never its colours. `buttonClass` serves what is not a `<button>` or a route link: a
 * download `<a>`, a summary, another component's `className`.
 */
type ButtonVariant = 'primary' | 'outline' | 'soft' | 'plain' | 'danger' | 'danger-outline'
type ButtonSize = 'sm' | 'md' | 'lg'

const BASE = 'inline-flex min-h-tap items-center justify-center gap-2 rounded-control text-center font-semibold disabled:opacity-70'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-night-800 text-white hover:bg-night-700',
  outline: 'border border-night-800 text-night-800 hover:bg-violet-50',
  soft: 'border border-violet-200 text-violet-800 hover:bg-violet-50',
  plain: 'border border-slate-300 text-slate-800 hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-outline': 'border border-red-300 text-red-800 hover:bg-red-50',
}

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-3 py-2 text-sm',
  md: 'px-5 py-2.5',
  lg: 'px-6 py-3',
}

type Look = { variant?: ButtonVariant; size?: ButtonSize; className?: string }

export function buttonClass({ variant = 'primary', size = 'md', className }: Look = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], className].filter(Boolean).join(' ')
}

/** A `<button>`; its `type` is required, so a form's submit is never implied. */
export function Button({
  variant,
  size,
  className,
  type,
  ref,
  ...rest
}: Look &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> & {
    type: 'button' | 'submit' | 'reset'
    ref?: Ref<HTMLButtonElement>
  }) {
  return <button ref={ref} type={type} className={buttonClass({ variant, size, className })} {...rest} />
}

/** A route link that looks like a button (an action that navigates). */
export function ButtonLink({ variant, size, className, ...rest }: Look & Omit<LinkProps, 'className'>) {
  return <Link className={buttonClass({ variant, size, className })} {...rest} />
}
