import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { DailyNudgeSchema, isPushServiceUrl, PushDeviceSchema, ReminderChoiceSchema } from './daily-nudge'

const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(entries)) data.set(key, value)
  return parseWithZod(data, { schema: DailyNudgeSchema })
}

describe('the daily reading’s choice', () => {
  it('takes a ticked box and a whole hour, and an unticked box as off', () => {
    expect(form({ email: 'on', hour: '7' })).toMatchObject({ status: 'success', value: { email: true, hour: 7 } })
    expect(form({ hour: '0' })).toMatchObject({ status: 'success', value: { email: false, hour: 0 } })
  })

  it.each(['24', '-1', '7.5', '', 'seven'])('refuses the hour %j with the hour’s message', (value) => {
    const result = form({ email: 'on', hour: value })
    if (result.status === 'success') throw new Error('accepted')
    expect(result.error?.hour).toEqual(['validation:nudge.hour'])
  })
})

describe('a device’s subscription', () => {
  const P256DH = `B${'A'.repeat(86)}`
  const AUTH = 'a'.repeat(22)
  const device = (entries: Record<string, string>) => {
    const data = new FormData()
    for (const [key, value] of Object.entries(entries)) data.set(key, value)
    return parseWithZod(data, { schema: PushDeviceSchema })
  }

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/x',
    'https://web.push.apple.com/Q',
    'https://wns2-par02p.notify.windows.com/w/?token=x',
  ])('takes a push service’s endpoint %s', (endpoint) => {
    expect(device({ endpoint, p256dh: P256DH, auth: AUTH }).status).toBe('success')
  })

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1/',
    'https://fcm.googleapis.com.evil.example/x',
    'https://user:pw@fcm.googleapis.com/x',
    'not a url',
    `https://fcm.googleapis.com/${'a'.repeat(1100)}`,
  ])('refuses %s, so the job never posts to a machine of the sender’s choosing', (endpoint) => {
    const result = device({ endpoint, p256dh: P256DH, auth: AUTH })
    if (result.status === 'success') throw new Error('accepted')
    expect(result.error?.endpoint).toEqual(['validation:nudge.subscription'])
  })

  it('refuses keys of the wrong length or alphabet', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc'
    expect(device({ endpoint, p256dh: P256DH.slice(1), auth: AUTH }).status).toBe('error')
    expect(device({ endpoint, p256dh: P256DH, auth: `${AUTH.slice(1)}+` }).status).toBe('error')
    expect(isPushServiceUrl('https://fcm.googleapis.com/x')).toBe(true)
  })
})

describe('how the consultation reminders come (ADR 267)', () => {
  const choose = (entries: Record<string, string>) => {
    const data = new FormData()
    for (const [key, value] of Object.entries(entries)) data.set(key, value)
    return parseWithZod(data, { schema: ReminderChoiceSchema })
  }

  it.each(['email', 'push', 'both', 'none'])('takes %j', (value) => {
    expect(choose({ reminders: value })).toMatchObject({ status: 'success', value: { reminders: value } })
  })

  it.each<Record<string, string>>([{ reminders: 'sms' }, { reminders: '' }, {}])('refuses %j with its message', (entries) => {
    const result = choose(entries)
    if (result.status === 'success') throw new Error('accepted')
    expect(result.error?.reminders).toEqual(['validation:nudge.reminders'])
  })
})
