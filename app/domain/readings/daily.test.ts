import { describe, expect, it } from 'vitest'
import { birthChart } from '../../astrology/chart'
import type { CandidateText } from './choose'
import { dailyReadingCore } from './daily'

// One chart and one day, with every expected value worked out by hand from the rules in docs/astrology.md ("Why today",
// "Text choice", "Lucky elements from the chart") and the product spec (spec 2.7: 5 lucky numbers, power colours):
// nothing below is computed by the functions the reading calls.
//
// The chart: born 15 May 1990, 10:30 IST, Mumbai. The natal Moon is at the start of Uttara Ashadha (star 21, pada 1),
// which lies in Sagittarius (sign 9); the ascendant is Cancer (sign 4).
// The day: Saturday 1 June 2024 in India, read at local noon (06:30 UTC, ADR 076). The almanac for that day gives
// Krishna Dashami (tithi 15 + 10 = 25) and the Moon in Uttara Bhadrapada (star 26) in Pisces (sign 12).
const chart = birthChart({ date: '1990-05-15', time: '10:30', tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 })
const DATE = '2024-06-01'
const TZ = 'Asia/Kolkata'

// One text per section written for the birth star, and beside it texts the chart does not select: another birth star,
// the sign the Moon is passing through today (the selectors read the natal Moon, not the transiting one) and a band
// this day does not have. No general texts, so each section's pool holds the one birth-star text and the draw cannot
// pick anything else. The challenge names its solution, written for another star: the pair wins over the pool.
const texts: CandidateText[] = [
  { id: 1, section: 'overview', appliesTo: { kind: 'nakshatra', value: 'Uttara Ashadha' } },
  { id: 2, section: 'overview', appliesTo: { kind: 'nakshatra', value: 'Revati' } },
  { id: 3, section: 'overview', appliesTo: { kind: 'sign', value: 'Pisces' } },
  { id: 11, section: 'love', appliesTo: { kind: 'nakshatra', value: 'Uttara Ashadha' } },
  { id: 12, section: 'love', appliesTo: { kind: 'band', value: 'high' } },
  { id: 21, section: 'career', appliesTo: { kind: 'nakshatra', value: 'Uttara Ashadha' } },
  { id: 22, section: 'career', appliesTo: { kind: 'sign', value: 'Gemini' } },
  { id: 31, section: 'health', appliesTo: { kind: 'nakshatra', value: 'Uttara Ashadha' } },
  { id: 41, section: 'challenge', appliesTo: { kind: 'nakshatra', value: 'Uttara Ashadha' }, pairsWith: 52 },
  { id: 51, section: 'solution', appliesTo: { kind: 'nakshatra', value: 'Uttara Ashadha' } },
  { id: 52, section: 'solution', appliesTo: { kind: 'nakshatra', value: 'Revati' } },
  { id: 61, section: 'advice', appliesTo: { kind: 'nakshatra', value: 'Uttara Ashadha' } },
]

describe('dailyReadingCore, worked by hand for one chart and one day', () => {
  const core = dailyReadingCore({ chart, date: DATE, tz: TZ, userKey: 'u1', texts })

  it('reads the day’s factors for the chart', () => {
    expect(core.factors).toMatchObject({
      date: DATE,
      tz: TZ,
      referenceInstant: '2024-06-01T06:30:00.000Z',
      // 1 June 2024 was a Saturday (0 = Sunday).
      weekday: 6,
      tithi: 25,
      natal: { moonSign: 9, nakshatra: 21, ascendantSign: 4, uncertain: false },
      // House from the natal Moon, whole signs: Pisces is the 4th from Sagittarius (12 − 9 + 1); 4 is unfavourable.
      moon: { sign: 12, nakshatra: 26, house: 4, quality: 'unfavourable' },
      // Tara: stars 21 to 26 counted inclusively make 6, sadhana, a favourable one.
      tara: { number: 6, code: 'sadhana', quality: 'favourable' },
      // Vimshottari from a Moon early in Uttara Ashadha (the Sun's star): the Sun's dasha runs out in late 1994, then
      // the Moon's 10 years, Mars's 7 and Rahu's 18 from December 2011. Within Rahu's: Rahu, Jupiter, Saturn,
      // Mercury, Ketu, then Venus's 3 years from mid-2023 to mid-2026.
      dasha: { mahadasha: 'rahu', antardasha: 'venus' },
      // Saturn in Aquarius is 3rd from the Moon (no sade sati, ashtama or kantaka phase); Jupiter in Taurus is 6th,
      // not one of 2, 5, 7, 9, 11, so unfavourable; Rahu in Pisces and Ketu in Virgo are not over the natal Moon.
      saturn: { sign: 11, houseFromMoon: 3, phase: null },
      jupiter: { sign: 2, houseFromMoon: 6, quality: 'unfavourable' },
      rahu: { sign: 12, houseFromMoon: 4 },
      ketu: { sign: 6, houseFromMoon: 10 },
      transits: [],
      // Band: −1 for the 4th house, +1 for a favourable tara, nothing for Jupiter or Saturn: 0 is medium.
      band: 'medium',
    })
  })

  it('takes each section’s text from the birth star’s texts, and the solution the challenge names', () => {
    expect(core.choice).toEqual({
      ids: { overview: 1, love: 11, career: 21, health: 31, challenge: 41, solution: 52, advice: 61 },
      matchedBy: {
        overview: 'nakshatra',
        love: 'nakshatra',
        career: 'nakshatra',
        health: 'nakshatra',
        challenge: 'nakshatra',
        solution: 'pair',
        advice: 'nakshatra',
      },
    })
  })

  // The grahas of the day: the antardasha lord (Venus), today's star's lord (Uttara Bhadrapada: Saturn), the natal
  // Moon sign's lord (Sagittarius: Jupiter), the mahadasha lord (Rahu), the weekday's lord (Saturday: Saturn, already
  // listed), then Saturday's horas in the Chaldean order from Saturn (Saturn, Jupiter, Mars, Sun, Venus, Mercury,
  // Moon) for those not yet listed. The first five: Venus, Saturn, Jupiter, Rahu, Mars.

  it('gives five lucky numbers, one per graha of the day, in ascending order', () => {
    // 9·m + the graha's number, m = (birth star 21 + today's star 26 + i) mod 6 for numbers 1–5, mod 5 for 6–9:
    //   i = 0 Venus 6:   47 mod 5 = 2 → 18 + 6 = 24
    //   i = 1 Saturn 8:  48 mod 5 = 3 → 27 + 8 = 35
    //   i = 2 Jupiter 3: 49 mod 6 = 1 →  9 + 3 = 12
    //   i = 3 Rahu 4:    50 mod 6 = 2 → 18 + 4 = 22
    //   i = 4 Mars 9:    51 mod 5 = 1 →  9 + 9 = 18
    expect(core.luckyNumbers).toEqual([12, 18, 22, 24, 35])
  })

  it('gives the five grahas’ colours as the power colours', () => {
    // Venus Pink, Saturn Blue, Jupiter Yellow, Rahu Black, Mars Red (the Sun, whose colour follows the paksha, is not
    // among the five).
    expect(core.powerColours).toEqual(['Pink', 'Blue', 'Yellow', 'Black', 'Red'])
  })
})

