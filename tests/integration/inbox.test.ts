import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContactSchema } from '../../app/schemas/contact'
import { NewsletterSchema } from '../../app/schemas/newsletter'
import { startPayload, stopPayload } from './harness'
import { readAs } from '../helpers/validation-text'

let payload: Payload
let inbox: typeof import('../../app/services/inbox.server')

beforeAll(async () => {
  payload = await startPayload()
  inbox = await import('../../app/services/inbox.server')
})
afterAll(() => stopPayload(payload))

describe('newsletter', () => {
  it('subscribes once, however often and however concurrently the same address signs up', async () => {
    const input = NewsletterSchema.parse({ email: '  Reader@Example.COM ' })
    expect(input.email).toBe('reader@example.com')
    const results = await Promise.all([1, 2, 3].map(() => inbox.subscribeToNewsletter(input, 'landing')))
    expect(results.filter((r) => r.created)).toHaveLength(1)
    await inbox.subscribeToNewsletter(input, 'landing')
    const { docs } = await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: 'reader@example.com' } } })
    expect(docs).toHaveLength(1)
    expect(docs[0].subscribed).toBe(true)
  })

  it('subscribes a lapsed subscriber again without a second record', async () => {
    const { docs } = await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: 'reader@example.com' } } })
    await payload.update({ collection: 'newsletter-subscribers', id: docs[0].id, data: { subscribed: false } })
    expect(await inbox.subscribeToNewsletter({ email: 'reader@example.com' }, 'landing')).toEqual({ created: false })
    const after = await payload.findByID({ collection: 'newsletter-subscribers', id: docs[0].id })
    expect(after.subscribed).toBe(true)
  })
})

describe('contact messages', () => {
  it('stores a valid message as unhandled, markup and all, as plain text', async () => {
    const input = ContactSchema.parse({
      name: '<script>alert(1)</script>',
      email: 'asha@example.in',
      subject: "Robert'); DROP TABLE contact_messages;--",
      message: 'Hello <img src=x onerror=alert(1)>',
    })
    await inbox.saveContactMessage(input)
    const { docs } = await payload.find({ collection: 'contact-messages', where: { email: { equals: 'asha@example.in' } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ name: '<script>alert(1)</script>', subject: "Robert'); DROP TABLE contact_messages;--", handled: false })
  })

  it('counts characters as the form does: a name of 60 emoji is stored, one of 101 is refused by the form and the collection', async () => {
    // The form counted characters and the collection UTF-16 units, so this name passed the form and then failed to save.
    const name = '🌙'.repeat(60)
    await inbox.saveContactMessage(ContactSchema.parse({ name, email: 'emoji@example.in', subject: '✨'.repeat(150), message: '🪐'.repeat(5000) }))
    const { docs } = await payload.find({ collection: 'contact-messages', where: { email: { equals: 'emoji@example.in' } } })
    expect(docs.map((doc) => doc.name)).toEqual([name])
    const tooLong = { name: '🌙'.repeat(101), email: 'emoji@example.in', subject: 'S', message: 'M' }
    expect(ContactSchema.safeParse(tooLong).success).toBe(false)
    await expect(payload.create({ collection: 'contact-messages', data: { ...tooLong, handled: false } })).rejects.toThrow(/name/i)
  })

  it('rejects what the schema rejects before anything is stored', () => {
    const tooLong = ContactSchema.safeParse({ name: 'A', email: 'a@b.co', subject: 'S', message: 'x'.repeat(10_000) })
    expect(tooLong.success).toBe(false)
    expect(readAs(tooLong.error!.issues[0]!.message)).toMatch(/too long/)
    const badEmail = ContactSchema.safeParse({ name: 'A', email: 'not-an-email', subject: 'S', message: 'M' })
    expect(readAs(badEmail.error!.issues[0]!.message)).toBe('Please enter a valid email address')
    const blank = ContactSchema.safeParse({ name: '   ', email: 'a@b.co', subject: 'S', message: 'M' })
    expect(readAs(blank.error!.issues[0]!.message)).toBe('Please enter your name')
  })
})
