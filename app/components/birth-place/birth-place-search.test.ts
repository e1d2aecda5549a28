import { createInstance } from 'i18next'
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { sharedOptions } from '../../i18n/options'
import { resources } from '../../i18n/resources'
import type { Locale } from '../../utils/locales.mjs'
import { announcement, BirthPlaceSearch } from '../birth-place-search'

/** An i18next instance in `locale` holding only the namespaces given, as a page (or /profile-setup's Hindi scope) does. */
function i18nIn(locale: Locale, ns: string[]) {
  const instance = createInstance()
  instance.use(initReactI18next)
  const all = resources[locale] as Record<string, object>
  void instance.init({ ...sharedOptions, lng: locale, fallbackLng: false, ns, resources: { [locale]: Object.fromEntries(ns.map((n) => [n, all[n]])) } })
  return instance
}

/** The search as the server renders it (no script yet: the box, the hint, and the hand-entered fields). */
function render(locale: Locale) {
  return renderToStaticMarkup(h(I18nextProvider, { i18n: i18nIn(locale, ['places', 'validation']) }, h(BirthPlaceSearch, { id: 'birth-place' })))
}

// What the server's first render shows of the `places` catalogue (the rest is announced or shown after hydration).
const RENDERED = ['label', 'placeholder', 'hint', 'manual', 'placeName', 'latitude', 'longitude', 'timeZone', 'timeZoneHint'] as const

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

describe('the birth-place search speaks the page’s language, from the places catalogue', () => {
  it.each(['en', 'hi'] as const)('%s: every word is the catalogue’s, none of the other language', (locale) => {
    const html = render(locale)
    const other = locale === 'en' ? 'hi' : 'en'
    for (const key of RENDERED) {
      expect(html, key).toContain(escapeHtml(resources[locale].places[key]))
      expect(html, key).not.toContain(escapeHtml(resources[other].places[key]))
    }
  })

  it('announces what the search found in Hindi, with the count', () => {
    const t = i18nIn('hi', ['places']).getFixedT('hi', 'places')
    expect(announcement(t, 'searching', 0)).toBe('खोजा जा रहा है…')
    expect(announcement(t, 'done', 0)).toBe(resources.hi.places.noResults)
    expect(announcement(t, 'done', 1)).toBe(resources.hi.places.resultOne)
    expect(announcement(t, 'done', 7)).toBe('7 स्थान मिले। चुनने के लिए ऊपर-नीचे वाली तीर कुंजियां इस्तेमाल करें।')
    expect(announcement(t, 'failed', 0)).toBe(resources.hi.places.unavailable)
    expect(announcement(t, 'idle', 0)).toBe('')
  })

  it('announces in English on an English page', () => {
    const t = i18nIn('en', ['places']).getFixedT('en', 'places')
    expect(announcement(t, 'done', 12)).toBe('12 places found. Use the up and down arrow keys to choose.')
  })
})
