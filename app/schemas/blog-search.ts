import { BLOG_FILTERS } from './blog'
import { z } from './zod'

/** The blog's search parameters. Anything unexpected falls back to the default rather than failing the page. */
const BlogSearchSchema = z.object({
  q: z.string().trim().max(100).catch(''),
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

