import { describe, expect, it } from 'vitest'
import { readAs } from '../../tests/helpers/validation-text'
import { changePasswordSchema, COMMON_PASSWORD_MESSAGE, DeleteAccountSchema, resetPasswordSchema, SignInSchema, signUpSchema } from './account'

// A stand-in list, so these tests are about the schemas; the real list is tested in common-passwords.server.test.ts.
const rules = { isCommon: (password: string) => ['123456', 'password', 'qwerty', 'qwerty123'].includes(password.toLowerCase()) }
const signUp = (password: string, schema: ReturnType<typeof signUpSchema> = signUpSchema(rules)) =>
  schema.safeParse({ fullName: 'Asha Rao', email: 'asha@example.in', preferredLanguage: 'en', password })
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => readAs(issue.message)) ?? []

describe('new passwords', () => {
  it('refuse the most common passwords with a clear message, whatever their case, at sign-up, change and reset', () => {
    for (const password of ['123456', 'password', 'Password', 'QWERTY']) {
      expect(messages(signUp(password)), password).toContain(readAs(COMMON_PASSWORD_MESSAGE))
    }
    const change = changePasswordSchema(rules).safeParse({ currentPassword: 'old-password-1', newPassword: '123456', confirmPassword: '123456' })
    expect(messages(change)).toContain(readAs(COMMON_PASSWORD_MESSAGE))
    const reset = resetPasswordSchema(rules).safeParse({ token: 'a'.repeat(40), password: 'qwerty123', confirmPassword: 'qwerty123' })
    expect(messages(reset)).toContain(readAs(COMMON_PASSWORD_MESSAGE))
  })

  it('keep the spec’s 6-character minimum and accept an uncommon password', () => {
    expect(messages(signUp('a1b2c'))).toContain('Password must be at least 6 characters')
    expect(signUp('kesar-mango-42').success).toBe(true)
  })

  it('refuse spaces at either end and control characters, in the browser too, and a guessable one on the server (ADR 167)', () => {
    expect(messages(signUp('123456 ', signUpSchema()))).toContain('Please remove the spaces at the start or end of your password.')
    expect(messages(signUp(' kesar-mango-42', signUpSchema()))).toContain('Please remove the spaces at the start or end of your password.')
    expect(messages(signUp('kesar\u0000mango-42', signUpSchema()))[0]).toMatch(/cannot contain control characters/)
    const weak = signUpSchema({ ...rules, isWeak: (password) => password === 'aaaaaa' })
    expect(messages(signUp('aaaaaa', weak))).toEqual([
      'This password is too easy to guess. Please choose a longer one, for example a few words that do not belong together.',
    ])
    // A common one is said to be common, once.
    expect(messages(signUp('123456', signUpSchema({ ...rules, isWeak: () => true })))).toEqual([readAs(COMMON_PASSWORD_MESSAGE)])
  })

  it('refuse a password of spaces only', () => {
    expect(signUp('        ').success).toBe(false)
  })

  it('without the server’s rule (the browser) leave the list to the server', () => {
    expect(signUp('123456', signUpSchema()).success).toBe(true)
  })
})

describe('passwords given to prove who you are', () => {
  it('a password of spaces is no password, at sign-in and at account deletion', () => {
    expect(messages(SignInSchema.safeParse({ email: 'asha@example.in', password: '      ' }))).toContain('Please enter your password')
    expect(messages(DeleteAccountSchema.safeParse({ confirm: 'DELETE', password: '   ' }))).toContain('Please enter your password')
  })

  it('deletion needs both the confirmation word and the password', () => {
    expect(DeleteAccountSchema.safeParse({ confirm: 'DELETE' }).success).toBe(false)
    expect(DeleteAccountSchema.safeParse({ confirm: 'DELETE', password: 'my-password' }).success).toBe(true)
  })
})
