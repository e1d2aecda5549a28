import path from 'node:path'
import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'
import { appRoot } from '../../app/utils/env.server'
import { anyone, staffOnly } from '../access'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { hindiVersionField } from '../fields/hindi-version'

type Id = number | string

/** Whether a Lexical state (or any value inside it, every locale's included) holds an upload node of this image. */
function holdsUpload(value: unknown, id: Id): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsUpload(item, id))
  if (!value || typeof value !== 'object') return false
  const node = value as { type?: unknown; relationTo?: unknown; value?: unknown }
  if (node.type === 'upload' && node.relationTo === 'media') {
    const target = node.value && typeof node.value === 'object' ? (node.value as { id?: Id }).id : node.value
    if (String(target) === String(id)) return true
  }
  return Object.values(value).some((item) => holdsUpload(item, id))
}

const titleOf = (title: unknown): string =>
  typeof title === 'string' ? title : title && typeof title === 'object' ? String(Object.values(title).find((t) => typeof t === 'string') ?? '') : ''

/**
 * An image still shown by a post, page or astrologer is not deleted: the live page would silently lose it (ADR 088).
 * The latest version of each document counts, drafts included, in every language.
 */
const refuseWhileInUse: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const { payload } = req
  const read = { locale: 'all' as const, depth: 0, pagination: false as const, overrideAccess: true, req }
  const [posts, pages, astrologers] = await Promise.all([
    payload.find({ collection: 'posts', ...read, draft: true, select: { title: true, featuredImage: true, content: true, meta: true } }),
    payload.find({ collection: 'pages', ...read, draft: true, select: { title: true, content: true, meta: true } }),
    payload.find({ collection: 'astrologers', ...read, where: { photo: { equals: id } }, select: { name: true } }),
  ])
  const uses = [
    ...posts.docs
      .filter((post) => String(post.featuredImage) === String(id) || String(post.meta?.image) === String(id) || holdsUpload(post.content, id))
      .map((post) => `post “${titleOf(post.title)}”`),
    ...pages.docs.filter((page) => String(page.meta?.image) === String(id) || holdsUpload(page.content, id)).map((page) => `page “${titleOf(page.title)}”`),
    ...astrologers.docs.map((astrologer) => `astrologer “${titleOf(astrologer.name)}”`),
  ]
  if (uses.length) {
    throw new APIError(`This image is in use, in the ${uses.join(', ')}. Remove it from there first, then delete it.`, 409, { code: 'media-in-use' }, true)
  }
}

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'hindiVersion'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: path.resolve(appRoot, process.env.MEDIA_DIR ?? 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 768, height: 403, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'hero', width: 1200, height: 630, position: 'centre', formatOptions: { format: 'webp', options: { quality: 82 } } },
      // Rich text's images at their own proportions, narrower: the phone's choice in the image's srcset (ADR 255).
      // No height, so nothing is cropped; an image already narrower gets none.
      { name: 'inline', width: 800, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      maxLength: 300,
      localized: true,
      admin: { description: 'What the image shows, read out by screen readers in its place' },
    },
    hindiVersionField,
  ],
  hooks: { ...invalidatePublicContentHooks, beforeDelete: [refuseWhileInUse] },
}
