import type { MetaDescriptor } from 'react-router'

const SITE = 'Cosmic Insights'

/** Title and description of a page, with the matching social-card tags. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  const full = title === SITE ? title : `${title} · ${SITE}`
  return [
    { title: full },
    { name: 'description', content: description },
    { property: 'og:title', content: full },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ]
}

type SeoImage = { url: string; alt: string; width: number | null; height: number | null }

/**
 * A post's or page's tags from its SEO fields: a post is an `article` with its publishing time; the image,
 * made absolute with the site's origin, as link previews need, turns the Twitter card into a large one.
 */
export function seoMeta(
  seo: { title: string; description: string; image: SeoImage | null },
  { origin, publishedAt }: { origin: string; publishedAt?: string },
): MetaDescriptor[] {
  const tags = pageMeta(seo.title, seo.description).filter((tag) => !('property' in tag && tag.property === 'og:type'))
  tags.push({ property: 'og:type', content: publishedAt ? 'article' : 'website' })
  if (publishedAt) tags.push({ property: 'article:published_time', content: new Date(publishedAt).toISOString() })
  if (seo.image) {
    tags.push({ property: 'og:image', content: new URL(seo.image.url, origin).href }, { property: 'og:image:alt', content: seo.image.alt })
    if (seo.image.width && seo.image.height)
      tags.push({ property: 'og:image:width', content: String(seo.image.width) }, { property: 'og:image:height', content: String(seo.image.height) })
  }
  tags.push({ name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' })
  return tags
}
