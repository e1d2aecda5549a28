import { BLOG_FILTERS } from './blog'
import { oneLineText } from './fields'
import { z } from './zod'

/** The blog's search parameters. Anything unexpected falls back to the default rather than failing the page. */
const BlogSearchSchema = z.object({
  // A query too long or holding control characters is dropped, so its messages are never shown.
  q: oneLineText(100, { tooLong: 'too long', characters: 'control characters' }).catch(''),
  category: z.enum(BLOG_FILTERS).catch('all'),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
})

export function parseBlogSearch(params: URLSearchParams) {
  return BlogSearchSchema.parse({
    q: params.get('q') ?? '',
    category: params.get('category') ?? 'all',
    page: params.get('page') ?? 1,
  })
}
