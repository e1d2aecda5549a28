import { EmailField, requiredText } from './fields'
import { message } from './messages'
import { LANGUAGE_CODES } from './languages'
import { z } from './zod'

export const PASSWORD_MIN = 6
const PASSWORD_MAX = 128

// A password of spaces only is no password: Payload refuses it as missing, so it is refused here with words first.
const notBlank = (value: string) => value.trim() !== ''

const SignInPassword = z
  .string({ error: message('password.required') })
  .min(1, message('password.required'))
  .max(PASSWORD_MAX, message('password.tooLong'))
  .refine(notBlank, message('password.required'))

export const COMMON_PASSWORD_MESSAGE = message('password.common')
const WEAK_PASSWORD_MESSAGE = message('password.weak')
export const PASSWORD_EDGES_MESSAGE = message('password.edges')
export const PASSWORD_CONTROL_MESSAGE = message('password.control')

/**
 * A new password is taken exactly as typed, so spaces at its ends are refused rather than trimmed (nobody sees them to
 * type them again), and so are control characters such as NUL (ADR 167). Spaces inside are fine.
 */
export const hasEdgeSpaces = (value: string) => value.trim() !== value && value.trim() !== ''
export const hasControlCharacter = (value: string) => /\p{Cc}/u.test(value)

/**
 * Checks a new password gets beyond its length and characters. The list of common passwords and the strength estimate
 * are too large for the browser, so the browser's schemas leave `isCommon` and `isWeak` out and the actions pass the
 * server's (`serverPasswordRules`, app/utils/common-passwords.server.ts). The collections apply the same rules to every
 * password set anywhere (collections/access/passwords.ts).
 */
export type PasswordRules = { isCommon?: (password: string) => boolean; isWeak?: (password: string) => boolean }

const newPassword = ({ isCommon, isWeak }: PasswordRules) =>
  z
    .string({ error: message('password.choose') })
    .min(PASSWORD_MIN, message('password.min', { min: PASSWORD_MIN }))
    .max(PASSWORD_MAX, message('password.max', { max: PASSWORD_MAX }))
    .refine(notBlank, message('password.blank'))
    .refine((value) => !hasEdgeSpaces(value), PASSWORD_EDGES_MESSAGE)
    .refine((value) => !hasControlCharacter(value), PASSWORD_CONTROL_MESSAGE)
    .refine((value) => !isCommon?.(value), COMMON_PASSWORD_MESSAGE)
    // A common password is already said to be easy to guess; the estimate speaks only about the others.
    .refine((value) => Boolean(isCommon?.(value)) || !isWeak?.(value), WEAK_PASSWORD_MESSAGE)

const LanguageField = z.enum(LANGUAGE_CODES, { error: message('language') })

/** Optional, checked again by safeRedirect before use; one too long to be ours is dropped, not an error. */
const RedirectTo = z.string().max(500).optional().catch(undefined)

export const SignInSchema = z.object({ email: EmailField, password: SignInPassword, redirectTo: RedirectTo })

export const signUpSchema = (rules: PasswordRules = {}) =>
  z.object({
    fullName: requiredText('fullName', 100),
    email: EmailField,
    preferredLanguage: LanguageField.default('en'),
    password: newPassword(rules),
    redirectTo: RedirectTo,
  })

export const EmailOnlySchema = z.object({ email: EmailField })

/** A token from a mailed link: URL-safe characters only, so nothing else reaches the database query. */
export const TokenField = z.string({ error: message('link.incomplete') }).regex(/^[A-Za-z0-9_-]{16,128}$/, message('link.invalid'))

export const resetPasswordSchema = (rules: PasswordRules = {}) =>
  z
    .object({ token: TokenField, password: newPassword(rules), confirmPassword: z.string({ error: message('password.repeat') }) })
    .refine((value) => value.password === value.confirmPassword, { message: message('password.mismatch'), path: ['confirmPassword'] })

export const changePasswordSchema = (rules: PasswordRules = {}) =>
  z
    .object({
      currentPassword: SignInPassword,
      newPassword: newPassword(rules),
      confirmPassword: z.string({ error: message('password.repeat') }),
    })
    .refine((value) => value.newPassword === value.confirmPassword, { message: message('password.mismatch'), path: ['confirmPassword'] })

export const LanguageSchema = z.object({ preferredLanguage: LanguageField })

export const DELETE_CONFIRMATION = 'DELETE'
export const DeleteAccountSchema = z.object({
  confirm: z
    .string({ error: message('deleteConfirm', { word: DELETE_CONFIRMATION }) })
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION, message('deleteConfirm', { word: DELETE_CONFIRMATION })),
  // Asked again at the last step, so an unattended signed-in browser cannot delete the account.
  password: SignInPassword,
})

/** One signed-in browser to sign out, from the list in Settings. */
export const RevokeSessionSchema = z.object({
  session: z.string({ error: message('session') }).regex(/^[A-Za-z0-9-]{1,40}$/, message('session')),
})
