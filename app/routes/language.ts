import { parseWithZod } from '@conform-to/zod/v4'
import { redirect } from 'react-router'
import { LOCALE_PARAM } from '../i18n/names.mjs'
import { getFixedT, rememberLocale } from '../i18n/i18n.server'
import { localeForLanguage } from '../i18n/locale'
import { LanguageSwitchSchema } from '../schemas/languages'
import { changeLanguage } from '../services/accounts.server'
import { getUser } from '../utils/auth.server'
import { readForm } from '../utils/form.server'
import { safeRedirect } from '../utils/redirect'
import type { Route } from './+types/language'

// The safe-return check refuses sign-in pages as places to come back to after signing in; switching language on them
// must come back to them. Checking the path under a neutral prefix applies every other rule of the check unchanged.
const NEUTRAL = '/language-return'

/** The page to go back to, in the form the switcher sent it, with the chosen language in its `?lng=` if it had one. */
function backTo(value: string | undefined, locale: string): string {
  const checked = safeRedirect(value === undefined ? null : `${NEUTRAL}${value}`, `${NEUTRAL}/`)
  const url = new URL(checked.slice(NEUTRAL.length) || '/', 'https://site.invalid')
  // A `?lng=` left in place would override the choice just made; a shared Hindi link stays a Hindi link.
  if (url.searchParams.has(LOCALE_PARAM)) url.searchParams.set(LOCALE_PARAM, locale)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The language switcher (ADR 051): a plain form post, so it works without JavaScript. It remembers the choice in the
 * visitor's cookie and, for a signed-in customer, saves it as the account's preferred language (the account decides
 * for signed-in pages), then returns to the same page.
 */
export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: LanguageSwitchSchema })
  if (submission.status !== 'success') {
    const t = await getFixedT(request, 'common')
    return new Response(t('language.unknown'), { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  const { [LOCALE_PARAM]: locale, redirectTo } = submission.value
  const user = await getUser(request)
  // An account preferring a language we do not translate yet (Español, say) keeps it while English is chosen.
  if (user && localeForLanguage(user.preferredLanguage) !== locale) await changeLanguage(user, locale)
  return redirect(backTo(redirectTo, locale), { status: 303, headers: { 'Set-Cookie': await rememberLocale(locale) } })
}

export function loader() {
  return redirect('/')
}
