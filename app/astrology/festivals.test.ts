import { describe, expect, it } from 'vitest'
import { FESTIVAL_RULES, festivalsOf, lunarMonths, purnimantaName, tithiSpan, vaishnavaEkadashi, vyanjuliDay } from './festivals'
import { panchang } from './panchang'

const delhi = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' }
const ist = (iso: string) => new Date(Date.parse(iso) + 5.5 * 3600_000).toISOString().slice(0, 16)
const datesOf = (year: number) => Object.fromEntries(festivalsOf(year, delhi).map((f) => [f.key, f.date]))

describe('lunar months (amanta, named by the sign the Sun enters)', () => {
  // Each month as [name, adhik, the IST date of the new moon that begins it].
  const monthsOf = (from: number, to: number) => lunarMonths(from, to).map((m) => [m.name, m.adhik, ist(new Date(m.startMs).toISOString()).slice(0, 10)])

  it('2023 has an adhik Shravana from the new moon of 18 July; the festivals take the month after it', () => {
    expect(monthsOf(Date.UTC(2023, 5, 1), Date.UTC(2023, 8, 1))).toEqual([
      ['ashadha', false, '2023-06-18'],
      ['shravana', true, '2023-07-18'],
      ['shravana', false, '2023-08-16'],
    ])
    // Raksha Bandhan and Janmashtami fall in the Shravana after the adhik one.
    expect(datesOf(2023)).toMatchObject({ 'raksha-bandhan': '2023-08-30', janmashtami: '2023-09-06' })
  })

  it('2026 has an adhik Jyeshtha from 17 May to 15 June', () => {
    expect(monthsOf(Date.UTC(2026, 3, 1), Date.UTC(2026, 5, 20))).toEqual([
      ['vaishakha', false, '2026-04-17'],
      ['jyeshtha', true, '2026-05-17'],
      ['jyeshtha', false, '2026-06-15'],
    ])
  })

  it('names a dark fortnight by the purnimanta month that ends at the next full moon', () => {
    // Diwali is Ashvin Amavasya in the amanta scheme and Kartika Amavasya in the purnimanta one.
    expect(purnimantaName('ashvin', 'krishna')).toBe('kartika')
    expect(purnimantaName('ashvin', 'shukla')).toBe('ashvin')
    expect(purnimantaName('phalguna', 'krishna')).toBe('chaitra')
  })

  it('gives a tithi its span: Amavasya of Ashvin 2026 from 8 November 11:27 to 9 November 12:31 IST', () => {
    const ashvin = lunarMonths(Date.UTC(2026, 9, 1), Date.UTC(2026, 10, 1)).find((m) => m.name === 'ashvin')!
    const amavasya = tithiSpan(ashvin, 30)
    expect(Math.abs(Date.parse('2026-11-08T11:27+05:30') - amavasya.startMs)).toBeLessThan(3 * 60_000)
    expect(Math.abs(Date.parse('2026-11-09T12:31+05:30') - amavasya.endMs)).toBeLessThan(3 * 60_000)
  })
})

