import { describe, expect, it } from 'vitest'
import { passwordResetMail, verificationMail } from './customer-mail.server'

describe('account mails in the recipient language', () => {
  it('Hindi for a customer who prefers Hindi, from the mail catalogue', () => {
    const mail = verificationMail({ fullName: 'अनीता', preferredLanguage: 'hi' }, 'token-token-token-1')
    expect(mail.subject).toBe('Cosmic Insights के लिए अपने ईमेल की पुष्टि करें')
    expect(mail.html).toContain('<html lang="hi">')
    expect(mail.html).toContain('नमस्ते अनीता,')
    expect(passwordResetMail({ preferredLanguage: 'hi' }, 'token-token-token-1').html).toContain('नमस्ते मित्र,')
  })

  it('English for English and for a language the site is not translated into', () => {
    for (const preferredLanguage of ['en', 'es', null]) {
      const mail = passwordResetMail({ fullName: 'Ana <b>', preferredLanguage }, 'token-token-token-1')
      expect(mail.subject).toBe('Reset your Cosmic Insights password')
      expect(mail.html).toContain('Namaste Ana &lt;b&gt;,')
    }
  })
})
