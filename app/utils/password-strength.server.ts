// How hard a new password is to guess (ADR 167): zxcvbn-ts's estimate, from its pattern matchers and the ranked
// dictionaries of @zxcvbn-ts/language-common (the same package ADR 037 takes its common-password list from). Like that
// list, the dictionaries are far too large for the browser, so only the server estimates.
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

/**
 * The lowest score a new password may have: zxcvbn's 2 is "somewhat guessable" (about 10^6 to 10^8 guesses), which
 * outlasts any online guessing our sign-in limits allow (ADR 166); staff, who publish and read customer data, need 3
 * ("safely unguessable", 10^8 to 10^10), which also holds for a while against a stolen hash.
 */
export const MIN_SCORE = { customer: 2, staff: 3 } as const

/**
 * Only the first characters are estimated: the estimate's time grows quickly with length (a 128-character password took
 * over 300 ms, all of it on the event loop), while 32 characters take a few milliseconds and are plenty to judge by.
 */
const ESTIMATED_CHARACTERS = 32

let estimator: ZxcvbnFactory | undefined

/** zxcvbn's score of the password, 0 (too guessable) to 4 (very unguessable), and the warning key it gives. */
function estimate(password: string): { score: number; warning: string | null } {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs, maxLength: ESTIMATED_CHARACTERS })
  const { score, feedback } = estimator.check(password)
  return { score, warning: feedback.warning }
}

export const isWeakPassword = (password: string, minScore: number = MIN_SCORE.customer) => estimate(password).score < minScore

/** Why a password is easy to guess, in words a person acts on (ADR 202): the validation catalogue's `password.why`. */
export type WeakReason = 'common' | 'repeat' | 'sequence' | 'keyboard' | 'date' | 'name' | 'guessable'

// zxcvbn-ts's warning keys (its feedback without a language pack), grouped by what the person should change.
const REASONS: Record<string, WeakReason> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  wordByItself: 'common',
  pwned: 'common',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  sequences: 'sequence',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  recentYears: 'date',
  dates: 'date',
  namesByThemselves: 'name',
  commonNames: 'name',
  userInputs: 'name',
}

/** Null for a password at or above `minScore`; otherwise why it is too easy to guess. */
export function weakPasswordReason(password: string, minScore: number): WeakReason | null {
  const { score, warning } = estimate(password)
  if (score >= minScore) return null
  return (warning && REASONS[warning]) || 'guessable'
}
