import { getPanchangam, Observer } from '@ishubhamx/panchangam-js'
import { describe, expect, it } from 'vitest'
import { choghadiyaAt, CHOGHADIYAS, KAAL_SEGMENTS, lastNightChoghadiya, muhurtaDay, muhurtasOf, type Muhurtas, type MuhurtaDay } from './muhurta'
import { panchang } from './panchang'

const DELHI = { lat: 28.6358, lon: 77.2245, tz: 'Asia/Kolkata' }
const REYKJAVIK = { lat: 64.1355, lon: -21.8954, tz: 'Atlantic/Reykjavik' }
const TROMSO = { lat: 69.6496, lon: 18.957, tz: 'Europe/Oslo' }
const NEW_YORK = { lat: 40.7143, lon: -74.006, tz: 'America/New_York' }

/** "dd/mm hh:mm:ss" on the place's clock (seconds cut, not rounded). */
function local(iso: string | null | undefined, tz: string): string {
  if (!iso) return String(iso)
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: tz,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  return parts.format(new Date(iso)).replace(',', '')
}

const span = (w: { start: string; end: string } | null, tz: string) => (w ? `${local(w.start, tz)} – ${local(w.end, tz)}` : null)

function ok(day: MuhurtaDay): Muhurtas & MuhurtaDay {
  if (day.status !== 'ok') throw new Error(`expected muhurtas, got ${day.status}`)
  return day
}

/** Rahu kaal, Yamaganda and Gulika kaal, on the place's clock. */
const kaals = (day: Muhurtas, tz: string) => [span(day.rahuKaal, tz), span(day.yamaganda, tz), span(day.gulikaKaal, tz)]
const names = (list: readonly { name: string }[] | null) => list?.map((c) => c.name)
const durationMs = (w: { start: string; end: string }) => Date.parse(w.end) - Date.parse(w.start)

