import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { SiteSettings } from './SiteSettings'

/** Every named field of a config, by its path (`claims.users`). */
function paths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    if (!('name' in field)) return 'fields' in field ? paths(field.fields, prefix) : []
    const path = prefix ? `${prefix}.${field.name}` : field.name
    return 'fields' in field ? [path, ...paths(field.fields, path)] : [path]
  })
}

describe('site settings', () => {
  // The site installs from the browser: no app-store or APK link, and no store's minimum OS version, is read
  // by any page, so an editor is not asked to keep them.
  it('has no app-store fields', () => {
    const names = paths(SiteSettings.fields)
    expect(names.filter((name) => /apps|appStore|playStore|apk|iosMinimum|androidMinimum/i.test(name))).toEqual([])
    expect(names).toEqual(expect.arrayContaining(['siteName', 'claims.users', 'claims.encryption', 'claims.updates']))
  })
})
