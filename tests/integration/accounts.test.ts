// Customer accounts through the account services, as the site's routes use them, with every mail read from a real
// SMTP server on loopback: sign-up and verification, sign-in and lockout, password reset and change, data
// export and account deletion.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { linkIn, startMailCatcher, type CaughtMail } from '../setup/mail-catcher.mjs'
import { readAs } from '../helpers/validation-text'
import { startPayload, stopPayload } from './harness'

const APP_URL = 'https://cosmic.test'

let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let accounts: typeof import('../../app/services/accounts.server')
let profiles: typeof import('../../app/services/profiles.server')
let sessions: typeof import('../../app/services/sessions.server')

beforeAll(async () => {
  catcher = await startMailCatcher()
  // Read once per process by getEnv(), so set before Payload (and its mail transport) starts.
  process.env.SMTP_URL = catcher.url
  process.env.APP_URL = APP_URL
  payload = await startPayload()
  accounts = await import('../../app/services/accounts.server')
  profiles = await import('../../app/services/profiles.server')
  sessions = await import('../../app/services/sessions.server')
})
afterAll(async () => {
  await stopPayload(payload)
  await catcher?.close()
})

/** The mail sent to `to` after `since` messages had arrived; Payload awaits the SMTP exchange, so it is already here. */
function mailTo(to: string, since: number): CaughtMail {
  const found = catcher.messages.slice(since).filter((message) => message.to.includes(to.toLowerCase()))
  expect(found, `one mail to ${to}`).toHaveLength(1)
  return found[0]!
}

function tokenIn(message: CaughtMail, path: '/auth/verify' | '/auth/reset'): string {
  const link = linkIn(message, path)
  expect(link.startsWith(`${APP_URL}${path}?token=`), link).toBe(true)
  return new URL(link).searchParams.get('token') ?? ''
}

/** The AccountError a call fails with (and fails the test if it fails otherwise, or not at all). */
async function accountError(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(accounts.AccountError)
  return error as InstanceType<typeof accounts.AccountError>
}

async function userDoc(email: string) {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, showHiddenFields: true, overrideAccess: true })
  return docs[0] as unknown as (Record<string, unknown> & { id: number | string }) | undefined
}

