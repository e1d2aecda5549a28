import { z } from './zod'

// Control characters other than tab and newlines have no place in anything a person types.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** Trimmed text, required, with a length cap; every message is the one the visitor reads. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `Please enter your ${label}` })
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(max, `Your ${label} is too long (${max.toLocaleString('en-IN')} characters at most)`)
    .refine((value) => !CONTROL.test(value), `Your ${label} contains characters we cannot accept`)
}

export const EmailField = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'That email address is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase())
