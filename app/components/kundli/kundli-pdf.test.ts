import { describe, expect, it } from 'vitest'
import { fixedT } from '~/i18n/catalogues.server'
import { type KundliRemedy, kundliView } from '~/services/kundli.server'
import type { Profile } from '~/services/profiles.server'
import { kundliPdfSections } from './kundli-pdf'

// 3 Nov 1994, 10:30 in New Delhi: Dhanu rises; the Sun is debilitated in Tula and the Moon beside it combust.
const profile: Profile = {
  id: 'pdf-test',
  updatedAt: '2026-11-28T00:00:00.000Z',
  fullName: 'Kavya Rao',
  dateOfBirth: '1994-11-03',
  timeOfBirth: '10:30',
  birthTimeUnknown: false,
  gender: 'female',
  questions: null,
  place: { id: null, name: 'New Delhi', country: 'India', latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' },
}
const now = new Date('2026-11-28T06:00:00Z')
const remedies: KundliRemedy[] = [
  {
    graha: 'sun',
    reasons: ['debilitated'],
    texts: [
      { kind: 'mantra', text: 'Om Suryaya Namah' },
      { kind: 'gemstone', text: null },
      { kind: 'charity', text: 'Wheat' },
    ],
  },
]

describe('the kundli PDF’s sections', () => {
  it('carry the page’s facts as lines, in English', () => {
    const view = kundliView(profile, now)
    const sections = kundliPdfSections(view, remedies, fixedT('en', ['kundli', 'astrology']), 'en', 'Asia/Kolkata')
    expect(sections.map((s) => s.heading)).toEqual(['Planets', 'Vimshottari dasha', 'Sade Sati and Ashtama Shani', 'Yogas and doshas', 'Remedies'])
    const [planets, dasha, saturn, yogas, remedy] = sections.map((s) => s.body.split('\n'))
    expect(planets![0]).toMatch(/^Lagna: Dhanu \d+° \d\d′/)
    expect(planets!.find((line) => line.startsWith('Sun:'))).toMatch(/^Sun: Tula .*Swati.*; House 11; .*Debilitated; Direct$/)
    expect(planets!.find((line) => line.startsWith('Moon:'))).toMatch(/Combust$/)
    // The balance line, nine mahadashas, and the running one's nine antardashas with one marked running.
    expect(dasha).toHaveLength(1 + 9 + 9)
    expect(dasha!.filter((line) => line.endsWith('(Running now)'))).toHaveLength(2)
    expect(saturn!.length).toBeGreaterThan(0)
    expect(yogas).toHaveLength(4)
    expect(remedy).toEqual([
      expect.stringContaining('For the planets running your time now'),
      'Sun (debilitated in your chart)',
      'Mantra: Om Suryaya Namah',
      'Gemstone: The words for this remedy have not been written yet.',
      'Charity: Wheat',
    ])
  })

  it('are in Hindi for a Hindi reader, and say when no remedy is called for', () => {
    const view = kundliView(profile, now)
    const sections = kundliPdfSections(view, [], fixedT('hi', ['kundli', 'astrology']), 'hi', 'Asia/Kolkata')
    expect(sections[0]!.heading).toBe('ग्रह')
    expect(sections[0]!.body).toContain('धनु')
    expect(sections[4]!.body.split('\n').at(-1)).toMatch(/^अभी किसी ग्रह के लिए उपाय की ज़रूरत नहीं/)
  })
})