describe('festival days at New Delhi, against the published calendars (Drik Panchang)', () => {
  it('Diwali 2026 is 8 November: the Amavasya holds the pradosh of the 8th, not of the 9th (when it holds the sunrise)', () => {
    const diwali = festivalsOf(2026, delhi).find((f) => f.key === 'diwali')!
    expect(diwali.date).toBe('2026-11-08')
    // The Lakshmi Puja window: the pradosh, from sunset (about 5:31 PM) for three muhurtas of the night.
    expect(ist(diwali.window!.start)).toBe('2026-11-08T17:31')
    expect(ist(diwali.window!.end)).toMatch(/^2026-11-08T20:0\d$/)
  })

  it('2025', () => {
    expect(datesOf(2025)).toMatchObject({
      'makar-sankranti': '2025-01-14',
      'vasant-panchami': '2025-02-02',
      'maha-shivaratri': '2025-02-26',
      'holika-dahan': '2025-03-13',
      holi: '2025-03-14',
      'chaitra-navratri': '2025-03-30',
      'ram-navami': '2025-04-06',
      'hanuman-jayanti': '2025-04-12',
      'akshaya-tritiya': '2025-04-30',
      'buddha-purnima': '2025-05-12',
      'guru-purnima': '2025-07-10',
      'raksha-bandhan': '2025-08-09',
      'ganesh-chaturthi': '2025-08-27',
      'sharad-navratri': '2025-09-22',
      dussehra: '2025-10-02',
      'karwa-chauth': '2025-10-10',
      dhanteras: '2025-10-18',
      diwali: '2025-10-20',
      'govardhan-puja': '2025-10-22',
      'bhai-dooj': '2025-10-23',
      'chhath-puja': '2025-10-27',
      'kartik-purnima': '2025-11-05',
    })
  })

  it('2026', () => {
    expect(datesOf(2026)).toMatchObject({
      'makar-sankranti': '2026-01-14',
      'vasant-panchami': '2026-01-23',
      'maha-shivaratri': '2026-02-15',
      'holika-dahan': '2026-03-03',
      holi: '2026-03-04',
      'chaitra-navratri': '2026-03-19',
      'ram-navami': '2026-03-26',
      'hanuman-jayanti': '2026-04-02',
      'buddha-purnima': '2026-05-01',
      'guru-purnima': '2026-07-29',
      'raksha-bandhan': '2026-08-28',
      janmashtami: '2026-09-04',
      'ganesh-chaturthi': '2026-09-14',
      'sharad-navratri': '2026-10-11',
      dussehra: '2026-10-20',
      'karwa-chauth': '2026-10-29',
      dhanteras: '2026-11-06',
      diwali: '2026-11-08',
      'govardhan-puja': '2026-11-10',
      'bhai-dooj': '2026-11-11',
      'kartik-purnima': '2026-11-24',
    })
  })

  it('Akshaya Tritiya 2026 is 19 April: the tritiya begins at 10:49 and leaves the 20th’s forenoon before three muhurtas', () => {
    const tritiya = festivalsOf(2026, delhi).find((f) => f.key === 'akshaya-tritiya')!
    expect(tritiya.date).toBe('2026-04-19')
    // The forenoon's muhurat: from the tritiya's start to the middle of the day.
    expect(ist(tritiya.window!.start)).toMatch(/^2026-04-19T10:(4\d|5[0-2])$/)
    expect(ist(tritiya.window!.end)).toMatch(/^2026-04-19T12:(1\d|2\d)$/)
  })

  it('Janmashtami 2025 is 15 August by the smarta rule: the ashtami begins at 11:49 PM and holds that night’s nishita', () => {
    const janmashtami = festivalsOf(2025, delhi).find((f) => f.key === 'janmashtami')!
    expect(janmashtami.date).toBe('2025-08-15')
    // Drik Panchang's nishita puja at New Delhi: 12:04–12:47 AM on the 16th.
    expect(ist(janmashtami.window!.start)).toMatch(/^2025-08-16T00:0[3-5]$/)
    expect(ist(janmashtami.window!.end)).toMatch(/^2025-08-16T00:4[6-8]$/)
  })

  it('2023 and 2024, the years of the engine’s almanac checks', () => {
    expect(datesOf(2023)).toMatchObject({ 'ganesh-chaturthi': '2023-09-19', dussehra: '2023-10-24', 'karwa-chauth': '2023-11-01', diwali: '2023-11-12' })
    expect(datesOf(2024)).toMatchObject({ 'maha-shivaratri': '2024-03-08', janmashtami: '2024-08-26', diwali: '2024-10-31', 'holika-dahan': '2024-03-24' })
  })
})