describe('a Monday in New Delhi (23 November 2026)', () => {
  const day = ok(muhurtaDay('2026-11-23', DELHI))
  const tz = DELHI.tz

  it('starts from the panchang’s own sunrise and cuts the day at the sunset after it', () => {
    // The engine's crossings (IST): previous sunset 22 Nov 17:25:00.9, sunrise 06:49:52.1, sunset 17:24:45.8,
    // next sunrise 24 Nov 06:50:39.8.
    expect(day.sunrise).toBe(panchang('2026-11-23', DELHI).sunrise)
    expect(day.sunset).toBe(panchang('2026-11-23', DELHI).sunset)
    expect(local(day.previousSunset, tz)).toBe('22/11 17:25:00')
    expect(local(day.sunrise, tz)).toBe('23/11 06:49:52')
    expect(local(day.sunset, tz)).toBe('23/11 17:24:45')
    expect(local(day.nextSunrise, tz)).toBe('24/11 06:50:39')
    expect(day.weekday).toBe(2)
  })

  it('puts Rahu kaal in the 2nd eighth, Yamaganda in the 4th, Gulika kaal in the 6th', () => {
    // Daylight 06:49:52.1 → 17:24:45.8 = 10 h 34 min 53.7 s = 38 093.7 s; an eighth is 4 761.7 s = 1 h 19 min 21.7 s.
    // Rahu (Monday, 2nd): sunrise + 1 eighth = 08:09:13.8, to + 2 eighths = 09:28:35.5.
    // Yamaganda (Monday, 4th): + 3 eighths (3 h 58 min 05.1 s) = 10:47:57.2, to 12:07:18.9.
    // Gulika (Monday, 6th): + 5 eighths (6 h 36 min 48.6 s) = 13:26:40.6, to 14:46:02.3.
    expect(kaals(day, tz)).toEqual(['23/11 08:09:13 – 23/11 09:28:35', '23/11 10:47:57 – 23/11 12:07:18', '23/11 13:26:40 – 23/11 14:46:02'])
  })

  it('gives Abhijit as the 8th of the 15 day muhurtas and Brahma muhurta as the 14th of the night before sunrise', () => {
    // A day muhurta is 38 093.7 s / 15 = 2 539.6 s = 42 min 19.6 s; the 8th starts 7 of them (4 h 56 min 17.1 s) after
    // sunrise: 11:46:09.1 to 12:28:28.7, around local noon.
    expect(span(day.abhijit, tz)).toBe('23/11 11:46:09 – 23/11 12:28:28')
    // The night before: 22 Nov 17:25:00.9 → 06:49:52.1 = 13 h 24 min 51.2 s = 48 291.2 s; a night muhurta is 3 219.4 s
    // = 53 min 39.4 s. The 14th begins two of them before sunrise: 06:49:52.1 − 1 h 47 min 18.8 s = 05:02:33.3,
    // and ends one before, 05:56:12.7.
    expect(span(day.brahmaMuhurta, tz)).toBe('23/11 05:02:33 – 23/11 05:56:12')
  })

  it('runs Monday’s choghadiyas by day from Amrit and by night from Char', () => {
    expect(names(day.dayChoghadiyas)).toEqual(['amrit', 'kaal', 'shubh', 'rog', 'udveg', 'char', 'labh', 'amrit'])
    expect(day.dayChoghadiyas.map((c) => c.quality)).toEqual(['good', 'bad', 'good', 'bad', 'bad', 'neutral', 'good', 'good'])
    // A day choghadiya is the same eighth as the kaals: the 2nd (Kaal) is Rahu kaal's window.
    expect(day.dayChoghadiyas[1]).toMatchObject(day.rahuKaal)
    expect(names(day.nightChoghadiyas)).toEqual(['char', 'rog', 'kaal', 'labh', 'udveg', 'shubh', 'amrit', 'char'])
    // Night 17:24:45.8 → 06:50:39.8 = 13 h 25 min 54.1 s = 48 354.1 s; an eighth is 1 h 40 min 44.3 s. The 5th,
    // Udveg, starts 4 eighths (6 h 42 min 57.0 s) after sunset: 00:07:42.8 on the 24th.
    expect(span(day.nightChoghadiyas![4]!, tz)).toBe('24/11 00:07:42 – 24/11 01:48:27')
    expect(day.nightChoghadiyas![7]!.end).toBe(day.nextSunrise)
  })

  it('agrees with panchangam-js on the kaals, Abhijit and Brahma muhurta to the second', () => {
    // An independent implementation on the same astronomy (its day choghadiyas follow another order, so not those).
    const other = getPanchangam(new Date('2026-11-23T12:00:00Z'), new Observer(DELHI.lat, DELHI.lon, 0), { timezoneOffset: 330 })
    const near = (iso: string, date: Date | null | undefined) => expect(Math.abs(Date.parse(iso) - date!.getTime())).toBeLessThan(1000)
    near(day.rahuKaal.start, other.rahuKalamStart)
    near(day.rahuKaal.end, other.rahuKalamEnd)
    near(day.yamaganda.start, other.yamagandaKalam?.start)
    near(day.gulikaKaal.start, other.gulikaKalam?.start)
    near(day.abhijit!.start, other.abhijitMuhurta?.start)
    near(day.brahmaMuhurta!.start, other.brahmaMuhurta?.start)
  })
})

