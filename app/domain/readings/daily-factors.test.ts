import { describe, expect, it } from 'vitest'
import { birthChart } from '../../astrology/chart'
import { type DayFactors, whyToday } from '../../astrology/gochara'
import { FACTOR_TAGS, factorTag, hardestFactor, parseFactorTag, retrogradeLord, sectionFactors, strongestFactor } from './daily-factors'

// The factors a daily reading is written from (ADR 192), worked by hand from the rules in docs/astrology.md ("Why
// today", "Composing the daily reading"). The day: Friday 27 November 2026 in India, read at local noon. That day the
// Moon is in Ardra (star 6) in Gemini (sign 3); Saturn is in Pisces (12), Rahu in Aquarius (11), Ketu in Leo (5).
const DAY = { date: '2026-11-27', tz: 'Asia/Kolkata' }
const delhi = { tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 }

describe('a Simha Moon in Magha (born 6 March 1985, noon, Delhi)', () => {
  const f = whyToday(birthChart({ date: '1985-03-06', time: '12:00', ...delhi }), DAY)

  it('counts the Moon’s house, the tara and Saturn’s phase from the natal Moon', () => {
    // Natal Moon at 130.5°: Leo (120–150°) and Magha (120–133°20′), star 10.
    expect(f.natal).toMatchObject({ moonSign: 5, nakshatra: 10 })
    // Gemini counted from Leo, whole signs: 3 − 5 + 12 + 1 = 11, one of the Moon's good houses (1, 3, 6, 7, 10, 11).
    expect(f.moon).toMatchObject({ sign: 3, nakshatra: 6, house: 11, quality: 'favourable' })
    // Stars 10 to 6 counted inclusively round the 27: 6 − 10 + 27 + 1 = 24; 24 within the nines is the 6th, sadhana.
    expect(f.tara).toEqual({ number: 6, code: 'sadhana', quality: 'favourable' })
    // Pisces from Leo: 12 − 5 + 1 = 8, Ashtama Shani; Ketu in Leo is over the natal Moon.
    expect(f.saturn).toEqual({ sign: 12, houseFromMoon: 8, phase: 'ashtama-shani' })
    expect(f.transits).toEqual(['ashtama-shani', 'ketu-over-moon'])
  })

  it('names Ashtama Shani the strongest and hardest factor: Saturn’s heaviest phase outranks Ketu and the Moon', () => {
    expect(strongestFactor(f)).toEqual({ kind: 'saturn', value: 'ashtama-shani' })
    expect(hardestFactor(f)).toEqual({ kind: 'saturn', value: 'ashtama-shani' })
  })

  it('writes each section from two factors of the panel, lead first', () => {
    const { mahadasha, antardasha } = f.dasha
    expect(sectionFactors(f, 'overview').map(factorTag)).toEqual(['saturn:ashtama-shani', `mahadasha:${mahadasha}`])
    expect(sectionFactors(f, 'love').map(factorTag)).toEqual(['moon-house:11', `antardasha:${antardasha}`])
    expect(sectionFactors(f, 'career').map(factorTag)).toEqual([`mahadasha:${mahadasha}`, 'moon-house:11'])
    expect(sectionFactors(f, 'health').map(factorTag)).toEqual(['tara:sadhana', `antardasha:${antardasha}`])
    expect(sectionFactors(f, 'challenge').map(factorTag)).toEqual(['saturn:ashtama-shani', `antardasha:${antardasha}`])
    expect(sectionFactors(f, 'solution').map(factorTag)).toEqual(['saturn:ashtama-shani', `mahadasha:${mahadasha}`])
    expect(sectionFactors(f, 'advice').map(factorTag)).toEqual(['tara:sadhana', `mahadasha:${mahadasha}`])
  })
})

describe('a Kumbha Moon in Dhanishta (born 18 March 1985, 20:00, Delhi)', () => {
  const f = whyToday(birthChart({ date: '1985-03-18', time: '20:00', ...delhi }), DAY)

  it('counts the Moon’s house, the tara and Sade Sati from the natal Moon', () => {
    // Natal Moon at 302.1°: Aquarius (300–330°) and Dhanishta (293°20′–306°40′), star 23.
    expect(f.natal).toMatchObject({ moonSign: 11, nakshatra: 23 })
    // Gemini from Aquarius: 3 − 11 + 12 + 1 = 5, neither good nor bad (2, 5 and 9 are neutral).
    expect(f.moon).toMatchObject({ house: 5, quality: 'neutral' })
    // Stars 23 to 6: 6 − 23 + 27 + 1 = 11; 11 within the nines is the 2nd, sampat.
    expect(f.tara).toEqual({ number: 2, code: 'sampat', quality: 'favourable' })
    // Pisces from Aquarius is the 2nd: Sade Sati's last phase; Rahu in Aquarius is over the natal Moon.
    expect(f.saturn.phase).toBe('sade-sati-setting')
    expect(f.transits).toContain('rahu-over-moon')
  })

  it('names Rahu the strongest: a node over the Moon outranks Sade Sati’s lighter phases', () => {
    expect(strongestFactor(f)).toEqual({ kind: 'node', value: 'rahu-over-moon' })
    expect(hardestFactor(f)).toEqual({ kind: 'node', value: 'rahu-over-moon' })
  })

  it('reads differently from the Simha Moon in every section', () => {
    const simha = whyToday(birthChart({ date: '1985-03-06', time: '12:00', ...delhi }), DAY)
    for (const section of ['overview', 'love', 'career', 'health', 'challenge', 'solution', 'advice'] as const) {
      expect(sectionFactors(f, section).map(factorTag), section).not.toEqual(sectionFactors(simha, section).map(factorTag))
    }
  })
})

