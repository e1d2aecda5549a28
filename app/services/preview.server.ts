// The site's side of a preview link (ADR 134): a draft is shown only for a link the server signed that has not run out.
// The admin's live preview (ADR 230) sends what the editor has typed to the same link; it is laid over the stored draft
// and rendered for that editor alone, never saved.
import { checkPreview, PREVIEW_COLLECTIONS, type PreviewCollection, type PreviewRefusal } from '../utils/preview-link.server'
import type { Locale } from '../utils/locales.mjs'
import { z } from '../schemas/zod'
import { POST_CATEGORIES } from '../schemas/blog'
import { findLinked, getDraft, type Draft, type DraftTyping } from './content.server'

export type PreviewOutcome = { ok: true; draft: Draft } | { ok: false; code: PreviewRefusal | 'missing' | 'unreadable' }

const isPreviewCollection = (value: string): value is PreviewCollection => (PREVIEW_COLLECTIONS as readonly string[]).includes(value)

export async function openPreview(locale: Locale, collection: string, id: string, search: URLSearchParams, typed?: unknown): Promise<PreviewOutcome> {
  if (!isPreviewCollection(collection) || !/^[\w-]{1,64}$/.test(id)) return { ok: false, code: 'missing' }
  const refusal = checkPreview(collection, id, search)
  if (refusal) return { ok: false, code: refusal }
  let typing: DraftTyping | undefined
  if (typed !== undefined) {
    const parsed = (collection === 'posts' ? typedPost : typedPage).safeParse(typed)
    if (!parsed.success || nestedDeeperThan(typed, MAX_DEPTH)) return { ok: false, code: 'unreadable' }
    const content = parsed.data.content ? await withLinked(locale, parsed.data.content) : undefined
    const fields = { ...parsed.data, ...(content ? { content } : {}) }
    typing = collection === 'posts' ? { post: fields as DraftTyping['post'] } : { page: fields as DraftTyping['page'] }
  }
  const draft = await getDraft(locale, collection, id, typing)
  return draft ? { ok: true, draft } : { ok: false, code: 'missing' }
}

// What the admin sends is the whole form; only the fields the page shows are read, each its own type. Lengths are the
// fields' own limits with room to spare: a preview shows what is typed, and the save is what refuses too long a title.
const text = (max: number) => z.string().max(max * 4)
const lexical = z.looseObject({ root: z.looseObject({ children: z.array(z.unknown()).max(5000) }) })

const typedPost = z.object({
  title: text(160).optional(),
  excerpt: text(320).optional(),
  content: lexical.optional(),
  category: z.enum(POST_CATEGORIES).optional(),
  tags: z.array(text(40)).max(12).nullish(),
})

const typedPage = z.object({ title: text(120).optional(), description: text(160).optional(), content: lexical.optional() })

/** Rich text an editor writes nests a few levels (lists in lists, links in paragraphs); far deeper is not an editor's. */
const MAX_DEPTH = 64

/**
 * Whether a value nests objects or arrays more than `max` levels, found without recursion: the walk over the rich text
 * below recurses, and a megabyte of brackets must be refused before it, not overflow the stack.
 */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [current, depth] = stack.pop()!
    if (!current || typeof current !== 'object') continue
    if (depth > max) return true
    for (const child of Object.values(current)) if (child && typeof child === 'object') stack.push([child, depth + 1])
  }
  return false
}

type Node = Record<string, unknown> & { children?: unknown; fields?: { doc?: Reference | null } }
type Reference = { relationTo?: unknown; value?: unknown }

const LINKABLE = ['media', 'posts', 'pages'] as const
type Linkable = (typeof LINKABLE)[number]
/** At most this many documents of each kind are looked up for one preview; more stay unshown until the save. */
const MAX_LINKED = 100

/** Every reference in the rich text to an image, a post or a page: upload and relationship blocks, internal links. */
function referencesIn(node: unknown, found: Reference[] = []): Reference[] {
  if (!node || typeof node !== 'object') return found
  const current = node as Node
  if ((current.type === 'upload' || current.type === 'relationship') && 'value' in current) found.push(current as Reference)
  if (current.fields?.doc && typeof current.fields.doc === 'object') found.push(current.fields.doc)
  if (Array.isArray(current.children)) for (const child of current.children) referencesIn(child, found)
  return found
}

const isLinkable = (value: unknown): value is Linkable => (LINKABLE as readonly unknown[]).includes(value)
const isId = (value: unknown): value is number | string => typeof value === 'number' || (typeof value === 'string' && /^[\w-]{1,64}$/.test(value))

/**
 * The typed rich text with the documents it names by id filled in, as the stored draft's read fills them in, so images
 * and links show while the editor types. The text is copied, never changed in place.
 */
async function withLinked(locale: Locale, content: z.infer<typeof lexical>) {
  const copy = structuredClone(content)
  const references = referencesIn(copy.root).filter((ref) => isLinkable(ref.relationTo) && isId(ref.value))
  for (const collection of LINKABLE) {
    const ids = [...new Set(references.filter((ref) => ref.relationTo === collection).map((ref) => ref.value as number | string))]
    const docs = await findLinked(locale, collection, ids.slice(0, MAX_LINKED))
    const byId = new Map(docs.map((doc) => [String(doc.id), doc]))
    for (const ref of references) if (ref.relationTo === collection) ref.value = byId.get(String(ref.value)) ?? null
  }
  return copy as unknown as NonNullable<DraftTyping['post']>['content']
}
