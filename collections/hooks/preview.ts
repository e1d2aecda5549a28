// The admin's Preview button (Payload's `admin.preview`, run on the server when the edit view renders): a signed,
// expiring link to the draft on the site (ADR 134). Only staff get one; anyone else gets no link and no button.
import type { GeneratePreviewURL } from 'payload'
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

/** The sidebar's "View on site" link of a published post or page (cms/components/ViewOnSite.tsx). */
export const viewOnSiteField = (pathPrefix: string) => ({
  name: 'viewOnSite',
  type: 'ui' as const,
  admin: { position: 'sidebar' as const, components: { Field: { path: '/components/ViewOnSite#ViewOnSite', clientProps: { pathPrefix } } } },
})
