import { describe, expect, it } from 'vitest'
import { birthChart } from '../../astrology/chart'
import { whyToday } from '../../astrology/gochara'
import { dailyLuckyNumbers, dailyPowerColours } from '../../astrology/lucky'
import { chooseDailyTexts, type CandidateText, DAILY_SECTIONS } from './choose'
import { dailyReadingCore } from './daily'

const chart = birthChart({ date: '1990-05-15', time: '10:30', tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 })
const texts: CandidateText[] = DAILY_SECTIONS.flatMap((section, s) =>
  Array.from({ length: 10 }, (_, i) => ({ id: s * 100 + i, section, appliesTo: { kind: 'general' } })),
)

describe('dailyReadingCore', () => {
  it('puts together the factors, the chosen texts, the numbers and both colour lists', () => {
    const core = dailyReadingCore({ chart, date: '2024-06-01', tz: 'Asia/Kolkata', userKey: 'u1', texts })
    const factors = whyToday(chart, { date: '2024-06-01', tz: 'Asia/Kolkata' })
    expect(core.factors).toEqual(factors)
    expect(core.choice).toEqual(chooseDailyTexts({ factors, userKey: 'u1', texts }))
    expect(core.luckyNumbers).toEqual(dailyLuckyNumbers(factors))
    expect(core.powerColours).toEqual(dailyPowerColours(factors, 5).map((c) => c.name))
    expect(core.readingColours).toEqual(core.powerColours.slice(0, 3))
    expect(core.textIds).toEqual(DAILY_SECTIONS.map((s) => core.choice.ids[s]))
  })
})
