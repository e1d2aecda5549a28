import type { TFunction } from 'i18next'
import type { Graha } from '~/astrology'
import type { KundliView } from '~/services/kundli.server'
import { nakshatraKey, planetKey, rashiKey } from '~/utils/astrology-names'

export type KundliT = TFunction<['kundli', 'astrology']>

type Planet = KundliView['planets'][number]

/** The kundli's facts in words, one place for the page's tables and the PDF (ADR 254). */
export function kundliWords(t: KundliT) {
  const sign = (n: number) => t(`astrology:${rashiKey(n)}`)
  return {
    sign,
    planet: (graha: Graha) => t(`astrology:${planetKey(graha)}`),
    degree: (degree: number) => {
      const whole = Math.floor(degree)
      const minutes = Math.floor((degree - whole) * 60)
      return t('planets.degreeValue', { degrees: whole, minutes: String(minutes).padStart(2, '0') })
    },
    nakshatra: (n: number, pada: number) => t('planets.nakshatraPada', { nakshatra: t(`astrology:${nakshatraKey(n)}`), pada }),
    dignity: (planet: Planet) => (planet.dignity ? t(`dignity.${planet.dignity}`) : t('planets.none')),
    motion: (planet: Planet) =>
      [planet.retrograde ? t('planets.retrograde') : t('planets.direct'), planet.combust ? t('planets.combust') : null].filter(Boolean).join(', '),
  }
}
