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
