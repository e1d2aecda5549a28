import { parseWithZod } from '@conform-to/zod/v4'
import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import enValidation from '../locales/en/validation'
import hiValidation from '../locales/hi/validation'
import { changePasswordSchema, DeleteAccountSchema, resetPasswordSchema, RevokeSessionSchema, SignInSchema, signUpSchema, TokenField } from './account'
import { ContactSchema } from './contact'
import { message, parseMessage, translateMessage, type Translate } from './messages'
import { NewsletterSchema } from './newsletter'
import { profileFormSchema } from './profile'

async function translator(lng: 'en' | 'hi'): Promise<Translate> {
  const i18n = createInstance()
  await i18n.init({ lng, resources: { en: { validation: enValidation }, hi: { validation: hiValidation } }, defaultNS: 'validation', fallbackLng: false })
  return i18n.getFixedT(lng, 'validation') as unknown as Translate
}

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? []

describe('validation messages (ADR 055)', () => {
  it('a schema carries a catalogue key, not words, so one schema serves both languages', () => {
    const [first] = issues(SignInSchema.safeParse({ email: 'not-an-address', password: 'x' }))
    expect(parseMessage(first!)).toEqual({ key: 'email.invalid', values: {} })
  })

  it('the same failure reads in the language of whoever translates it', async () => {
    const [en, hi] = [await translator('en'), await translator('hi')]
    const [text] = issues(SignInSchema.safeParse({ email: '', password: 'x' }))
    expect(translateMessage(en, text!)).toBe('Please enter your email address')
    expect(translateMessage(hi, text!)).toBe('कृपया अपना ईमेल पता लिखें')
  })

  it('values travel with the key, and a value that is itself a key is translated too', async () => {
    const [en, hi] = [await translator('en'), await translator('hi')]
    const [tooLong] = issues(ContactSchema.safeParse({ name: 'x'.repeat(101), email: 'a@b.in', subject: 's', message: 'm' }))
    expect(translateMessage(en, tooLong!)).toBe('Your name is too long (100 characters at most)')
    expect(translateMessage(hi, tooLong!)).toBe('आपका नाम बहुत लंबा है (अधिकतम 100 अक्षर)')
    const [short] = issues(signUpSchema().safeParse({ fullName: 'Asha', email: 'a@b.in', password: 'abc' }))
    expect(translateMessage(hi, short!)).toBe('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए')
  })

  it('counts choose the plural form', async () => {
    const en = await translator('en')
    expect(translateMessage(en, message('limits.tooMany', { count: 1 }))).toBe('Too many attempts. Please wait 1 minute and try again.')
    expect(translateMessage(en, message('limits.tooMany', { count: 60 }))).toBe('Too many attempts. Please wait 60 minutes and try again.')
  })

  it('text that is not a key (a server message already in words) passes through unchanged', async () => {
    const hi = await translator('hi')
    expect(translateMessage(hi, 'Invalid login credentials')).toBe('Invalid login credentials')
    expect(translateMessage(hi, 'validation:no such"thing')).toBe('validation:no such"thing')
    expect(parseMessage('validation:email.invalid?{broken')).toBeNull()
  })

  it('every message the schemas can produce exists in both catalogues', async () => {
    const produced = [
      ...issues(SignInSchema.safeParse({})),
      ...issues(SignInSchema.safeParse({ email: 'x'.repeat(300), password: ' ' })),
      ...issues(signUpSchema({ isCommon: () => true }).safeParse({ fullName: 'a\u0000', email: 'bad', password: 'password1', preferredLanguage: 'xx' })),
      ...issues(signUpSchema().safeParse({ fullName: 'x'.repeat(101), email: 'a@b.in', password: ' '.repeat(8) })),
      ...issues(signUpSchema().safeParse({})),
      ...issues(resetPasswordSchema().safeParse({ token: 'short', password: 'x'.repeat(200), confirmPassword: 'y' })),
      ...issues(resetPasswordSchema().safeParse({ token: 'a'.repeat(20), password: 'abcdefgh', confirmPassword: 'abcdefgx' })),
      ...issues(changePasswordSchema().safeParse({})),
      ...issues(DeleteAccountSchema.safeParse({ confirm: 'no', password: '' })),
      ...issues(RevokeSessionSchema.safeParse({ session: '!' })),
      ...issues(TokenField.safeParse(undefined)),
      ...issues(ContactSchema.safeParse({ name: '', email: '', subject: 'a\nb', message: 'a\u0001' })),
      ...issues(NewsletterSchema.safeParse({ email: 'a@b.in', source: 'x'.repeat(61) })),
    ]
    const form = new FormData()
    form.set('fullName', 'a\tb')
    form.set('birthDay', '31')
    form.set('birthMonth', '2')
    form.set('birthYear', '1990')
    form.set('birthHour', '5')
    form.set('placeManual', 'on')
    form.set('latitude', '99')
    form.set('questions', 'q'.repeat(2001))
    const profile = parseWithZod(form, { schema: profileFormSchema() })
    produced.push(...Object.values(profile.status === 'error' ? (profile.error ?? {}) : {}).flatMap((list) => list ?? []))
    expect(produced.length).toBeGreaterThan(30)
    for (const lng of ['en', 'hi'] as const) {
      const i18n = createInstance()
      await i18n.init({
        lng,
        resources: { [lng]: { validation: lng === 'en' ? enValidation : hiValidation } },
        defaultNS: 'validation',
        fallbackLng: false,
      })
      for (const text of produced) {
        const parsed = parseMessage(text)
        expect(parsed, `"${text}" is a key`).not.toBeNull()
        expect(i18n.exists(parsed!.key, { count: 1 }) || i18n.exists(parsed!.key), `${lng}: ${parsed!.key}`).toBe(true)
      }
    }
  })
})
