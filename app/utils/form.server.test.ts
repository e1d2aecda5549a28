import { describe, expect, it } from 'vitest'
import { NOT_A_FORM, readForm } from './form.server'

const post = (body: BodyInit | null, type?: string) =>
  new Request('http://site.test/auth', { method: 'POST', body, headers: type ? { 'Content-Type': type } : {} })

describe('readForm', () => {
  it('reads a url-encoded and a multipart form, and leaves the request readable', async () => {
    const encoded = post('intent=sign-in&email=a%40b.in', 'application/x-www-form-urlencoded')
    expect(Object.fromEntries(await readForm(encoded))).toEqual({ intent: 'sign-in', email: 'a@b.in' })
    expect((await encoded.formData()).get('intent')).toBe('sign-in')
    const multipart = new FormData()
    multipart.set('confirm', 'DELETE')
    expect((await readForm(new Request('http://site.test/settings', { method: 'POST', body: multipart }))).get('confirm')).toBe('DELETE')
  })

  it.each([
    ['JSON', '{"intent":"sign-in"}', 'application/json'],
    ['plain text', 'intent=sign-in', 'text/plain'],
    ['a multipart body without its boundary', '--x\r\n', 'multipart/form-data'],
    ['no body and no type', null, undefined],
  ])('answers %s with a 400 and a clear message', async (_case, body, type) => {
    const thrown = await readForm(post(body, type)).then(
      () => null,
      (error: unknown) => error,
    )
    expect(thrown).toMatchObject({ data: NOT_A_FORM, init: { status: 400 } })
  })
})
