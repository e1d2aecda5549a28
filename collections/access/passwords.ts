// Password rules at the collections, so they hold wherever a password is set: the site's forms, the admin's screens
// (first user, create, change password, reset and invitation links), the REST API and the Local API.
// ADR 070.
import { type CollectionBeforeOperationHook, ValidationError } from 'payload'
import {
  COMMON_PASSWORD_MESSAGE,
  hasControlCharacter,
  hasEdgeSpaces,
  PASSWORD_CONTROL_MESSAGE,
  PASSWORD_EDGES_MESSAGE,
  PASSWORD_MIN,
} from '../../app/schemas/account'
import { isCommonPassword } from '../../app/utils/common-passwords.server'
import { MIN_SCORE, weakPasswordReason } from '../../app/utils/password-strength.server'
import { message } from '../../app/schemas/messages'
import { readMessage } from '../../app/i18n/catalogues.server'

/** Staff can publish to the site and, as admins, read customer data: a longer minimum than customers'. */
export const STAFF_PASSWORD_MIN = 12
const PASSWORD_MAX = 128

type Rule = { min: number; tooShort: string; minScore: number }

const STAFF: Rule = { min: STAFF_PASSWORD_MIN, tooShort: `Staff passwords need at least ${STAFF_PASSWORD_MIN} characters.`, minScore: MIN_SCORE.staff }
// The same words as the site's own forms (app/schemas/account.ts), so a customer reads one rule wherever it is set.
const CUSTOMER: Rule = { min: PASSWORD_MIN, tooShort: `Password must be at least ${PASSWORD_MIN} characters`, minScore: MIN_SCORE.customer }

function problemWith(password: unknown, rule: Rule): string | null {
  if (typeof password !== 'string') return 'Please choose a password'
  if (password.trim() === '') return 'Please choose a password that is not only spaces'
  if (hasEdgeSpaces(password)) return PASSWORD_EDGES_MESSAGE
  if (hasControlCharacter(password)) return PASSWORD_CONTROL_MESSAGE
  if (password.length < rule.min) return rule.tooShort
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE
  // Checked last: the estimate is the costly step, and the rules above already say what is wrong with most passwords.
  // The refusal names what makes it guessable (ADR 202).
  const reason = weakPasswordReason(password, rule.minScore)
  return reason && message(`password.why.${reason}`)
}

export const staffPasswordProblem = (password: unknown) => problemWith(password, STAFF)
export const customerPasswordProblem = (password: unknown) => problemWith(password, CUSTOMER)

/** The auth operations that set a password from `data.password` (Payload hashes it right after `beforeOperation`). */
const SETS_PASSWORD = new Set(['create', 'update', 'resetPassword'])

/**
 * A collection `beforeOperation` hook refusing a new password that breaks `problem`, as a 400 on the password field
 * (the admin shows it under the field). First-register creates through `create`, so it is covered too.
 */
export function checkNewPassword(collection: string, problem: (password: unknown) => string | null): CollectionBeforeOperationHook {
  return async ({ operation, args }) => {
    const password = (args as { data?: { password?: unknown } }).data?.password
    if (!SETS_PASSWORD.has(operation) || password === undefined || password === null || password === '') return args
    const found = problem(password)
    // The site's rule speaks in validation-catalogue keys (ADR 055); the admin and the API answer in English.
    if (found) throw new ValidationError({ collection, errors: [{ message: readMessage('en', found), path: 'password', label: 'Password' }] })
    return args
  }
}
