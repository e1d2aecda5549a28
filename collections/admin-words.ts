// Where the admin speaks Payload's defaults to an editor, our words instead (ADR 234). Payload's admin has no Hindi
// (see the ADR on the admin's language), so these are English only; the site's own catalogues are not involved.
// Placeholders in double braces are Payload's and are filled by it.
export const adminWords = {
  en: {
    authentication: {
      // The page an invitation and a reset link both open: the invited staff member sets a first password there.
      resetPassword: 'Set your password',
      resetYourPassword: 'Set your password',
    },
    error: {
      // A link already used, or older than its time: say what to do next.
      tokenInvalidOrExpired:
        'This link has already been used or has run out. Ask an admin for a new invitation, or use “Forgot password?” on the sign-in page.',
    },
    validation: {
      greaterThanMax: '{{value}} is too high: the most allowed is {{max}}.',
      lessThanMin: '{{value}} is too low: the least allowed is {{min}}.',
    },
  },
}
