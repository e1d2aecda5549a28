// The e-mails the site sends (collections/Users/emails.ts renders them), in the recipient's language.
export default {
  greeting: 'Namaste {{name}},',
  friend: 'friend',
  ignore: 'If you did not ask for this, you can ignore this e-mail.',
  fallback: 'If the button does not work, copy this address into your browser:',
  verify: {
    subject: 'Confirm your e-mail for Cosmic Insights',
    lead: 'Welcome to Cosmic Insights! Please confirm your e-mail address to finish creating your account.',
    action: 'Confirm my e-mail',
  },
  reset: {
    subject: 'Reset your Cosmic Insights password',
    lead: 'We received a request to reset your password. The link works for one hour.',
    action: 'Choose a new password',
  },
}
