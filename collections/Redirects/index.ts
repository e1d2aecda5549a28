import type { CollectionConfig, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { staffOnly } from '../access'
import { invalidatePublicContentHooks } from '../hooks/invalidate'

/** A site path: one slash-led path of lower-case segments, nothing else (no scheme, host, query or `..`). */
const SITE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*)(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/
const sitePath = (value: unknown) => (typeof value === 'string' && SITE_PATH.test(value)) || 'Write a path on this site, such as /blog/old-title'

/** How many hops of other redirects are followed from a new `to` to see whether it leads back (stored chains are flat). */
const HOPS = 20

/** A redirect leads somewhere else: not to itself, and not into a chain that comes back to where it starts. */
const leadsOn: TextFieldSingleValidation = async (value, { siblingData, req, id }) => {
  const shape = sitePath(value)
  if (shape !== true) return shape
  const from = (siblingData as { from?: unknown }).from
  if (value === from) return 'A redirect cannot lead to its own address'
  const seen = new Set([from])
  for (let at = value as string, hop = 0; hop < HOPS; hop++) {
    if (seen.has(at)) return `This would make a loop: ${at} already leads back to ${String(from)}`
    seen.add(at)
    const { docs } = await req.payload.find({
      collection: 'redirects',
      where: { and: [{ from: { equals: at } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (!docs[0]) return true
    at = docs[0].to
  }
  return true
}

/**
 * Old addresses, each answered by the site with a 301 to where its content lives now (ADR 089). Written by the Posts
 * hooks when a published post's slug changes; editors may add their own from any site address with no live page, and
 * read, correct or remove any. A redirect never leads to itself or round a loop.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'updatedAt'],
    group: 'Content',
    description:
      'Visitors and search engines following an old address land on the new one. The site keeps one when a published post’s slug changes; you can add your own from any address on the site that has no page of its own (a page that exists always wins).',
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 200,
      validate: sitePath,
      admin: { description: 'The old address' },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      index: true,
      maxLength: 200,
      validate: leadsOn,
      admin: { description: 'Where it leads now: a path on this site, such as /pricing' },
    },
  ],
  hooks: invalidatePublicContentHooks,
}

/**
 * Records that `from` moved to `to`: older redirects that led to `from` now lead straight to `to` (a chain resolves in one
 * hop), and no redirect is kept from `to`, which is live again.
 */
export async function recordMove(req: PayloadRequest, from: string, to: string): Promise<void> {
  const { payload } = req
  // The new address is live (a redirect from it, after a rename back, would lead to itself); the old one was. Gone
  // first, so the chains led on below never pass through a loop, even for a moment.
  await payload.delete({ collection: 'redirects', where: { from: { in: [from, to] } }, req, overrideAccess: true })
  await payload.update({ collection: 'redirects', where: { to: { equals: from } }, data: { to }, req, overrideAccess: true })
  await payload.create({ collection: 'redirects', data: { from, to }, req, overrideAccess: true })
}

/** A live address never redirects: a redirect from it (left by an older rename) goes. */
export async function releaseAddress(req: PayloadRequest, path: string): Promise<void> {
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: path } }, req, overrideAccess: true })
}
