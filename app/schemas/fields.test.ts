import { describe, expect, it } from 'vitest'
import { signUpSchema } from './account'
import { parseBlogSearch } from './blog-search'
import { ContactSchema } from './contact'
import { EmailField, oneLineText, requiredText } from './fields'
import { NewsletterSchema } from './newsletter'
import { readAs } from '../../tests/helpers/validation-text'

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), readAs(issue.message)]))

const contact = { name: 'Priya Sharma', email: 'priya@example.com', subject: 'A question', message: 'Hello,\r\nmy chart?\n\tThanks' }

describe('one-line fields', () => {
  it.each([
    ['NUL', 'Priya\u0000'],
    ['ESC', '\u001b[2JPriya'],
    ['CR LF inside', 'Priya\r\nBcc: someone@evil.example'],
    ['LF inside', 'Pri\nya'],
    ['tab inside', 'Pri\tya'],
    ['a C1 control', 'Priya\u009b'],
    ['a line separator', 'Pri\u2028ya'],
  ])('a name with %s is refused with a message that says why', (_name, value) => {
    const result = ContactSchema.safeParse({ ...contact, name: value })
    expect(result.success).toBe(false)
    expect(issues(result).name).toBe('Your name must be one line of text, without control characters')
  })

  it('a subject that would forge a mail header is refused', () => {
    expect(issues(ContactSchema.safeParse({ ...contact, subject: 'Hi\r\nBcc: x@evil.example' })).subject).toMatch(/one line/)
  })

  it('trims line breaks and spaces around a value rather than refusing them', () => {
    const result = ContactSchema.safeParse({ ...contact, name: '  Priya Sharma\r\n', subject: '\tA question ' })
    expect(result.success && result.data).toMatchObject({ name: 'Priya Sharma', subject: 'A question' })
  })

  it('the sign-up name follows the same rule', () => {
    const result = signUpSchema().safeParse({ fullName: 'A\u001bB', email: 'a@example.com', password: 'a-long-one', preferredLanguage: 'en' })
    expect(issues(result).fullName).toBe('Your full name must be one line of text, without control characters')
  })

  it.each([['a@example.com\u0000'], ['a\u001b@example.com'], ['a@exa\nmple.com'], ['a@example.com\u0085']])('the e-mail %j is refused', (value) => {
    expect(EmailField.safeParse(value).success).toBe(false)
  })

  it('an optional one-line field may be empty but not hold controls', () => {
    const field = oneLineText(20, { tooLong: 'too long', characters: 'no controls' })
    expect(field.safeParse('').success).toBe(true)
    expect(issues(field.safeParse('a\u0000'))['']).toBe('no controls')
  })

  it('the blog search drops a query with control characters instead of failing the page', () => {
    expect(parseBlogSearch(new URLSearchParams({ q: 'sun\u0000 sign' })).q).toBe('')
    expect(parseBlogSearch(new URLSearchParams({ q: ' sun sign ' })).q).toBe('sun sign')
  })
})

describe('multi-line fields', () => {
  it('a message keeps its line breaks and tabs', () => {
    const result = ContactSchema.safeParse(contact)
    expect(result.success && result.data.message).toBe('Hello,\r\nmy chart?\n\tThanks')
  })

  it.each([
    ['NUL', 'a\u0000b'],
    ['ESC', 'a\u001b[31mb'],
    ['DEL', 'a\u007fb'],
    ['bell', 'a\u0007'],
  ])('a message with %s is refused', (_name, message) => {
    expect(issues(ContactSchema.safeParse({ ...contact, message })).message).toBe('Your message cannot contain control characters')
  })

  it('a required paragraph still needs more than spaces', () => {
    expect(issues(ContactSchema.safeParse({ ...contact, message: ' \n\t ' })).message).toBe('Please enter your message')
  })

  it('requiredText is one line', () => {
    expect(requiredText('subject', 10).safeParse('a\nb').success).toBe(false)
  })
})

describe('the newsletter form', () => {
  it('says where the sign-up came from, "landing" when the form does not say', () => {
    expect(NewsletterSchema.parse({ email: 'a@example.com', source: 'blog-post' }).source).toBe('blog-post')
    expect(NewsletterSchema.parse({ email: 'a@example.com' }).source).toBe('landing')
  })

  it.each([
    ['NUL', 'landing\u0000'],
    ['ESC', '\u001b]0;pwned\u0007'],
    ['CR LF', 'landing\r\nX-Injected: 1'],
    ['a tab', 'a\tb'],
  ])('refuses a source with %s', (_name, source) => {
    const result = NewsletterSchema.safeParse({ email: 'a@example.com', source })
    expect(result.success).toBe(false)
    expect(issues(result).source).toBe('This sign-up form was changed: please reload the page and try again')
  })

  it('refuses a source too long to be one of ours', () => {
    expect(NewsletterSchema.safeParse({ email: 'a@example.com', source: 'x'.repeat(61) }).success).toBe(false)
  })
})
