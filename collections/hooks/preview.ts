// The admin's Preview button (Payload's `admin.preview`, run on the server when the edit view renders): a signed,
// expiring link to the draft on the site (ADR 134). Only staff get one; anyone else gets no link and no button.
import type { GeneratePreviewURL, LivePreviewConfig } from 'payload'
import { signPreviewPath, type PreviewCollection } from '../../app/utils/preview-link.server'
import { isStaff } from '../access'

export function previewLink(collection: PreviewCollection): GeneratePreviewURL {
  return (doc, { req, locale }) => {
    const id = doc.id
    if (!isStaff(req) || (typeof id !== 'number' && typeof id !== 'string')) return null
    // The language being edited: the preview shows that language's draft (the site reads `lng` as it always does).
    const lng = locale === 'hi' || locale === 'en' ? `&lng=${locale}` : ''
    return `${signPreviewPath(collection, id)}${lng}`
  }
}

/**
 * The admin's live preview (ADR 230): the same signed link, opened beside the form in an iframe. The site's preview page
 * listens for the admin's messages and redraws the draft as the editor types and after each save; the link carries
 * `live=1` so the page knows to listen. Staff only, as the Preview button; nothing for a document not yet saved.
 */
export function livePreviewOf(collection: PreviewCollection): LivePreviewConfig {
  const url: LivePreviewConfig['url'] = ({ data, req, locale }) => {
    const id = data?.id
    if (!isStaff(req) || (typeof id !== 'number' && typeof id !== 'string')) return null
    const code = locale?.code
    const lng = code === 'hi' || code === 'en' ? `&lng=${code}` : ''
    return `${signPreviewPath(collection, id)}${lng}&live=1`
  }
  // The widths the site is checked at (a small phone, a common phone, a laptop), beside the admin's own "Responsive".
  const breakpoints = [
    { name: 'phone-small', label: 'Phone, 320 px', width: 320, height: 640 },
    { name: 'phone', label: 'Phone, 390 px', width: 390, height: 844 },
    { name: 'laptop', label: 'Laptop, 1366 px', width: 1366, height: 768 },
  ]
  return { url, breakpoints }
}

/** The sidebar's "View on site" link of a published post or page (cms/components/ViewOnSite.tsx). */
export const viewOnSiteField = (pathPrefix: string) => ({
  name: 'viewOnSite',
  type: 'ui' as const,
  admin: { position: 'sidebar' as const, components: { Field: { path: '/components/ViewOnSite#ViewOnSite', clientProps: { pathPrefix } } } },
})
