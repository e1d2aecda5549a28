import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { PostSummary } from '../services/content.server'
import { PostMeta } from './post-meta'
import { CmsImage } from './ui/cms-image'

/** A post's card; `priority` for the first card of a list, whose image is the page's largest paint on a phone. */
export function PostCard({
  post,
  headingLevel = 3,
  showTags = true,
  priority = false,
}: {
  post: PostSummary
  headingLevel?: 2 | 3
  showTags?: boolean
  priority?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { t } = useTranslation('blog')
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-violet-100 bg-white shadow-sm transition hover:shadow-md">
      {post.image ? (
        <CmsImage image={post.image} lazy priority={priority} className="aspect-[1200/630] w-full bg-night-900 object-cover" />
      ) : (
        <div aria-hidden="true" className="aspect-[1200/630] w-full bg-gradient-to-br from-night-800 to-violet-700" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <PostMeta post={post} className="text-xs" />
        <Heading className="mt-3 text-lg font-semibold text-night-900">
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus:outline-none group-hover:text-violet-800">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{post.excerpt}</p>
        {showTags && post.tags.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('tags')}>
            {post.tags.slice(0, 3).map((tag) => (
              <li key={tag} className="rounded-full border border-slate-200 px-2 py-0.5 text-xs text-slate-600">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <span aria-hidden="true" className="mt-4 text-sm font-semibold text-violet-700">
          {t('readMore')}
        </span>
      </div>
    </article>
  )
}