describe('Ekadashis by name', () => {
  it('2026 at New Delhi: each on the day the panchang reads Ekadashi at sunrise, the adhik Jyeshtha’s as Padmini and Parama', () => {
    const ekadashis = festivalsOf(2026, delhi).filter((f) => f.key.endsWith('-ekadashi'))
    expect(ekadashis.map((f) => f.key)).toEqual(
      expect.arrayContaining(['nirjala-ekadashi', 'devshayani-ekadashi', 'devutthana-ekadashi', 'padmini-ekadashi', 'parama-ekadashi']),
    )
    for (const f of ekadashis) {
      const atSunrise = panchang(f.date, delhi).tithi.number
      if (atSunrise === 10 || atSunrise === 25) {
        // A kshaya Ekadashi holds no sunrise: it is kept on the day it begins, and the next sunrise is already past it.
        const next = new Date(Date.parse(`${f.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
        expect(panchang(next, delhi).tithi.number, `${f.key} ${f.date}`).toBe(atSunrise + 2)
      } else expect([11, 26], `${f.key} ${f.date}`).toContain(atSunrise)
    }
    const order = ekadashis.map((f) => f.key)
    // The adhik month lies between Vaishakha's dark fortnight (Apara) and the true Jyeshtha (Nirjala).
    expect(order.indexOf('apara-ekadashi')).toBeLessThan(order.indexOf('padmini-ekadashi'))
    expect(order.indexOf('parama-ekadashi')).toBeLessThan(order.indexOf('nirjala-ekadashi'))
  })
})

describe('Ekadashi by tradition: smarta at sunrise, Vaishnava free of Dashami at arunodaya (96 minutes before sunrise)', () => {
  const ekadashi = (year: number, key: string) => festivalsOf(year, delhi).find((f) => f.key === key)!
  const sunriseMs = (date: string) => Date.parse(panchang(date, delhi).sunrise!)
  const minutes = (n: number) => n * 60_000

  it('the boundary: an Ekadashi begun a minute before arunodaya is kept that day; a minute after, the next day', () => {
    // 25 March 2025 at New Delhi: sunrise 6:19 AM IST, so arunodaya is 4:43 AM.
    const dawn = sunriseMs('2025-03-25') - minutes(96)
    const lasting = (startMs: number) => ({ startMs, endMs: startMs + 22 * 3_600_000 })
    expect(vaishnavaEkadashi(lasting(dawn - minutes(1)), '2025-03-25', delhi)).toBe('2025-03-25')
    expect(vaishnavaEkadashi(lasting(dawn + minutes(1)), '2025-03-25', delhi)).toBe('2025-03-26')
  })

  it('they differ: Papmochani 2025 begins at 5:05 AM on 25 March, after arunodaya (4:43 AM), so Vaishnavas keep the 26th', () => {
    const papmochani = ekadashi(2025, 'papmochani-ekadashi')
    expect(papmochani).toMatchObject({ date: '2025-03-25', vaishnava: '2025-03-26' })
    const phalguna = lunarMonths(Date.UTC(2025, 1, 1), Date.UTC(2025, 2, 31)).find((m) => m.name === 'phalguna')!
    const start = tithiSpan(phalguna, 26).startMs
    expect(ist(new Date(start).toISOString())).toMatch(/^2025-03-25T05:0[3-7]$/)
    expect(start).toBeGreaterThan(sunriseMs('2025-03-25') - minutes(96))
    expect(start).toBeLessThan(sunriseMs('2025-03-25'))
  })

  it('they agree: Devshayani 2025 begins at 6:59 PM on 5 July, long before the 6th’s arunodaya; both keep the 6th', () => {
    const devshayani = ekadashi(2025, 'devshayani-ekadashi')
    expect(devshayani.date).toBe('2025-07-06')
    expect(devshayani).not.toHaveProperty('vaishnava')
  })

  it('a kshaya Ekadashi (Yogini 2025: 7:19 AM on 21 June to 4:28 AM on the 22nd) is the 21st for smartas, the 22nd for Vaishnavas', () => {
    expect(ekadashi(2025, 'yogini-ekadashi')).toMatchObject({ date: '2025-06-21', vaishnava: '2025-06-22' })
  })

  it('a short Dvadashi: smartas fast the day before the Ekadashi’s sunrise, Vaishnavas on it (ADR 238)', () => {
    // Devutthana 2025: the Ekadashi holds the sunrise of 2 November (6:34 AM) until 7:32 AM, and the Dvadashi after it
    // ends at 5:07 AM on the 3rd, before that day's sunrise: the published smarta day is the 1st, the Vaishnava the 2nd.
    const devutthana = ekadashi(2025, 'devutthana-ekadashi')
    expect(devutthana).toMatchObject({ date: '2025-11-01', vaishnava: '2025-11-02', shortDvadashi: true })
    expect(ist(devutthana.window!.start)).toMatch(/^2025-11-01T09:(0\d|1\d)$/)
    // The same shape in 2023 and 2024, as published: Mokshada on 22 December 2023 and Papankusha on 13 October 2024,
    // each with its Vaishnava day the next.
    expect(ekadashi(2023, 'mokshada-ekadashi')).toMatchObject({ date: '2023-12-22', vaishnava: '2023-12-23', shortDvadashi: true })
    expect(ekadashi(2024, 'papankusha-ekadashi')).toMatchObject({ date: '2024-10-13', vaishnava: '2024-10-14', shortDvadashi: true })
    // A Dvadashi that holds the next sunrise leaves the sunrise day alone (Devshayani 2025).
    expect(ekadashi(2025, 'devshayani-ekadashi')).not.toHaveProperty('shortDvadashi')
  })

  it('a Dvadashi at two sunrises (Vyanjuli Mahadvadashi): Vaishnavas fast on its first sunrise day (ADR 238)', () => {
    // Nirjala 2025: the Ekadashi from 2:16 AM on 6 June holds one sunrise (the 6th, and arunodaya too); the Dvadashi
    // after it holds the sunrises of the 7th and the 8th. The published Vaishnava fast is the 7th.
    expect(ekadashi(2025, 'nirjala-ekadashi')).toMatchObject({ date: '2025-06-06', vaishnava: '2025-06-07' })
    const jyeshtha = lunarMonths(Date.UTC(2025, 4, 20), Date.UTC(2025, 5, 30)).find((m) => m.name === 'jyeshtha' && !m.adhik)!
    expect(vyanjuliDay(tithiSpan(jyeshtha, 11), tithiSpan(jyeshtha, 12), delhi)).toBe('2025-06-07')
    // Devshayani 2025's Dvadashi holds one sunrise: no Mahadvadashi.
    const ashadha = lunarMonths(Date.UTC(2025, 5, 20), Date.UTC(2025, 6, 30)).find((m) => m.name === 'ashadha')!
    expect(vyanjuliDay(tithiSpan(ashadha, 11), tithiSpan(ashadha, 12), delhi)).toBeNull()
  })

  it('an Ekadashi at two sunrises begun just before the first (Padmini 2026, 5:11 AM on 26 May): smartas the first, Vaishnavas the second', () => {
    expect(ekadashi(2026, 'padmini-ekadashi')).toMatchObject({ date: '2026-05-26', vaishnava: '2026-05-27' })
  })

  it('2025 and 2026 at New Delhi: where the two differ, the Vaishnava day is the next one', () => {
    const differing: string[] = []
    for (const year of [2025, 2026]) {
      for (const f of festivalsOf(year, delhi).filter((d) => d.key.endsWith('-ekadashi'))) {
        if (!f.vaishnava) continue
        differing.push(`${f.key} ${f.date}`)
        expect(Date.parse(f.vaishnava) - Date.parse(f.date)).toBe(86_400_000)
      }
    }
    // 2025's five pairs are the published ones (Drik Panchang's smarta and Vaishnava days); see docs/astrology.md.
    expect(differing).toEqual([
      'papmochani-ekadashi 2025-03-25',
      'nirjala-ekadashi 2025-06-06',
      'yogini-ekadashi 2025-06-21',
      'devutthana-ekadashi 2025-11-01',
      'pausha-putrada-ekadashi 2025-12-30',
      'padmini-ekadashi 2026-05-26',
      'yogini-ekadashi 2026-07-10',
      'shravana-putrada-ekadashi 2026-08-23',
      'devutthana-ekadashi 2026-11-20',
    ])
  })
})

describe('every Ekadashi of 2025 and 2026 at New Delhi (smarta days), against the published lists', () => {
  // Month-day and name, as the published lists give them.
  // prettier-ignore
  const lists: Record<number, string> = {
    2025: [
      '01-10 pausha-putrada, 01-25 shattila, 02-08 jaya, 02-24 vijaya, 03-10 amalaki, 03-25 papmochani',
      '04-08 kamada, 04-24 varuthini, 05-08 mohini, 05-23 apara, 06-06 nirjala, 06-21 yogini',
      '07-06 devshayani, 07-21 kamika, 08-05 shravana-putrada, 08-19 aja, 09-03 parsva, 09-17 indira',
      '10-03 papankusha, 10-17 rama, 11-01 devutthana, 11-15 utpanna, 12-01 mokshada, 12-15 saphala',
      '12-30 pausha-putrada',
    ].join(', '),
    2026: [
      '01-14 shattila, 01-29 jaya, 02-13 vijaya, 02-27 amalaki, 03-15 papmochani, 03-29 kamada',
      '04-13 varuthini, 04-27 mohini, 05-13 apara, 05-26 padmini, 06-11 parama, 06-25 nirjala, 07-10 yogini',
      '07-25 devshayani, 08-09 kamika, 08-23 shravana-putrada, 09-07 aja, 09-22 parsva, 10-06 indira',
      '10-22 papankusha, 11-05 rama, 11-20 devutthana, 12-04 utpanna, 12-20 mokshada',
    ].join(', '),
  }

  it.each([2025, 2026])('%i (2026 with the adhik Jyeshtha’s Padmini and Parama)', (year) => {
    const smarta = festivalsOf(year, delhi)
      .filter((f) => f.key.endsWith('-ekadashi'))
      .map((f) => `${f.date.slice(5)} ${f.key.replace(/-ekadashi$/, '')}`)
    expect(smarta.join(', ')).toBe(lists[year])
  })
})

describe('the rules, case by case', () => {
  it('bhadra: Holika Dahan 2025 waits for bhadra to end on the 13th, 11:26 PM (the Purnima is too short on the 14th)', () => {
    const holika = festivalsOf(2025, delhi).find((f) => f.key === 'holika-dahan')!
    expect(holika.date).toBe('2025-03-13')
    expect(ist(holika.window!.start)).toMatch(/^2025-03-13T23:2\d$/)
  })

  it('bhadra: Holika Dahan 2023 moves to the 7th, whose Purnima lasts three praharas after sunrise, at its pradosh', () => {
    const holika = festivalsOf(2023, delhi).find((f) => f.key === 'holika-dahan')!
    expect(holika.date).toBe('2023-03-07')
    expect(ist(holika.window!.start)).toMatch(/^2023-03-07T18:2\d$/)
  })

  it('bhadra: Raksha Bandhan 2023 is the night of 30 August after bhadra (9:01 PM), the Purnima being too short on the 31st', () => {
    const rakhi = festivalsOf(2023, delhi).find((f) => f.key === 'raksha-bandhan')!
    expect(rakhi.date).toBe('2023-08-30')
    expect(ist(rakhi.window!.start)).toMatch(/^2023-08-30T21:0\d$/)
  })

  it('moonrise: Karwa Chauth 2025 falls back to the sunrise rule when the chaturthi holds neither moonrise', () => {
    expect(datesOf(2025)['karwa-chauth']).toBe('2025-10-10')
  })

  it('a tithi that spans two sunrises (the shashthi of 27–28 October 2025) is kept on the first', () => {
    const kartika = lunarMonths(Date.UTC(2025, 9, 15), Date.UTC(2025, 10, 1)).find((m) => m.name === 'kartika')!
    const shashthi = tithiSpan(kartika, 6)
    expect(ist(new Date(shashthi.startMs).toISOString()) < '2025-10-27T06:30').toBe(true)
    expect(ist(new Date(shashthi.endMs).toISOString()) > '2025-10-28T06:31').toBe(true)
    expect(datesOf(2025)['chhath-puja']).toBe('2025-10-27')
  })

  it('every festival has a key of lowercase words joined by hyphens, and every year 1920–2100 gives each once', () => {
    for (const key of Object.keys(FESTIVAL_RULES)) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/)
    for (const year of [1920, 1983, 2062, 2100]) {
      const all = festivalsOf(year, delhi)
      const keys = all.filter((f) => !f.key.endsWith('-ekadashi')).map((f) => f.key)
      expect(new Set(keys).size).toBe(keys.length)
      expect(keys.length).toBe(Object.keys(FESTIVAL_RULES).length)
      // 24 or 25 Ekadashis, or 26 in a year with an adhik month; each (key, date) once.
      const ekadashis = all.filter((f) => f.key.endsWith('-ekadashi'))
      expect(ekadashis.length).toBeGreaterThanOrEqual(24)
      expect(ekadashis.length).toBeLessThanOrEqual(27)
      expect(new Set(ekadashis.map((f) => `${f.key}-${f.date}`)).size).toBe(ekadashis.length)
      for (const f of all) expect(f.date.startsWith(String(year))).toBe(true)
    }
    expect(() => festivalsOf(1919, delhi)).toThrowError(expect.objectContaining({ code: 'DATE_OUT_OF_RANGE' }))
  })
})
