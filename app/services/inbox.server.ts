// What visitors send us: contact messages and newsletter sign-ups. Input arrives already validated by its schema.
import type { ContactInput } from '../schemas/contact'
import type { NewsletterInput } from '../schemas/newsletter'
import { getPayloadClient } from '../utils/payload.server'

export async function saveContactMessage(input: ContactInput) {
  const payload = await getPayloadClient()
  await payload.create({ collection: 'contact-messages', data: { ...input, handled: false } })
}

/** Subscribing twice is not an error and never makes a second record; a lapsed subscriber is subscribed again. */
export async function subscribeToNewsletter({ email }: NewsletterInput, source: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, limit: 1, depth: 0 })
  const existing = docs[0]
  if (existing) {
    if (!existing.subscribed) {
      await payload.update({
        collection: 'newsletter-subscribers',
        id: existing.id,
        data: { subscribed: true, subscribedAt: new Date().toISOString() },
      })
    }
    return { created: false }
  }
  try {
    await payload.create({
      collection: 'newsletter-subscribers',
      data: { email, subscribed: true, subscribedAt: new Date().toISOString(), source },
    })
    return { created: true }
  } catch (error) {
    // Two sign-ups of one address racing each other: the unique index keeps one, and that is the outcome we want.
    const again = await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, limit: 1, depth: 0 })
    if (again.docs[0]) return { created: false }
    throw error
  }
}
