'use client'
// "View on site" in the sidebar of a published post or page: the address visitors reach, opened in a new tab.
// Hidden while the document has never been published, where the Preview button is the way to see it.
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

export function ViewOnSite({ pathPrefix }: { pathPrefix: string }) {
  const { hasPublishedDoc } = useDocumentInfo()
  const slug = useFormFields(([fields]) => fields.slug?.value)
  if (!hasPublishedDoc || typeof slug !== 'string' || !slug) return null
  const href = `${pathPrefix}${slug}`
  return (
    <p className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        View on site (opens in a new tab)
      </a>
    </p>
  )
}