describe('far north, where day and night are very unequal', () => {
  it('Reykjavik at midwinter (Monday 21 December 2026): 31-minute day choghadiyas, 2½-hour night ones', () => {
    const tz = REYKJAVIK.tz
    const day = ok(muhurtaDay('2026-12-21', REYKJAVIK))
    // Sunrise 11:21:54.0, sunset 15:29:26.6: daylight 4 h 07 min 32.6 s = 14 852.6 s; an eighth is 30 min 56.6 s.
    expect(local(day.sunrise, tz)).toBe('21/12 11:21:54')
    expect(local(day.sunset, tz)).toBe('21/12 15:29:26')
    // Rahu kaal, Monday's 2nd eighth: 11:52:50.6 – 12:23:47.1.
    expect(span(day.rahuKaal, tz)).toBe('21/12 11:52:50 – 21/12 12:23:47')
    // Night to 22 Dec 11:22:22.8: 19 h 52 min 56.2 s = 71 576.2 s; an eighth is 2 h 29 min 07.0 s. The 4th night
    // choghadiya (Labh) starts 3 eighths (7 h 27 min 21.1 s) after sunset: 22:56:47.7.
    expect(span(day.nightChoghadiyas![3]!, tz)).toBe('21/12 22:56:47 – 22/12 01:25:54')
    expect(day.nightChoghadiyas![3]!.name).toBe('labh')
    expect(durationMs(day.nightChoghadiyas![0]!) / durationMs(day.dayChoghadiyas[0]!)).toBeCloseTo(71_576.2 / 14_852.6, 3)
    // Abhijit: a day muhurta is 14 852.6 / 15 = 990.2 s = 16 min 30.2 s; 7 of them after sunrise = 13:17:25.2.
    expect(span(day.abhijit, tz)).toBe('21/12 13:17:25 – 21/12 13:33:55')
    // The night before (20 Dec 15:29:03.3 → 11:21:54.0) is 71 570.7 s; its muhurta 1 h 19 min 31.4 s; Brahma muhurta
    // begins 2 h 39 min 02.8 s before sunrise: 08:42:51.2, in the dark of the morning.
    expect(span(day.brahmaMuhurta, tz)).toBe('21/12 08:42:51 – 21/12 10:02:22')
  })

  it('Reykjavik at midsummer (Sunday 21 June 2026): the day ends after midnight and the night lasts under three hours', () => {
    const tz = REYKJAVIK.tz
    const day = ok(muhurtaDay('2026-06-21', REYKJAVIK))
    // The panchang's sunset is the one on the calendar date, 00:03:10 — the end of the day before. The muhurtas take
    // the sunset after sunrise (02:55:25.0): 22 June 00:03:22.1. Daylight 21 h 07 min 57.1 s = 76 077.1 s; an eighth
    // is 2 h 38 min 29.6 s.
    expect(local(panchang('2026-06-21', REYKJAVIK).sunset, tz)).toBe('21/06 00:03:10')
    expect(local(day.sunrise, tz)).toBe('21/06 02:55:25')
    expect(local(day.sunset, tz)).toBe('22/06 00:03:22')
    expect(local(day.previousSunset, tz)).toBe('21/06 00:03:10')
    // Sunday: Rahu kaal is the 8th eighth, 21:24:52.5 to sunset; Yamaganda the 5th (13:29:23.6); Gulika the 7th.
    expect(kaals(day, tz)).toEqual(['21/06 21:24:52 – 22/06 00:03:22', '21/06 13:29:23 – 21/06 16:07:53', '21/06 18:46:22 – 21/06 21:24:52'])
    expect(names(day.dayChoghadiyas)).toEqual(['udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh', 'rog', 'udveg'])
    // Night 00:03:22.1 → 02:55:41.2 = 2 h 52 min 19.1 s = 10 339.1 s; an eighth is 21 min 32.4 s. Sunday night begins
    // with Shubh.
    expect(names(day.nightChoghadiyas)).toEqual(['shubh', 'amrit', 'char', 'rog', 'kaal', 'labh', 'udveg', 'shubh'])
    expect(span(day.nightChoghadiyas![1]!, tz)).toBe('22/06 00:24:54 – 22/06 00:46:26')
    // The night before is 00:03:10.7 → 02:55:25.0 = 10 334.3 s; a muhurta 11 min 28.95 s; Brahma 02:32:27 – 02:43:56.
    expect(span(day.brahmaMuhurta, tz)).toBe('21/06 02:32:27 – 21/06 02:43:56')
  })

  it('Tromsø: no muhurtas in the polar night or under the midnight sun, said as such', () => {
    expect(muhurtaDay('2026-12-15', TROMSO)).toEqual({ date: '2026-12-15', weekday: 3, status: 'polar-night' })
    expect(muhurtaDay('2026-06-21', TROMSO)).toEqual({ date: '2026-06-21', weekday: 1, status: 'midnight-sun' })
  })

  it('Tromsø’s last sunrise before the polar night has a day but no night to divide', () => {
    // 27 November 2026: sunrise 11:20, sunset 11:42 (CET); the Sun does not rise again until mid-January.
    const day = ok(muhurtaDay('2026-11-27', TROMSO))
    expect(local(day.sunrise, TROMSO.tz)).toBe('27/11 11:20:25')
    expect(local(day.sunset, TROMSO.tz)).toBe('27/11 11:42:21')
    expect(day.nextSunrise).toBeNull()
    expect(day.nightChoghadiyas).toBeNull()
    expect(day.dayChoghadiyas).toHaveLength(8)
    expect(day.brahmaMuhurta).not.toBeNull()
  })

  it('Tromsø’s first sunrise after the polar night has no night before it, so no Brahma muhurta', () => {
    const day = ok(muhurtaDay('2026-01-15', TROMSO))
    expect(day.previousSunset).toBeNull()
    expect(day.brahmaMuhurta).toBeNull()
    expect(day.nightChoghadiyas).toHaveLength(8)
  })

  it('never puts a crossing before the one it follows, through a year at 66–78° north and south', () => {
    const places = [TROMSO, { lat: 78.2232, lon: 15.6267, tz: 'Arctic/Longyearbyen' }, { lat: -77.846, lon: 166.676, tz: 'Antarctica/McMurdo' }]
    for (const place of places) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 5 * 86_400_000) {
        const day = muhurtaDay(new Date(t).toISOString().slice(0, 10), place)
        if (day.status !== 'ok') continue
        const crossings = [day.previousSunset, day.sunrise, day.sunset, day.nextSunrise].filter((x) => x !== null).map(Date.parse)
        for (let i = 1; i < crossings.length; i++) expect(crossings[i]!).toBeGreaterThan(crossings[i - 1]!)
      }
    }
  })
})

