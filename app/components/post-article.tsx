import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { PageContent, PostDetail } from '../services/content.server'
import { ARTICLE_IMAGE_SIZES } from '../utils/html'
import { PostMeta } from './post-meta'
import { CmsImage } from './ui/cms-image'

/** A blog post as the site shows it: on its own address and in a draft preview (ADR 134), alike. */
export function PostArticle({ post }: { post: PostDetail }) {
  const { t } = useTranslation('blog')
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link to="/blog" className="text-sm font-semibold text-violet-700 hover:text-violet-900">
        {t('allArticles')}
      </Link>
      <PostMeta post={post} className="mt-6 text-sm" />
      <h1 className="mt-4 font-[family-name:var(--font-display)] text-4xl font-semibold leading-tight text-night-900">{post.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{post.excerpt}</p>
      {/* The post's largest paint on a phone: fetched first, at the column's width (max-w-3xl less the padding). */}
      {post.heroImage ? (
        <CmsImage
          image={post.heroImage}
          priority
          sizes={ARTICLE_IMAGE_SIZES}
          className="mt-8 aspect-[1200/630] w-full rounded-2xl bg-night-900 object-cover"
        />
      ) : null}
      {/* HTML produced on the server by Payload's Lexical converter, which escapes text and sanitises links. */}
      <div className="prose-cosmic mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.tags.length ? (
        <ul className="mt-10 flex flex-wrap gap-2" aria-label={t('tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={`/blog?q=${encodeURIComponent(tag)}`}
                className="rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-600 hover:border-violet-300"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}

/** About and the policy pages, on their address and in a draft preview. */
export function PageArticle({ page }: { page: PageContent }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="font-[family-name:var(--font-display)] text-4xl font-semibold text-night-900">{page.title}</h1>
      <div className="prose-cosmic mt-8" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  )
}
