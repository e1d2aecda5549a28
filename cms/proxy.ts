// A new document opens in the default locale, English, whatever locale the editor last chose (ADR 201's remainder).
// Payload's create view reads the locale from the address, else from the editor's saved preference, which is the last
// locale they chose: after work in Hindi, Create New opened in Hindi and English text typed there was stored as Hindi.
// An address without a locale is sent on to the same one with the default locale; one that names a locale (the editor
// picked it in the create view's own menu) is left alone. Payload saves the locale of the address as the preference.
import { NextResponse, type NextRequest } from 'next/server'
import { DEFAULT_LOCALE } from '../app/utils/locales.mjs'

export function proxy(request: NextRequest) {
  if (request.nextUrl.searchParams.has('locale')) return NextResponse.next()
  const target = request.nextUrl.clone()
  target.searchParams.set('locale', DEFAULT_LOCALE)
  return NextResponse.redirect(target, 307)
}

export const config = { matcher: '/admin/collections/:collection/create' }
