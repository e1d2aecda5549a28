// Above the dashboard: which site this CMS publishes to, with a link to it.
import { getEnv } from '../../app/utils/env.server'

export function SiteLink() {
  const url = getEnv().APP_URL.replace(/\/$/, '')
  return (
    <section aria-label="The site" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <p style={{ margin: 0 }}>
        You are editing <strong>Cosmic Insights</strong>, published at{' '}
        <a href={`${url}/`} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
        . What you publish here shows on the site at once.
      </p>
    </section>
  )
}
