import { getEnv } from '../../app/utils/env.server'

/**
 * The `payload-token` cookie that a sign-in through the admin or `/api/*\/login` sets: Secure whenever the site is
 * served over https, so the token never travels in clear; Lax, like the site's own session cookie.
 */
export function apiCookies() {
  return { secure: new URL(getEnv().APP_URL).protocol === 'https:', sameSite: 'Lax' as const }
}