describe('far from India: New York on a Wednesday (25 November 2026)', () => {
  const tz = NEW_YORK.tz
  const day = ok(muhurtaDay('2026-11-25', NEW_YORK))

  it('reads the times on the place’s own clock', () => {
    // Sunrise 06:54:20.9 EST, sunset 16:31:26.6: daylight 9 h 37 min 05.7 s = 34 625.7 s; an eighth 1 h 12 min 08.2 s.
    expect(local(day.sunrise, tz)).toBe('25/11 06:54:20')
    expect(local(day.sunset, tz)).toBe('25/11 16:31:26')
    // Wednesday: Rahu kaal the 5th eighth (+ 4 h 48 min 32.9 s = 11:42:53.8), Yamaganda the 2nd, Gulika the 4th.
    expect(kaals(day, tz)).toEqual(['25/11 11:42:53 – 25/11 12:55:02', '25/11 08:06:29 – 25/11 09:18:37', '25/11 10:30:45 – 25/11 11:42:53'])
    expect(names(day.dayChoghadiyas)).toEqual(['labh', 'amrit', 'kaal', 'shubh', 'rog', 'udveg', 'char', 'labh'])
    expect(names(day.nightChoghadiyas)).toEqual(['udveg', 'shubh', 'amrit', 'char', 'rog', 'kaal', 'labh', 'udveg'])
  })

  it('gives no Abhijit muhurat on a Wednesday (ADR 206)', () => {
    expect(day.abhijit).toBeNull()
  })
})

