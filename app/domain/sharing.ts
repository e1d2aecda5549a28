// What can be shared (ADR 124): one code per kind of reading. The collection checks a link's kind against
// this list and the server's registry (app/services/share-kinds.server.ts) says how each is read and summarised.
// A new reading joins sharing by adding its code here and one entry to that registry.
export const SHARE_KINDS = [
  'daily-reading',
  'compatibility',
  'numerology',
  'lucky-elements',
  'crush',
  'life-career',
  'affirmation',
  'soulmate-reading',
] as const
export type ShareKind = (typeof SHARE_KINDS)[number]

export const isShareKind = (value: unknown): value is ShareKind => typeof value === 'string' && (SHARE_KINDS as readonly string[]).includes(value)

/** A share link's token: 128 random bits as base64url (22 characters). Anything else cannot name a link. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{22}$/

/** An item of a kind is named by a database id or a calendar day (the readings kept one per day). */
export const SHARE_ITEM_ID = /^(\d{1,12}|\d{4}-\d{2}-\d{2})$/

/** The public page of a link, and its card. */
export const sharePath = (token: string) => `/s/${token}`
export const shareCardPath = (token: string) => `/s/${token}/card.png`
/** The owner's PDF of a reading. */
export const readingPdfPath = (kind: ShareKind, itemId: string) => `/share/pdf/${kind}/${itemId}`
