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

/** 12 November 2026: the long English date the site uses everywhere (en-EU style, spec 2.3). */
export function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}
