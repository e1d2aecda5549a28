import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { DailyNudgeSchema } from './daily-nudge'

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