// Without a slow planet on the Moon, the ranking falls to the day's Moon: a marked house, else a marked tara.
describe('the ranking without a slow planet on the natal Moon', () => {
  const day = (moon: { house: number; quality: DayFactors['moon']['quality'] }, tara: DayFactors['tara']) =>
    ({
      moon,
      tara,
      saturn: { sign: 1, houseFromMoon: 3, phase: null },
      transits: [],
      dasha: { mahadasha: 'venus', antardasha: 'sun' },
    }) as unknown as DayFactors

  it('takes the Moon’s house when it is good or bad', () => {
    expect(strongestFactor(day({ house: 8, quality: 'unfavourable' }, { number: 9, code: 'parama-mitra', quality: 'favourable' }))).toEqual({
      kind: 'moon-house',
      value: '8',
    })
  })

  it('takes the tara when the house is neutral and the tara is not', () => {
    expect(strongestFactor(day({ house: 9, quality: 'neutral' }, { number: 7, code: 'naidhana', quality: 'unfavourable' }))).toEqual({
      kind: 'tara',
      value: 'naidhana',
    })
  })

  it('keeps the Moon’s house when both are neutral, and the challenge always speaks to the house', () => {
    const both = day({ house: 2, quality: 'neutral' }, { number: 1, code: 'janma', quality: 'neutral' })
    expect(strongestFactor(both)).toEqual({ kind: 'moon-house', value: '2' })
    expect(hardestFactor(both)).toEqual({ kind: 'moon-house', value: '2' })
  })
})

describe('factor tags', () => {
  it('reads back every tag the CMS offers, and nothing else', () => {
    expect(FACTOR_TAGS).toHaveLength(12 + 9 + 9 + 9 + 5 + 2 + 5)
    for (const tag of FACTOR_TAGS) expect(factorTag(parseFactorTag(tag)!)).toBe(tag)
    for (const tag of ['moon-house:13', 'tara:', 'planet:sun', 'moon-house', '']) expect(parseFactorTag(tag)).toBeNull()
  })
})

// ADR 225: a running dasha lord retrograde today adds the advice's third paragraph; any other retrograde planet does not.
describe('a retrograde dasha lord', () => {
  const withDasha = (mahadasha: string, antardasha: string, retrograde: string[]) =>
    ({
      ...whyToday(birthChart({ date: '1985-03-06', time: '12:00', ...delhi }), DAY),
      dasha: { mahadasha, antardasha },
      retrograde,
    }) as unknown as DayFactors

  it('is the antardasha’s lord first, then the mahadasha’s', () => {
    expect(retrogradeLord(withDasha('saturn', 'mercury', ['mercury', 'saturn']))).toEqual({ kind: 'retrograde', value: 'mercury' })
    expect(retrogradeLord(withDasha('saturn', 'venus', ['mercury', 'saturn']))).toEqual({ kind: 'retrograde', value: 'saturn' })
  })

  it('is none when the retrograde planets rule no running period, or none is retrograde, or the day was stored before', () => {
    expect(retrogradeLord(withDasha('sun', 'rahu', ['mercury', 'jupiter']))).toBeNull()
    expect(retrogradeLord(withDasha('saturn', 'mercury', []))).toBeNull()
    const stored = withDasha('saturn', 'mercury', [])
    delete (stored as { retrograde?: unknown }).retrograde
    expect(retrogradeLord(stored)).toBeNull()
  })

  it('adds a third paragraph to the advice only', () => {
    const f = withDasha('jupiter', 'saturn', ['saturn'])
    expect(sectionFactors(f, 'advice').map(factorTag).slice(1)).toEqual(['mahadasha:jupiter', 'retrograde:saturn'])
    for (const section of ['overview', 'love', 'career', 'health', 'challenge', 'solution'] as const) {
      expect(
        sectionFactors(f, section).some((ref) => ref.kind === 'retrograde'),
        section,
      ).toBe(false)
    }
    expect(sectionFactors(withDasha('jupiter', 'saturn', ['mercury']), 'advice')).toHaveLength(2)
  })
})
