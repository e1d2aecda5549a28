import { data, redirect } from 'react-router'
import { PostArticle } from '../components/post-article'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { HTML_LANG } from '../i18n/locale'
import { findRedirect, getPost, getSiteSettings } from '../services/content.server'
import { getEnv } from '../utils/env.server'
import { seoMeta } from '../utils/meta'
import { canonicalUrl } from '../utils/meta-links'
import { articleJsonLd, JsonLd } from '../utils/meta-structured-data'
import type { Route } from './+types/blog-post'

/** Served without React on the client (ADR 275): a post is text and links. */
export const handle = { hydrate: false }

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
  const origin = new URL(getEnv().APP_URL).origin
  const { siteName } = await getSiteSettings(locale)
  // The article as search engines read it (ADR 204), at the address the page names as canonical.
  const article = articleJsonLd(
    {
      title: post.title,
      description: post.seo.description,
      url: canonicalUrl(origin, new URL(request.url)),
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      image: post.seo.image,
      language: HTML_LANG[locale],
    },
    { origin, name: siteName },
  )
  return { post, origin: getEnv().APP_URL, article }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? seoMeta(data.post.seo, { origin: data.origin, publishedAt: data.post.publishedAt }) : [])

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.article} />
      <PostArticle post={loaderData.post} />
    </>
  )
}