/** Signs in the way the site's form does: the password, then a new session; returns the session's token and user. */
async function signedIn(email: string, password: string) {
  const account = await accounts.signIn(email, password)
  const token = await sessions.createSession(account, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0')
  const user = await sessions.findSessionUser(token)
  expect(user).toMatchObject(account)
  return { token, user: user! }
}

/** A verified customer, made the way a visitor makes one: sign-up, then the link from the mail. */
async function verifiedCustomer(email: string, password: string, fullName = 'Test Customer') {
  const since = catcher.messages.length
  await accounts.signUp({ fullName, email, password, preferredLanguage: 'en' })
  await accounts.verifyEmail(tokenIn(mailTo(email, since), '/auth/verify'))
  return accounts.signIn(email, password)
}

const birth = {
  fullName: 'Asha Rao',
  dateOfBirth: '1991-04-23',
  timeOfBirth: '05:47',
  birthTimeUnknown: false,
  gender: 'female',
  questions: null,
  place: { id: '1273294', name: 'Delhi', country: 'India', latitude: 28.65195, longitude: 77.23149, timeZone: 'Asia/Kolkata' },
} as const

describe('sign-up and e-mail verification', () => {
  it('creates an unverified account and mails an English verification link', async () => {
    const since = catcher.messages.length
    await accounts.signUp({ fullName: 'Asha Rao', email: 'asha@example.in', password: 'first-password-1', preferredLanguage: 'en' })
    const user = await userDoc('asha@example.in')
    expect(user).toMatchObject({ fullName: 'Asha Rao', preferredLanguage: 'en', _verified: false, isAdmin: false })
    const mail = mailTo('asha@example.in', since)
    expect(mail.subject).toBe('Confirm your e-mail for Cosmic Insights')
    expect(mail.html).toContain('Namaste Asha Rao,')
    expect(tokenIn(mail, '/auth/verify')).toBe(user?._verificationToken)
  })

  it('mails a customer who prefers Hindi in Hindi', async () => {
    const since = catcher.messages.length
    await accounts.signUp({ fullName: 'Ravi Kumar', email: 'ravi@example.in', password: 'ravi-password-1', preferredLanguage: 'hi' })
    const mail = mailTo('ravi@example.in', since)
    expect(mail.subject).toBe('Cosmic Insights के लिए अपने ईमेल की पुष्टि करें')
    expect(mail.html).toContain('<html lang="hi">')
    expect(mail.html).toContain('नमस्ते Ravi Kumar,')
    expect(tokenIn(mail, '/auth/verify')).toBe((await userDoc('ravi@example.in'))?._verificationToken)
  })

  it('refuses to sign in before the address is verified, and with a wrong password or an unknown address', async () => {
    expect((await accountError(accounts.signIn('asha@example.in', 'first-password-1'))).code).toBe('unverified')
    expect((await accountError(accounts.signIn('asha@example.in', 'not-the-password'))).code).toBe('invalid-credentials')
    expect((await accountError(accounts.signIn('nobody@example.in', 'first-password-1'))).code).toBe('invalid-credentials')
  })

  it('brings the visitor back to the page they were going to, through the link, and never to another site', async () => {
    let since = catcher.messages.length
    await accounts.signUp({
      fullName: 'Returning',
      email: 'return-to@example.in',
      password: 'first-password-1',
      preferredLanguage: 'en',
      redirectTo: '/numerology?x=1',
    })
    expect(new URL(linkIn(mailTo('return-to@example.in', since), '/auth/verify')).searchParams.get('redirectTo')).toBe('/numerology?x=1')
    since = catcher.messages.length
    await accounts.signUp({
      fullName: 'Elsewhere',
      email: 'return-elsewhere@example.in',
      password: 'first-password-1',
      preferredLanguage: 'en',
      redirectTo: '//evil.example/x',
    })
    expect(new URL(linkIn(mailTo('return-elsewhere@example.in', since), '/auth/verify')).searchParams.has('redirectTo')).toBe(false)
  })

  it('answers an address Payload refuses with a message to act on, and creates nothing', async () => {
    const error = await accountError(
      accounts.signUp({ fullName: 'Odd Host', email: 'odd@host-.com', password: 'first-password-1', preferredLanguage: 'en' }),
    )
    expect(error).toMatchObject({ code: 'invalid-input' })
    expect(readAs((error as Error).message)).toBe('Please enter a valid email address')
    expect(await userDoc('odd@host-.com')).toBeUndefined()
  })

  it('refuses a second account for the same address, whatever its case', async () => {
    const since = catcher.messages.length
    for (const email of ['asha@example.in', 'ASHA@Example.IN']) {
      const error = await accountError(accounts.signUp({ fullName: 'Someone Else', email, password: 'other-password-1', preferredLanguage: 'en' }))
      expect(error.code).toBe('email-taken')
      expect(readAs(error.message)).toBe('This email is already registered. Please sign in instead.')
    }
    expect((await payload.count({ collection: 'users', where: { email: { equals: 'asha@example.in' } } })).totalDocs).toBe(1)
    expect(catcher.messages.length).toBe(since)
  })

  it('sends the same link again to an unverified address, and nothing to an unknown one', async () => {
    const token = (await userDoc('asha@example.in'))?._verificationToken
    const since = catcher.messages.length
    await accounts.resendVerification('asha@example.in')
    const mail = mailTo('asha@example.in', since)
    expect(mail.subject).toBe('Confirm your e-mail for Cosmic Insights')
    expect(tokenIn(mail, '/auth/verify')).toBe(token)
    await expect(accounts.resendVerification('nobody@example.in')).resolves.toBeUndefined()
    expect(catcher.messages.length).toBe(since + 1)
  })

  it('verifies the address with the mailed token, after which sign-in works and the link is spent', async () => {
    const token = String((await userDoc('asha@example.in'))?._verificationToken)
    await accounts.verifyEmail(token)
    expect(await userDoc('asha@example.in')).toMatchObject({ _verified: true })
    const user = await accounts.signIn('asha@example.in', 'first-password-1')
    expect(user).toEqual({ id: user.id, email: 'asha@example.in', fullName: 'Asha Rao', preferredLanguage: 'en', isAdmin: false })
    await signedIn('asha@example.in', 'first-password-1')
    expect((await accountError(accounts.verifyEmail(token))).code).toBe('invalid-token')
    expect((await accountError(accounts.verifyEmail('0123456789abcdef0123456789abcdef01234567'))).code).toBe('invalid-token')
  })

  it('sends nothing to an address that is already verified', async () => {
    const since = catcher.messages.length
    await expect(accounts.resendVerification('asha@example.in')).resolves.toBeUndefined()
    expect(catcher.messages.length).toBe(since)
  })
})

describe('sign-in', () => {
  it('holds back a client after five wrong passwords, even against the right one, and offers the sign-in link', async () => {
    await verifiedCustomer('lock@example.in', 'lock-password-1')
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await accountError(accounts.signIn('lock@example.in', `wrong-${attempt}`, '192.0.2.50'))).code).toBe('invalid-credentials')
    }
    const locked = await accountError(accounts.signIn('lock@example.in', 'lock-password-1', '192.0.2.50'))
    expect(locked.code).toBe('locked')
    expect(readAs(locked.message)).toMatch(/e-mail you a link to sign in/)
  })
})

