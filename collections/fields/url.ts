// Links editors type into the CMS reach the site's pages as href values: only https: and the site's own paths are
// allowed, so `javascript:`, `data:`, plain http: and protocol-relative `//host` links are refused on the field.
import type { TextField } from 'payload'

const URL_RULE_MESSAGE = 'Please enter an https:// address or a path on this site starting with / (for example /downloads/app.apk).'

/** Whether `value` is an absolute https: URL or a path on this site ("/…", never "//…" or "/\…"). */
function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\')
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/** A text field for a link, refused unless https: or site-relative. */
export function urlField(
  name: string,
  { maxLength = 300, required = true, label }: { maxLength?: number; required?: boolean; label?: string } = {},
): TextField {
  return {
    name,
    type: 'text',
    label,
    required,
    maxLength,
    admin: { description: 'An https:// address, or a path on this site such as /downloads/app.apk.' },
    validate: (value: unknown) => {
      if (value === undefined || value === null || value === '') return required ? 'This field is required.' : true
      return typeof value === 'string' && isSafeLink(value.trim()) ? true : URL_RULE_MESSAGE
    },
  }
}
