import { useTranslation } from 'react-i18next'
import { data, Link, redirect } from 'react-router'
import { PostMeta } from '../components/post-meta'
import { CmsImage } from '../components/ui/cms-image'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { findRedirect, getPost } from '../services/content.server'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/blog-post'

export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = params.slug
  const locale = await getLocale(request)
  const post = /^[a-z0-9-]{1,96}$/.test(slug) ? await getPost(locale, slug) : null
  if (!post) {
    // An old address of a renamed post leads to the new one, for good (ADR 089); a live post is never redirected.
    const moved = /^[a-z0-9-]{1,96}$/.test(slug) ? await findRedirect(`/blog/${slug}`) : null
    if (moved) throw redirect(`${moved}${new URL(request.url).search}`, 301)
    throw data((await getFixedT(locale, 'blog'))('notFound'), { status: 404 })
  }
  return { post }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.post.title, data.post.excerpt) : [])

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData
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
          sizes="(min-width: 48rem) 46rem, calc(100vw - 2rem)"
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
