import type { AfterErrorHook } from 'payload'

// Where the admin speaks Payload's defaults to an editor, our words instead (ADR 234). Payload's admin has no Hindi
// (see the ADR on the admin's language), so these are English only; the site's own catalogues are not involved.
// Placeholders in double braces are Payload's and are filled by it.
const LINK_USED_OR_OLD =
  'This link has already been used or has run out. Ask an admin for a new invitation, or use “Forgot password?” on the sign-in page.'

export const adminWords = {
  en: {
    authentication: {
      // The page an invitation and a reset link both open: the invited staff member sets a first password there.
      resetPassword: 'Set your password',
      resetYourPassword: 'Set your password',
    },
    error: {
      // A link already used, or older than its time: say what to do next.
      tokenInvalidOrExpired: LINK_USED_OR_OLD,
    },
    validation: {
      greaterThanMax: '{{value}} is too high: the most allowed is {{max}}.',
      lessThanMin: '{{value}} is too low: the least allowed is {{min}}.',
    },
  },
}

/** Payload's own words for a used or expired link, written into its reset operation rather than taken from `adminWords`. */
const PAYLOAD_EXPIRED = 'Token is either invalid or has expired.'

/** A staff member's invitation or reset link that no longer works answers in our words (ADR 234). */
export const ourWordsForUsedLink: AfterErrorHook = ({ error, result }) => {
  if (error.message !== PAYLOAD_EXPIRED || !result) return
  return {
    response: { ...result, errors: result.errors.map((entry) => (entry.message === PAYLOAD_EXPIRED ? { ...entry, message: LINK_USED_OR_OLD } : entry)) },
  }
}
