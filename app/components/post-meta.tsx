import { useTranslation } from 'react-i18next'
import { useLocale } from '../i18n/use-locale'
import type { PostSummary } from '../services/content.server'
import { longDate } from '../utils/dates'

/** The category a post is shown under; a post tagged "wellness" in General reads as Wellness (ADR 004). */
function categoryKey(post: Pick<PostSummary, 'category' | 'tags'>) {
  if (post.category === 'general' && post.tags.includes('wellness')) return 'wellness' as const
  return post.category
}

/** Category badge, long date and read time: the line above a post's title, on cards and on the post itself. */
export function PostMeta({ post, className = '' }: { post: Pick<PostSummary, 'category' | 'tags' | 'publishedAt' | 'readTime'>; className?: string }) {
  const { t } = useTranslation('blog')
  const locale = useLocale()
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600 ${className}`}>
      <span className="rounded-full bg-violet-100 px-2.5 py-0.5 font-semibold text-violet-800">{t(`categories.${categoryKey(post)}`)}</span>
      <time dateTime={post.publishedAt}>{longDate(post.publishedAt, locale)}</time>
      <span>{t('readTime', { count: post.readTime })}</span>
    </div>
  )
}
