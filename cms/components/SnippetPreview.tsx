'use client'
// In "Search and sharing": the post or page as a search result would show it (title, address, description), redrawn as
// the editor types, with the length of each counted against what results show and a warning in words (ADR 229).
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useSyncExternalStore } from 'react'
import { cut, snippetOf, SNIPPET_LIMITS } from '../../collections/fields/snippet'

const noSubscription = () => () => {}
const browserHost = () => window.location.host
const serverHost = () => ''

const WARNING = { color: 'var(--theme-warning-750, #8a5a00)' }
const OK = { color: 'var(--theme-success-750, #1f6b3a)' }

export function SnippetPreview() {
  const { collectionSlug } = useDocumentInfo()
  const page = collectionSlug === 'pages'
  // One value each, so the preview redraws when one of these changes, not on every keystroke elsewhere in the form.
  const metaTitle = useFormFields(([fields]) => fields['meta.title']?.value)
  const metaDescription = useFormFields(([fields]) => fields['meta.description']?.value)
  const title = useFormFields(([fields]) => fields.title?.value)
  const fallbackDescription = useFormFields(([fields]) => (page ? fields.description : fields.excerpt)?.value)
  const slug = useFormFields(([fields]) => fields.slug?.value)
  const host = useSyncExternalStore(noSubscription, browserHost, serverHost)
  const snippet = snippetOf({
    metaTitle,
    metaDescription,
    title,
    fallbackDescription,
    slug,
    pathPrefix: page ? '/' : '/blog/',
    host: host || 'your site',
    fallbackLabel: page ? 'search-engine description' : 'excerpt',
  })
  return (
    <section aria-labelledby="snippet-preview-heading" className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <h3 id="snippet-preview-heading" style={{ margin: '0 0 calc(var(--base) / 2)', fontSize: '1rem' }}>
        In search results
      </h3>
      <div
        data-testid="snippet-preview"
        style={{
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 8,
          padding: 'calc(var(--base) * 0.75)',
          background: 'var(--theme-elevation-0)',
          maxWidth: 600,
          overflowWrap: 'anywhere',
        }}
      >
        <p style={{ margin: 0, fontSize: 13, color: 'var(--theme-elevation-700)' }}>{snippet.address}</p>
        <p style={{ margin: '2px 0 4px', fontSize: 19, lineHeight: 1.3, color: '#1a0dab' }}>{cut(snippet.title, SNIPPET_LIMITS.titleMax)}</p>
        <p style={{ margin: 0, fontSize: 14, lineHeight: 1.5, color: 'var(--theme-elevation-800)' }}>
          {snippet.description ? cut(snippet.description, SNIPPET_LIMITS.descriptionMax) : '(no description)'}
        </p>
      </div>
      <p style={{ margin: 'calc(var(--base) / 2) 0 0', fontSize: 13, color: 'var(--theme-elevation-700)' }}>
        {snippet.titleFromMeta ? 'Title from the meta title.' : 'Title from the title (the meta title is empty).'}{' '}
        {snippet.descriptionFromMeta
          ? 'Description from the meta description.'
          : `Description from the ${page ? 'search-engine description' : 'excerpt'} (the meta description is empty).`}
      </p>
      <ul aria-live="polite" style={{ margin: 'calc(var(--base) / 2) 0 0', paddingLeft: '1.2em', fontSize: 13 }}>
        {snippet.checks.map((check) => (
          <li key={check.field} data-level={check.level} style={check.level === 'ok' ? OK : WARNING}>
            <strong>{check.field === 'title' ? 'Title' : 'Description'}</strong>
            {check.level === 'warning' ? ' (warning)' : ''}: {check.message}
          </li>
        ))}
      </ul>
    </section>
  )
}
