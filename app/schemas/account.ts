import { EmailField, requiredText } from './fields'
import { LANGUAGE_CODES } from './languages'
import { z } from './zod'

export const PASSWORD_MIN = 6
const PASSWORD_MAX = 128

const SignInPassword = z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(PASSWORD_MAX, 'That password is too long')

const NewPassword = z
  .string({ error: 'Please choose a password' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)

const LanguageField = z.enum(LANGUAGE_CODES, { error: 'Please choose a language from the list' })

/** Optional, checked again by safeRedirect before use; one too long to be ours is dropped, not an error. */
const RedirectTo = z.string().max(500).optional().catch(undefined)

export const SignInSchema = z.object({ email: EmailField, password: SignInPassword, redirectTo: RedirectTo })

export const SignUpSchema = z.object({
  fullName: requiredText('full name', 100),
  email: EmailField,
  preferredLanguage: LanguageField.default('en'),
  password: NewPassword,
  redirectTo: RedirectTo,
})

export const EmailOnlySchema = z.object({ email: EmailField })

/** A token from a mailed link: URL-safe characters only, so nothing else reaches the database query. */
export const TokenField = z.string({ error: 'This link is incomplete' }).regex(/^[A-Za-z0-9_-]{16,128}$/, 'This link is invalid')

export const ResetPasswordSchema = z
  .object({ token: TokenField, password: NewPassword, confirmPassword: z.string({ error: 'Please repeat the new password' }) })
  .refine((value) => value.password === value.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] })

export const ChangePasswordSchema = z
  .object({
    currentPassword: SignInPassword,
    newPassword: NewPassword,
    confirmPassword: z.string({ error: 'Please repeat the new password' }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] })

export const LanguageSchema = z.object({ preferredLanguage: LanguageField })

export const DELETE_CONFIRMATION = 'DELETE'
export const DeleteAccountSchema = z.object({
  confirm: z
    .string({ error: `Type ${DELETE_CONFIRMATION} to confirm` })
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm`),
})
