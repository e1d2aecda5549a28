import type { CollectionConfig, PayloadRequest } from 'payload'
import { staffOnly } from '../access'
import { invalidatePublicContentHooks } from '../hooks/invalidate'

/** A site path: one slash-led path of lower-case segments, nothing else (no scheme, host, query or `..`). */
const SITE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*)(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/
const sitePath = (value: unknown) => (typeof value === 'string' && SITE_PATH.test(value)) || 'Write a path on this site, such as /blog/old-title'

/**
 * Old addresses of renamed posts, each answered by the site with a 301 to where the post lives now (ADR 089). Written by
 * the Posts hooks when a published post's slug changes; editors may read, correct or remove them.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'updatedAt'],
    group: 'Content',
    description: 'Kept by the site when a published post’s slug changes: visitors and search engines following the old address land on the new one.',
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
    { name: 'to', type: 'text', required: true, index: true, maxLength: 200, validate: sitePath, admin: { description: 'Where it leads now' } },
  ],
  hooks: invalidatePublicContentHooks,
}

/**
 * Records that `from` moved to `to`: older redirects that led to `from` now lead straight to `to` (a chain resolves in one
 * hop), and no redirect is kept from `to`, which is live again.
 */
export async function recordMove(req: PayloadRequest, from: string, to: string): Promise<void> {
  const { payload } = req
  await payload.update({ collection: 'redirects', where: { to: { equals: from } }, data: { to }, req, overrideAccess: true })
  // The new address is live (and a redirect from it, after a rename back, would now lead to itself); the old one was.
  await payload.delete({ collection: 'redirects', where: { from: { in: [from, to] } }, req, overrideAccess: true })
  await payload.create({ collection: 'redirects', data: { from, to }, req, overrideAccess: true })
}

/** A live address never redirects: a redirect from it (left by an older rename) goes. */
export async function releaseAddress(req: PayloadRequest, path: string): Promise<void> {
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: path } }, req, overrideAccess: true })
}