describe('the rules', () => {
  // The table printed in the almanacs, one row a weekday (Sunday first).
  const DAY_TABLE = [
    'udveg char labh amrit kaal shubh rog udveg',
    'amrit kaal shubh rog udveg char labh amrit',
    'rog udveg char labh amrit kaal shubh rog',
    'labh amrit kaal shubh rog udveg char labh',
    'shubh rog udveg char labh amrit kaal shubh',
    'char labh amrit kaal shubh rog udveg char',
    'kaal shubh rog udveg char labh amrit kaal',
  ]
  const NIGHT_TABLE = [
    'shubh amrit char rog kaal labh udveg shubh',
    'char rog kaal labh udveg shubh amrit char',
    'kaal labh udveg shubh amrit char rog kaal',
    'udveg shubh amrit char rog kaal labh udveg',
    'amrit char rog kaal labh udveg shubh amrit',
    'rog kaal labh udveg shubh amrit char rog',
    'labh udveg shubh amrit char rog kaal labh',
  ]
  // A made-up day of 12 hours and a night of 8, so each eighth is a round 90 and 60 minutes.
  const H = 3_600_000
  const t0 = Date.UTC(2026, 0, 1, 6)
  const sun = { previousSunset: t0 - 12 * H, sunrise: t0, sunset: t0 + 12 * H, nextSunrise: t0 + 20 * H }

  it.each([0, 1, 2, 3, 4, 5, 6])('weekday %i: the day and night choghadiyas of the almanac table', (weekday) => {
    const m = muhurtasOf(sun, weekday)
    expect(names(m.dayChoghadiyas)?.join(' ')).toBe(DAY_TABLE[weekday])
    expect(names(m.nightChoghadiyas)?.join(' ')).toBe(NIGHT_TABLE[weekday])
  })

  it('each weekday gives the three kaals three different eighths, and Rahu kaal never the first', () => {
    for (let weekday = 0; weekday < 7; weekday++) {
      const segments = [KAAL_SEGMENTS.rahuKaal[weekday], KAAL_SEGMENTS.yamaganda[weekday], KAAL_SEGMENTS.gulikaKaal[weekday]]
      expect(new Set(segments).size).toBe(3)
    }
    expect(KAAL_SEGMENTS.rahuKaal).not.toContain(1)
  })

  it('cuts a 12-hour day into 90-minute eighths and 48-minute muhurtas', () => {
    // Saturday: Rahu the 3rd eighth (09:00–10:30 from a 06:00 sunrise), Yamaganda the 6th, Gulika the 1st; Abhijit
    // 7 × 48 min = 5 h 36 min after sunrise, 11:36–12:24; Brahma muhurta 2 × 48 min before sunrise, 04:24–05:12.
    const m = muhurtasOf(sun, 6)
    expect(m.rahuKaal).toEqual({ start: '2026-01-01T09:00:00.000Z', end: '2026-01-01T10:30:00.000Z' })
    expect(m.yamaganda).toEqual({ start: '2026-01-01T13:30:00.000Z', end: '2026-01-01T15:00:00.000Z' })
    expect(m.gulikaKaal).toEqual({ start: '2026-01-01T06:00:00.000Z', end: '2026-01-01T07:30:00.000Z' })
    expect(m.abhijit).toEqual({ start: '2026-01-01T11:36:00.000Z', end: '2026-01-01T12:24:00.000Z' })
    expect(m.brahmaMuhurta).toEqual({ start: '2026-01-01T04:24:00.000Z', end: '2026-01-01T05:12:00.000Z' })
    expect(m.nightChoghadiyas![0]).toMatchObject({ start: '2026-01-01T18:00:00.000Z', end: '2026-01-01T19:00:00.000Z' })
  })

  it('names each choghadiya’s quality: Amrit, Shubh and Labh good, Char neutral, Udveg, Kaal and Rog bad', () => {
    const qualities = Object.fromEntries(muhurtasOf(sun, 0).dayChoghadiyas.map((c) => [c.name, c.quality]))
    expect(qualities).toEqual({ udveg: 'bad', char: 'neutral', labh: 'good', amrit: 'good', kaal: 'bad', shubh: 'good', rog: 'bad' })
    expect(Object.keys(qualities).sort()).toEqual([...CHOGHADIYAS].sort())
  })

  it('finds the choghadiya running at an instant, by day or by night, and none outside the day', () => {
    const m = { ...muhurtasOf(sun, 0), date: '2026-01-01', weekday: 1 }
    expect(choghadiyaAt(m, t0)).toEqual({ half: 'day', index: 0 })
    expect(choghadiyaAt(m, t0 + 12 * H - 1)).toEqual({ half: 'day', index: 7 })
    expect(choghadiyaAt(m, t0 + 12 * H)).toEqual({ half: 'night', index: 0 })
    expect(choghadiyaAt(m, t0 + 19.5 * H)).toEqual({ half: 'night', index: 7 })
    expect(choghadiyaAt(m, t0 - 1)).toBeNull()
    expect(choghadiyaAt(m, t0 + 20 * H)).toBeNull()
    expect(choghadiyaAt({ date: '2026-12-15', weekday: 3, status: 'polar-night' }, t0)).toBeNull()
  })

  it('refuses a date that is not one', () => {
    expect(() => muhurtaDay('2026-02-30', DELHI)).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }))
  })
})

describe('before sunrise, the night before’s choghadiya runs', () => {
  // Tuesday 24 November 2026 in New Delhi, 00:30 IST: the day's sunrise (06:50:39) is hours away, so the choghadiya
  // running is Monday night's 5th, Udveg, 00:07:42 – 01:48:27 (worked out above, "a Monday in New Delhi").
  const tuesday = muhurtaDay('2026-11-24', DELHI)
  const monday = () => muhurtaDay('2026-11-23', DELHI)
  const at = (time: string) => Date.parse(`2026-11-24T${time}+05:30`)

  it('names Monday night’s Udveg at 00:30, which Tuesday’s own sixteen do not hold', () => {
    expect(choghadiyaAt(tuesday, at('00:30:00'))).toBeNull()
    const running = lastNightChoghadiya(tuesday, at('00:30:00'), monday)
    expect(running?.name).toBe('udveg')
    expect(span(running, DELHI.tz)).toBe('24/11 00:07:42 – 24/11 01:48:27')
  })

  it('names nothing once the day has begun, and does not work out the day before then', () => {
    let asked = 0
    const counted = () => {
      asked += 1
      return monday()
    }
    expect(lastNightChoghadiya(tuesday, at('07:00:00'), counted)).toBeNull()
    expect(asked).toBe(0)
  })

  it('names nothing where the day has no sunrise', () => {
    expect(lastNightChoghadiya(muhurtaDay('2026-12-15', TROMSO), Date.parse('2026-12-15T01:00:00+01:00'), monday)).toBeNull()
  })
})
