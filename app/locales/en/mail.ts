// The e-mails the site sends, in the recipient's language (app/utils/customer-mail.server.ts renders them), and the staff
// mails, in English and then Hindi in one mail (collections/Admins/emails.ts, ADR 082).
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
  signInLink: {
    subject: 'Your Cosmic Insights sign-in link',
    lead: 'Here is the sign-in link you asked for. It works once, for 15 minutes.',
    action: 'Sign me in',
  },
  // CMS staff: invitations (ADR 071) and the admin's forgot-password link. Staff have no language setting.
  staff: {
    invite: {
      subject: 'You are invited to the Cosmic Insights CMS',
      leadAdmin: '{{inviter}} has invited you to the Cosmic Insights CMS as an admin.',
      leadEditor: '{{inviter}} has invited you to the Cosmic Insights CMS as an editor.',
      someone: 'An admin',
      step: 'Choose your password (at least {{min}} characters) to finish setting up your account. The link works for {{days}} days.',
      action: 'Choose my password',
      ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
    },
    reset: {
      subject: 'Reset your Cosmic Insights CMS password',
      lead: 'We received a request to reset the password of your Cosmic Insights CMS account. The link works for one hour.',
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    },
  },
}
