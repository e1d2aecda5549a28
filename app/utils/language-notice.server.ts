// The one-time notice for a customer whose preferred language the site is not translated into (ADR 056): shown once
// on the dashboard, then remembered in a long-lived cookie naming the language it was given for, so choosing another
// untranslated language later earns the notice again.
import { createCookie } from 'react-router'
import { isTranslatedLanguage } from '../schemas/languages'
import { LANGUAGE_NOTICE_COOKIE } from './cookie-names.mjs'

const noticeCookie = createCookie(LANGUAGE_NOTICE_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 * 5 })

/**
 * Whether this customer is due the notice for `language`, and the Set-Cookie header that remembers it was given.
 * Nothing when the language is translated or the notice was given already.
 */
export async function languageNotice(request: Request, language: string): Promise<{ setCookie: string } | null> {
  if (isTranslatedLanguage(language)) return null
  const given: unknown = await noticeCookie.parse(request.headers.get('Cookie'))
  if (given === language) return null
  return { setCookie: await noticeCookie.serialize(language, { secure: new URL(request.url).protocol === 'https:' }) }
}
