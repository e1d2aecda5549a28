import { beforeEach, describe, expect, it, vi } from 'vitest'

// The form's action with the account and the save stubbed: a save the server refuses or cannot make is said once, in
// the form, and not again as a toast (ADR 138).
const state = vi.hoisted(() => ({ save: async () => {}, rejection: null as string | null }))
vi.mock('../utils/auth.server', () => ({ getUser: async () => ({ id: 1, email: 'a@b.in', preferredLanguage: 'en' }) }))
vi.mock('../services/profiles.server', () => ({
  getProfile: async () => null,
  saveProfile: () => state.save(),
  profileRejection: () => state.rejection,
}))

const { profileFormAction } = await import('./profile-form.server')

type Answer = { data: { result: { status: string; error?: Record<string, string[]> }; toast?: unknown }; init: { status: number } }

function post(fields: Record<string, string>) {
  return new Request('http://localhost/horoscope', { method: 'POST', body: new URLSearchParams(fields) })
}

const complete = {
  fullName: 'Meera Iyer',
  birthDay: '14',
  birthMonth: '3',
  birthYear: '1990',
  birthHour: '6',
  birthMinute: '30',
  birthPeriod: 'AM',
  gender: 'female',
  placeManual: 'on',
  placeName: 'Varanasi',
  placeCountry: 'India',
  latitude: '25.3176',
  longitude: '82.9739',
  timeZone: 'Asia/Kolkata',
}

beforeEach(() => {
  state.save = async () => {}
  state.rejection = null
})

describe('profileFormAction', () => {
  it('says a failed save once, above the form, with no toast', async () => {
    state.save = async () => {
      throw new Error('database is locked')
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const answer = (await profileFormAction(post(complete), { path: '/horoscope', locale: 'en' })) as unknown as Answer
    expect(answer.init.status).toBe(503)
    expect(answer.data.result.error?.['']).toEqual(['validation:profile.saveFailed'])
    expect(answer.data.toast).toBeUndefined()
  })

  it('says a refused save once, above the form, with no toast', async () => {
    state.save = async () => {
      throw new Error('refused')
    }
    state.rejection = 'birth date'
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const answer = (await profileFormAction(post(complete), { path: '/horoscope', locale: 'en' })) as unknown as Answer
    expect(answer.init.status).toBe(400)
    expect(answer.data.result.error?.['']).toEqual(['validation:profile.rejected'])
    expect(answer.data.toast).toBeUndefined()
  })

  it('keeps the spec\'s "Missing Information" toast for a form sent with required fields empty', async () => {
    const answer = (await profileFormAction(post({ ...complete, fullName: '', gender: '' }), { path: '/horoscope', locale: 'en' })) as unknown as Answer
    expect(answer.init.status).toBe(400)
    expect(answer.data.toast).toMatchObject({ title: 'Missing Information', variant: 'destructive' })
  })
})