describe('password reset', () => {
  it('mails a reset link to a known address, whatever its case, and nothing to an unknown one', async () => {
    const since = catcher.messages.length
    await expect(accounts.requestPasswordReset('nobody@example.in')).resolves.toBeUndefined()
    expect(catcher.messages.length).toBe(since)
    await accounts.requestPasswordReset('Asha@Example.in')
    const mail = mailTo('asha@example.in', since)
    expect(mail.subject).toBe('Reset your Cosmic Insights password')
    expect(tokenIn(mail, '/auth/reset')).toMatch(/^[0-9a-f]{20,}$/)
  })

  it('sets the new password from the mailed token and ends every earlier session', async () => {
    const { token: before, user: beforeUser } = await signedIn('asha@example.in', 'first-password-1')
    const since = catcher.messages.length
    // One request per address per 15 s is Payload's default; the previous test's request is the one to answer.
    const token = tokenIn(
      catcher.messages
        .slice(0, since)
        .reverse()
        .find((m) => m.to.includes('asha@example.in') && /Reset/.test(m.subject))!,
      '/auth/reset',
    )
    const after = await accounts.resetPassword(token, 'second-password-2')
    expect(after).toMatchObject({ id: beforeUser.id, email: 'asha@example.in' })
    expect(await sessions.findSessionUser(before)).toBeNull()
    expect((await payload.count({ collection: 'sessions', where: { user: { equals: after.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await accountError(accounts.signIn('asha@example.in', 'first-password-1'))).code).toBe('invalid-credentials')
    expect(await accounts.signIn('asha@example.in', 'second-password-2')).toEqual(after)
    expect((await accountError(accounts.resetPassword(token, 'third-password-3'))).code).toBe('invalid-token')
    expect((await accountError(accounts.resetPassword('not-a-token', 'third-password-3'))).code).toBe('invalid-token')
  })
})

describe('password reset before the address is verified', () => {
  it('verifies the address too, since the link came to its inbox, so the new session counts', async () => {
    const since = catcher.messages.length
    await accounts.signUp({ fullName: 'Never Verified', email: 'unverified-reset@example.in', password: 'first-password-1', preferredLanguage: 'en' })
    mailTo('unverified-reset@example.in', since)
    const beforeReset = catcher.messages.length
    await accounts.requestPasswordReset('unverified-reset@example.in')
    const after = await accounts.resetPassword(tokenIn(mailTo('unverified-reset@example.in', beforeReset), '/auth/reset'), 'second-password-2')
    await signedIn('unverified-reset@example.in', 'second-password-2')
    expect(await userDoc('unverified-reset@example.in')).toMatchObject({ _verified: true })
    expect(await accounts.signIn('unverified-reset@example.in', 'second-password-2')).toEqual(after)
  })
})

describe('the API token', () => {
  it('lives an hour and cannot be renewed through the API, which bounds one issued before a password change', async () => {
    const customer = await verifiedCustomer('api-token@example.in', 'first-password-1')
    const { token, exp } = await payload.login({ collection: 'users', data: { email: customer.email, password: 'first-password-1' } })
    expect(exp! - Date.now() / 1000).toBeLessThanOrEqual(3600)
    const { default: config } = await import('@payload-config')
    const { handleEndpoints } = await import('payload')
    const ask = (path: string, method: string) =>
      handleEndpoints({ config, request: new Request(`http://localhost/api/users/${path}`, { method, headers: { Authorization: `JWT ${token}` } }) })
    expect((await ask('me', 'GET')).status).toBe(200)
    const renewal = await ask('refresh-token', 'POST')
    expect(renewal.status).toBe(403)
    expect(JSON.stringify(await renewal.json())).not.toContain('refreshedToken')
  })
})

describe('password change', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const { token, user } = await signedIn('asha@example.in', 'second-password-2')
    const error = await accountError(accounts.changePassword(user, 'not-my-password', 'third-password-3'))
    expect(error.code).toBe('wrong-password')
    // A password of spaces is a wrong password too, never a server error.
    expect((await accountError(accounts.changePassword(user, '      ', 'third-password-3'))).code).toBe('wrong-password')
    expect(await sessions.findSessionUser(token)).toEqual(user)
    expect(await accounts.signIn('asha@example.in', 'second-password-2')).toMatchObject({ id: user.id })
  })

  it('changes the password with the right one and ends every earlier session', async () => {
    const { token, user } = await signedIn('asha@example.in', 'second-password-2')
    const other = await signedIn('asha@example.in', 'second-password-2')
    const changed = await accounts.changePassword(user, 'second-password-2', 'third-password-3')
    expect(changed).toMatchObject({ id: user.id })
    expect(await sessions.findSessionUser(token)).toBeNull()
    expect(await sessions.findSessionUser(other.token)).toBeNull()
    expect((await accountError(accounts.signIn('asha@example.in', 'second-password-2'))).code).toBe('invalid-credentials')
    expect(await accounts.signIn('asha@example.in', 'third-password-3')).toEqual(changed)
  })
})

describe('data export and account deletion', () => {
  it('exports the customer’s account and profile, birth data readable, and nothing of anyone else', async () => {
    const { user: asha } = await signedIn('asha@example.in', 'third-password-3')
    const meera = await verifiedCustomer('meera@example.in', 'meera-password-1', 'Meera Iyer')
    await profiles.saveProfile(asha, birth)
    await profiles.saveProfile(meera, {
      ...birth,
      fullName: 'Meera Iyer',
      dateOfBirth: '1985-12-02',
      timeOfBirth: '21:10',
      place: { id: '1264527', name: 'Chennai', country: 'India', latitude: 13.08784, longitude: 80.27847, timeZone: 'Asia/Kolkata' },
    })

    // What Asha sent by e-mail address before signing in is hers too; Meera's is not.
    for (const email of ['asha@example.in', 'meera@example.in']) {
      await payload.create({
        collection: 'newsletter-subscribers',
        data: { email, subscribed: true, subscribedAt: new Date().toISOString(), source: 'landing' },
      })
      await payload.create({
        collection: 'contact-messages',
        data: { name: email, email, subject: `Question from ${email}`, message: 'Hello', handled: false },
      })
    }

    const exported = await accounts.exportAccount(asha)
    expect(exported['newsletter-subscribers']).toMatchObject([{ email: 'asha@example.in', subscribed: true }])
    expect(exported['contact-messages']).toMatchObject([{ email: 'asha@example.in', subject: 'Question from asha@example.in' }])
    expect(exported.account).toMatchObject({ id: asha.id, email: 'asha@example.in', fullName: 'Asha Rao', preferredLanguage: 'en' })
    const own = exported.profiles as Record<string, unknown>[]
    expect(own).toHaveLength(1)
    expect(own[0]).toMatchObject({
      fullName: 'Asha Rao',
      dateOfBirth: '1991-04-23',
      timeOfBirth: '05:47',
      placeName: 'Delhi',
      placeCountry: 'India',
      latitude: '28.65195',
      longitude: '77.23149',
      timeZone: 'Asia/Kolkata',
    })
    // Where the customer is signed in is theirs too, without anything that could sign anyone in.
    expect(exported.sessions).toMatchObject([{ user: asha.id, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' }])
    expect(Object.keys((exported.sessions as Record<string, unknown>[])[0]!).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'id',
      'lastSeenAt',
      'updatedAt',
      'user',
      'userAgent',
    ])
    const text = JSON.stringify(exported)
    expect(text).not.toMatch(/tokenHash|"hash"|salt/)
    expect(text).not.toContain('enc1.')
    // The other customer's birth time is looked for as a value ("21:10"): bare, it is in any timestamp made at 21:10
    // past some hour, as one of this export's own once was.
    for (const other of ['meera@example.in', 'Meera Iyer', '1985-12-02', '"21:10"', 'Chennai', '13.08784', '80.27847']) expect(text).not.toContain(other)
  })

  it('deletes the account with its profile and leaves every other customer as they were', async () => {
    const { token: ashaToken, user: asha } = await signedIn('asha@example.in', 'third-password-3')
    const { token: meeraToken, user: meera } = await signedIn('meera@example.in', 'meera-password-1')
    const meeraProfile = await profiles.getProfile(meera)
    // The password is asked for again; a wrong one (or one of spaces) deletes nothing (ADR 037).
    for (const wrong of ['not-my-password', '      ']) expect((await accountError(accounts.deleteAccount(asha, wrong))).code).toBe('wrong-password')
    expect(await sessions.findSessionUser(ashaToken)).toEqual(asha)
    await accounts.deleteAccount(asha, 'third-password-3')
    expect((await payload.count({ collection: 'users', where: { id: { equals: asha.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'profiles', where: { user: { equals: asha.id } }, overrideAccess: true })).totalDocs).toBe(0)
    for (const collection of ['newsletter-subscribers', 'contact-messages'] as const) {
      expect((await payload.count({ collection, where: { email: { equals: 'asha@example.in' } } })).totalDocs, collection).toBe(0)
      expect((await payload.count({ collection, where: { email: { equals: 'meera@example.in' } } })).totalDocs, collection).toBe(1)
    }
    expect(await sessions.findSessionUser(ashaToken)).toBeNull()
    expect((await payload.count({ collection: 'sessions', where: { user: { equals: asha.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await accountError(accounts.signIn('asha@example.in', 'third-password-3'))).code).toBe('invalid-credentials')
    expect(await sessions.findSessionUser(meeraToken)).toEqual(meera)
    expect(await profiles.getProfile(meera)).toEqual(meeraProfile)
  })
})

// Last: it stops the mail server this file's Payload sends through, and starts it again on the same port.
describe('when mail cannot be sent', () => {
  it('creates no account, and says so', async () => {
    const { port } = catcher
    await catcher.close()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const error = await accountError(
        accounts.signUp({ fullName: 'Offline', email: 'offline@example.in', password: 'offline-password-1', preferredLanguage: 'en' }),
      )
      expect(error.code).toBe('mail-failed')
      expect(logged).toHaveBeenCalled()
      expect(await userDoc('offline@example.in')).toBeUndefined()
      // The address is free again: the visitor can simply try once more.
      catcher = await startMailCatcher({ port })
      const since = catcher.messages.length
      await accounts.signUp({ fullName: 'Offline', email: 'offline@example.in', password: 'offline-password-1', preferredLanguage: 'en' })
      expect(mailTo('offline@example.in', since).subject).toBe('Confirm your e-mail for Cosmic Insights')
    } finally {
      logged.mockRestore()
    }
  })
})
