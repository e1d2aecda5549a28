import { COMMON_PASSWORDS } from './common-passwords'
import { EmailField, requiredText } from './fields'
import { LANGUAGE_CODES } from './languages'
import { z } from './zod'

export const PASSWORD_MIN = 6
const PASSWORD_MAX = 128

// A password of spaces only is no password: Payload refuses it as missing, so it is refused here with words first.
const notBlank = (value: string) => value.trim() !== ''

const SignInPassword = z
  .string({ error: 'Please enter your password' })
  .min(1, 'Please enter your password')
  .max(PASSWORD_MAX, 'That password is too long')
  .refine(notBlank, 'Please enter your password')

/** Whether a password is among the most common ones (compared without case: "Password1" is as weak as "password1"). */
const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase())

export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common ones and easy to guess. Please choose another.'

const NewPassword = z
  .string({ error: 'Please choose a password' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine(notBlank, 'Please choose a password that is not only spaces')
  .refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE)

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
  // Asked again at the last step, so an unattended signed-in browser cannot delete the account (issue 10, hole 10).
  password: SignInPassword,
})

/** One signed-in browser to sign out, from the list in Settings. */
export const RevokeSessionSchema = z.object({
  session: z.string({ error: 'Please choose a session' }).regex(/^[A-Za-z0-9-]{1,40}$/, 'Please choose a session'),
})
