// A customer made through the site's own forms on a benchmarked server: signed up, verified through the mail in the
// outbox, signed in, with a birth profile and numerology reports.
import fs from 'node:fs'
import path from 'node:path'

export type Customer = {
  cookie: string
  /** The ids of the customer's numerology reports, newest last. */
  reports: string[]
  /** Makes public share links to the first `count` reports; resolves with their paths (`/s/<token>`). */
  shareLinks: (count: number) => Promise<string[]>
}

const PASSWORD = 'saffron-kite-orbit-2026'

export async function newCustomer(
  base: string,
  outbox: string,
  { name, reports, preferredLanguage = 'en' }: { name: string; reports: number; preferredLanguage?: 'en' | 'hi' },
): Promise<Customer> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`
  const post = (url: string, form: Record<string, string>, cookie = '') =>
    fetch(base + url, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: base, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    })
  await post('/auth', { intent: 'sign-up', fullName: name, email, password: PASSWORD, preferredLanguage })
  const mail = fs
    .readdirSync(outbox)
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    .find((text) => text.includes(email))
  const link = mail
    ?.replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .match(/https?:\/\/[^\s"<>]+\/auth\/verify[^\s"<>]*/)?.[0]
  if (!link) throw new Error('No verification mail in the outbox')
  await fetch(base + new URL(link).pathname + new URL(link).search, { redirect: 'manual' })
  const signIn = await post('/auth', { intent: 'sign-in', email, password: PASSWORD })
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  if (!cookie) throw new Error(`Sign-in failed: ${signIn.status}`)
  const profile = { fullName: name, birthDay: '29', birthMonth: '11', birthYear: '1992', birthTimeUnknown: 'on', gender: 'female' }
  const place = { placeManual: 'on', placeName: 'Jaipur', latitude: '26.91', longitude: '75.79', timeZone: 'Asia/Kolkata' }
  await post('/horoscope', { ...profile, ...place }, cookie)
  const ids: string[] = []
  for (let i = 0; i < reports; i++) {
    await post('/numerology', { intent: 'generate', name: `${name} ${String.fromCharCode(65 + (i % 26))}${i}` }, cookie)
    const html = await (await fetch(`${base}/numerology`, { headers: { Cookie: cookie } })).text()
    const id = /\/share\/pdf\/numerology\/(\d+)/.exec(html)?.[1]
    if (!id) throw new Error('No report on the numerology page')
    ids.push(id)
  }
  const shareLinks = async (count: number) => {
    const links: string[] = []
    for (const itemId of ids.slice(0, count)) {
      const answer = await (await post('/share', { intent: 'create', kind: 'numerology', itemId }, cookie)).text()
      const token = /\/s\/([A-Za-z0-9_-]+)/.exec(answer)?.[1]
      if (!token) throw new Error(`No share link: ${answer.slice(0, 200)}`)
      links.push(`/s/${token}`)
    }
    return links
  }
  return { cookie, reports: ids, shareLinks }
}
