import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect'

/** Where a browser lands when it follows `Location: <location>` from a page of ours (RFC 3986 resolution, WHATWG URL). */
function landing(location: string): URL {
  return new URL(location, 'https://cosmicinsights.in/auth?redirectTo=x')
}

describe('safeRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirect('/numerology')).toBe('/numerology')
    expect(safeRedirect('/pricing?sketches=5')).toBe('/pricing?sketches=5')
    expect(safeRedirect('/horoscope#place')).toBe('/horoscope#place')
    expect(safeRedirect('/profile-setup')).toBe('/profile-setup')
    expect(safeRedirect('/blog?q=sun%2Fmoon&category=zodiac')).toBe('/blog?q=sun%2Fmoon&category=zodiac')
    expect(safeRedirect('/blog/मुंबई')).toBe('/blog/%E0%A4%AE%E0%A5%81%E0%A4%82%E0%A4%AC%E0%A4%88')
  })

  it('gives the normalised path, not the raw one', () => {
    expect(safeRedirect('/blog/../pricing')).toBe('/pricing')
    expect(safeRedirect('/./dashboard')).toBe('/dashboard')
  })

  // Each would leave the site, run script, loop back to sign-in or sign-out, or reach Payload, if it were followed;
  // the issue-10 probe found the first three.
  const hostile: [string, unknown][] = [
    ['dot segment before a double slash (probe)', '/.//evil.example/phish'],
    ['parent segment before a double slash (probe)', '/..//evil.example'],
    ['API path climbing out (probe)', '/api/../..//evil.example'],
    ['two dot segments', '/././/evil.example'],
    ['dot segment and triple slash', '/.///evil.example'],
    ['parent segments deep', '/a/b/../../..//evil.example'],
    ['encoded dot segment', '/%2e//evil.example'],
    ['encoded parent segment', '/%2e%2e//evil.example'],
    ['mixed encoded dots', '/.%2e//evil.example'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/dashboard'],
    ['triple slash', '///evil.example'],
    ['another origin', 'https://evil.example/steal'],
    ['another origin, http', 'http://evil.example'],
    ['scheme-relative with backslashes', '\\\\evil.example'],
    ['slash then backslash', '/\\evil.example'],
    ['backslash then slash', '\\/evil.example'],
    ['backslash deeper in the path', '/dashboard\\..\\..\\\\evil.example'],
    ['encoded slash (lower case)', '/%2f%2fevil.example'],
    ['encoded slash (upper case)', '/%2F%2Fevil.example'],
    ['encoded slash after a real one', '/%2Fevil.example'],
    ['encoded backslash (lower case)', '/%5cevil.example'],
    ['encoded backslash (upper case)', '/%5C%5Cevil.example'],
    ['double-encoded slash', '/%252F%252Fevil.example'],
    ['double-encoded backslash', '/%255cevil.example'],
    ['triple-encoded slash', '/%25252F/evil.example'],
    ['tab in the host position', '/\t/evil.example'],
    ['encoded tab in the host position', '/%09/evil.example'],
    ['newline in the host position', '/\n/evil.example'],
    ['encoded newline', '/%0a/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['encoded carriage return', '/%0D/evil.example'],
    ['NUL', '/dashboard\u0000'],
    ['encoded NUL', '/dashboard%00'],
    ['escape character', '/dash\u001bboard'],
    ['DEL', '/dash\u007fboard'],
    ['C1 control (NEL)', '/dash\u0085board'],
    ['line separator', '/\u2028/evil.example'],
    ['leading space before a protocol-relative URL', ' //evil.example'],
    ['leading newline before a protocol-relative URL', '\n//evil.example'],
    ['full-width solidus', '/\uFF0F/evil.example'],
    ['two full-width solidi', '\uFF0F\uFF0Fevil.example'],
    ['division slash', '/\u2215evil.example'],
    ['fraction slash', '/\u2044evil.example'],
    ['full-width reverse solidus', '/\uFF3Cevil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['javascript URL with upper case and spaces', ' JavaScript:alert(document.cookie)'],
    ['javascript URL with a tab inside', 'java\tscript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript URL', 'vbscript:msgbox(1)'],
    ['a path that is a URL', '/https://evil.example'],
    ['a path that looks like a scheme', '/javascript:alert(1)'],
    ['relative path', 'dashboard'],
    ['relative path to another host', 'evil.example/phish'],
    ['query only', '?redirectTo=//evil.example'],
    ['fragment only', '#//evil.example'],
    ['the sign-in page itself', '/auth?redirectTo=/auth'],
    ['the sign-in page, upper case', '/AUTH'],
    ['the sign-in page with a trailing slash', '/auth/'],
    ['the sign-in page, encoded', '/%61uth'],
    ['the sign-in page through dot segments', '/blog/../auth'],
    ['a sign-in sub-page', '/auth/reset?token=x'],
    ['sign-out', '/sign-out'],
    ['sign-out, mixed case', '/Sign-Out'],
    ['sign-out with a trailing slash', '/sign-out/'],
    ['sign-out through dot segments', '/x/./../sign-out'],
    ['the newsletter action', '/newsletter'],
    ['the REST API', '/api/users/logout'],
    ['the admin', '/admin'],
    ['Next assets', '/_next/static/x.js'],
    ['too long', `/${'a'.repeat(600)}`],
    ['too long after normalising', `/${'é'.repeat(400)}`],
    ['empty', ''],
    ['missing', undefined],
    ['null', null],
    ['a number', 42],
    ['not a string', ['/dashboard']],
    ['an object', { toString: () => '/dashboard' }],
    ['a broken percent escape', '/%E0%A4%A'],
    ['a lone surrogate', '/dash\uD800board'],
  ]

  it('has a table of at least 40 hostile return paths', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40)
  })

  it.each(hostile)('falls back to the dashboard for %s', (_name, value) => {
    expect(safeRedirect(value)).toBe('/dashboard')
  })

  it.each(hostile)('never gives a Location that leaves the site for %s, whatever the fallback', (_name, value) => {
    for (const fallback of ['/dashboard', '/', '']) {
      const location = safeRedirect(value, fallback)
      if (location === '') continue
      expect(location).toMatch(/^\/(?![/\\])/)
      expect(landing(location).origin).toBe('https://cosmicinsights.in')
      // A second pass changes nothing: what is given out is already in its normal form.
      expect(safeRedirect(location, 'fallback')).toBe(location)
    }
  })

  it('uses the fallback given', () => {
    expect(safeRedirect('https://evil.example', '/')).toBe('/')
    expect(safeRedirect('/.//evil.example', '')).toBe('')
  })
})
