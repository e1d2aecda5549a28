import type { PostSummary } from '../services/content.server'
import { longDate } from '../utils/dates'

const CATEGORY_LABELS: Record<string, string> = {
  astrology: 'Astrology',
  numerology: 'Numerology',
  zodiac: 'Zodiac',
  general: 'General',
}

/** The label a post's category is shown with; a post tagged "wellness" in General reads as Wellness (ADR 004). */
function categoryLabel(post: Pick<PostSummary, 'category' | 'tags'>) {
  if (post.category === 'general' && post.tags.includes('wellness')) return 'Wellness'
  return CATEGORY_LABELS[post.category] ?? post.category
}

/** Category badge, long date and read time: the line above a post's title, on cards and on the post itself. */
export function PostMeta({ post, className = '' }: { post: Pick<PostSummary, 'category' | 'tags' | 'publishedAt' | 'readTime'>; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600 ${className}`}>
      <span className="rounded-full bg-violet-100 px-2.5 py-0.5 font-semibold text-violet-800">{categoryLabel(post)}</span>
      <time dateTime={post.publishedAt}>{longDate(post.publishedAt)}</time>
      <span>{post.readTime} min read</span>
    </div>
  )
}
