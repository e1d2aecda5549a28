// The most common passwords, refused as new passwords (ADR 037). The list is the ranked common-password
// dictionary of @zxcvbn-ts/language-common (MIT), which the registry gives us; it is far too large for the browser, so
// only the server checks it, and the schemas take the check as a rule (app/schemas/account.ts).
import { dictionary } from '@zxcvbn-ts/language-common'
import { PASSWORD_MIN } from '../schemas/account'
import { isWeakPassword, MIN_SCORE } from './password-strength.server'

/** How many of the most common passwords are refused, counting only those long enough to pass the minimum. */
export const COMMON_PASSWORD_COUNT = 10_000

let common: Set<string> | undefined

/** The refused passwords, lower-cased, most common first; built once, on first use. */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common']
      .map((password) => password.toLowerCase())
      .filter((password) => password.length >= PASSWORD_MIN)
      .slice(0, COMMON_PASSWORD_COUNT),
  )
  return common
}

/** Whether a password is among the most common ones, compared without case ("Password1" is as weak as "password1"). */
export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase())

/** The rules the server adds to the account schemas: the common list and the strength estimate (ADR 167). */
export const serverPasswordRules = { isCommon: isCommonPassword, isWeak: (password: string) => isWeakPassword(password, MIN_SCORE.customer) }
