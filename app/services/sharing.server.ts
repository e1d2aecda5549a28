// Share links (ADR 124): the owner makes a public link to one of their readings; the link keeps only what its
// public page shows (headline, score, summary in the owner's language) under an unguessable token, and goes when the
// owner revokes it or when the reading itself is gone.
import crypto from 'node:crypto'
import type { ShareLink } from '../../payload-types'
import { isShareKind, SHARE_ITEM_ID, SHARE_TOKEN, shareCardPath, sharePath, type ShareKind } from '../domain/sharing'
import type { Locale } from '../utils/locales.mjs'
import { getPayloadClient } from '../utils/payload.server'
import { asCustomer, type Account } from './customers.server'
import { SHARE_SOURCES, type SharedReading } from './share-kinds.server'

/** What the share buttons need of a link: where it is, its card, and the words sent with it. */
export type ShareState = { token: string; url: string; imageUrl: string; text: string; headline: string }

/** What the public page shows. */
export type PublicShare = Pick<ShareLink, 'token' | 'kind' | 'headline' | 'score' | 'scoreLabel' | 'summary' | 'text'> & {
  locale: Locale
  updatedAt: string
}

export type ShareRefusal = 'kind' | 'item' | 'not-found'

const newToken = () => crypto.randomBytes(16).toString('base64url')

function stateOf(doc: Pick<ShareLink, 'token' | 'text' | 'headline'>, origin: string): ShareState {
  return { token: doc.token, url: origin + sharePath(doc.token), imageUrl: origin + shareCardPath(doc.token), text: doc.text, headline: doc.headline }
}

async function ownLink(user: Account, kind: ShareKind, itemId: string, locale: Locale) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'share-links',
    where: { and: [{ user: { equals: user.id } }, { kind: { equals: kind } }, { itemId: { equals: itemId } }, { locale: { equals: locale } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    ...asCustomer(user),
  })
  return docs[0] ?? null
}

/** The customer's link to this reading in this language, if they made one (the pages show it). */
export async function shareLinkFor(user: Account, kind: ShareKind, itemId: string, locale: Locale, origin: string): Promise<ShareState | null> {
  const doc = await ownLink(user, kind, itemId, locale)
  return doc ? stateOf(doc, origin) : null
}

/** The customer's links to several readings of one kind in this language (a page that lists them), by item id. */
export async function shareLinksFor(
  user: Account,
  kind: ShareKind,
  itemIds: string[],
  locale: Locale,
  origin: string,
): Promise<Record<string, ShareState>> {
  if (itemIds.length === 0) return {}
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'share-links',
    where: { and: [{ user: { equals: user.id } }, { kind: { equals: kind } }, { itemId: { in: itemIds } }, { locale: { equals: locale } }] },
    limit: itemIds.length,
    depth: 0,
    pagination: false,
    ...asCustomer(user),
  })
  return Object.fromEntries(docs.map((doc) => [doc.itemId, stateOf(doc, origin)]))
}

/**
 * Makes (or hands back) the public link to one of the customer's readings. The summary is written here from the stored
 * reading, read with the customer's own rights: a reading that is not theirs is "not-found", whoever it belongs to.
 */
export async function createShareLink(
  user: Account,
  input: { kind: unknown; itemId: unknown },
  locale: Locale,
  origin: string,
): Promise<{ ok: true; link: ShareState } | { ok: false; code: ShareRefusal }> {
  if (!isShareKind(input.kind)) return { ok: false, code: 'kind' }
  if (typeof input.itemId !== 'string' || !SHARE_ITEM_ID.test(input.itemId)) return { ok: false, code: 'item' }
  const { kind, itemId } = input
  const existing = await ownLink(user, kind, itemId, locale)
  if (existing) return { ok: true, link: stateOf(existing, origin) }
  const reading = await SHARE_SOURCES[kind].read(user, itemId, locale)
  if (!reading) return { ok: false, code: 'not-found' }
  const payload = await getPayloadClient()
  try {
    // Made by the server (nobody creates links through the API, ADR 124): the owner is set here.
    const doc = await payload.create({
      collection: 'share-links',
      data: {
        user: user.id as number,
        token: newToken(),
        kind,
        itemId,
        locale,
        headline: reading.headline.slice(0, 200),
        score: reading.score.slice(0, 40),
        scoreLabel: reading.scoreLabel.slice(0, 80),
        summary: reading.summary.slice(0, 1200) || reading.headline,
        text: reading.text.slice(0, 300) || reading.headline,
      },
      depth: 0,
      overrideAccess: true,
    })
    return { ok: true, link: stateOf(doc, origin) }
  } catch (error) {
    // Two clicks at once: the unique index keeps one link, and both get it.
    const raced = await ownLink(user, kind, itemId, locale)
    if (raced) return { ok: true, link: stateOf(raced, origin) }
    throw error
  }
}

/**
 * Stops sharing the reading behind one of the customer's links: its links in every language go, since a customer who
 * stops sharing means the reading, not the language they happened to press it in. False when they have no link by
 * that token.
 */
export async function revokeShareLink(user: Account, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || !SHARE_TOKEN.test(token)) return false
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'share-links',
    where: { and: [{ token: { equals: token } }, { user: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    ...asCustomer(user),
  })
  const link = docs[0]
  if (!link) return false
  await payload.delete({
    collection: 'share-links',
    where: { and: [{ user: { equals: user.id } }, { kind: { equals: link.kind } }, { itemId: { equals: link.itemId } }] },
    ...asCustomer(user),
  })
  return true
}

/**
 * The public side of a link: what its page shows, or null for a token that is malformed, unknown, revoked, or whose
 * reading its owner has since deleted (the link dies with the reading).
 */
export async function getPublicShare(token: string): Promise<PublicShare | null> {
  if (!SHARE_TOKEN.test(token)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'share-links', where: { token: { equals: token } }, limit: 1, depth: 0, overrideAccess: true })
  const doc = docs[0]
  if (!doc || !isShareKind(doc.kind)) return null
  const source = SHARE_SOURCES[doc.kind]
  const owner = typeof doc.user === 'object' ? doc.user.id : doc.user
  const { totalDocs } = await payload.count({
    collection: source.collection,
    where: { and: [{ user: { equals: owner } }, { [source.by]: { equals: doc.itemId } }] },
    overrideAccess: true,
  })
  if (totalDocs === 0) return null
  return {
    token: doc.token,
    kind: doc.kind,
    locale: doc.locale as Locale,
    headline: doc.headline,
    score: doc.score,
    scoreLabel: doc.scoreLabel,
    summary: doc.summary,
    text: doc.text,
    updatedAt: doc.updatedAt,
  }
}

/** The whole of one of the customer's readings for the PDF, or null when it is not theirs. */
export async function readingForPdf(user: Account, kind: unknown, itemId: unknown, locale: Locale): Promise<SharedReading | null> {
  if (!isShareKind(kind) || typeof itemId !== 'string' || !SHARE_ITEM_ID.test(itemId)) return null
  return SHARE_SOURCES[kind].read(user, itemId, locale)
}