// The same chart and day with texts written per factor (ADR 192): the Moon in the 4th, Sadhana tara, Rahu's
// mahadasha with Venus's antardasha, no slow planet on the Moon. The Moon's 4th is marked bad, so it is the strongest
// factor and the hardest; the sections take their paragraphs from these texts and cite them.
describe('dailyReadingCore composes each section from the chart’s factors', () => {
  const factorTexts: CandidateText[] = [
    { id: 101, section: 'overview', appliesTo: { kind: 'factor', value: 'moon-house:4' } },
    { id: 102, section: 'overview', appliesTo: { kind: 'factor', value: 'mahadasha:rahu' } },
    { id: 103, section: 'overview', appliesTo: { kind: 'factor', value: 'moon-house:10' } },
    { id: 111, section: 'love', appliesTo: { kind: 'factor', value: 'moon-house:4' } },
    { id: 112, section: 'love', appliesTo: { kind: 'factor', value: 'antardasha:venus' } },
    { id: 121, section: 'career', appliesTo: { kind: 'factor', value: 'mahadasha:rahu' } },
    { id: 131, section: 'health', appliesTo: { kind: 'factor', value: 'tara:sadhana' } },
    { id: 132, section: 'health', appliesTo: { kind: 'factor', value: 'tara:naidhana' } },
    { id: 141, section: 'challenge', appliesTo: { kind: 'factor', value: 'moon-house:4' } },
    { id: 151, section: 'solution', appliesTo: { kind: 'factor', value: 'moon-house:4' } },
    { id: 161, section: 'advice', appliesTo: { kind: 'factor', value: 'mahadasha:rahu' } },
  ]
  const core = dailyReadingCore({ chart, date: DATE, tz: TZ, userKey: 'u1', texts: [...texts, ...factorTexts] })
  const cite = (section: keyof typeof core.paragraphs) => core.paragraphs[section].map((p) => [p.id, p.factor && `${p.factor.kind}:${p.factor.value}`])

  it('opens the overview with the strongest factor, then the mahadasha', () => {
    expect(cite('overview')).toEqual([
      [101, 'moon-house:4'],
      [102, 'mahadasha:rahu'],
    ])
  })

  it('takes a paragraph per factor that has a text, and falls back to the drawn text where none has', () => {
    expect(cite('love')).toEqual([
      [111, 'moon-house:4'],
      [112, 'antardasha:venus'],
    ])
    expect(cite('career')).toEqual([[121, 'mahadasha:rahu']])
    expect(cite('health')).toEqual([[131, 'tara:sadhana']])
    expect(cite('challenge')).toEqual([[141, 'moon-house:4']])
    expect(cite('solution')).toEqual([[151, 'moon-house:4']])
    expect(cite('advice')).toEqual([[161, 'mahadasha:rahu']])
    // No factor text for a section at all: ADR 092's draw, cited as a text for every chart.
    const bare = dailyReadingCore({ chart, date: DATE, tz: TZ, userKey: 'u1', texts })
    expect(bare.paragraphs.overview).toEqual([{ id: 1, factor: null }])
  })
})
