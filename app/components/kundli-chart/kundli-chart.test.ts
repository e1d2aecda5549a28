import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import en from '~/locales/en/design'
import type { KundliInput } from './houses'
import { KundliChart, kundliSummary } from './kundli-chart'

const kundli: KundliInput = {
  lagnaSign: 5, // Leo
  moonLagna: false,
  bodies: [
    { id: 'sun', longitude: 125 }, // Leo: house 1
    { id: 'moon', longitude: 10 }, // Aries: house 9
    { id: 'saturn', longitude: 300 }, // Aquarius: house 7
  ],
}

const text = {
  title: en.kundli.northTitle,
  signNames: en.signs,
  bodyNames: en.planets,
  house: ({ house, sign, planets }: { house: number; sign: string; planets: string }) => `House ${house}: ${sign}${planets}`,
  withPlanets: ({ planets }: { planets: string }) => `, with ${planets}`,
}

function render(variant: 'north' | 'south') {
  return renderToStaticMarkup(
    createElement(KundliChart, {
      kundli,
      variant,
      bodyLabels: en.planetAbbreviations,
      signLabels: en.signAbbreviations,
      lagnaLabel: en.planetAbbreviations.ascendant,
      summary: kundliSummary(kundli, text),
    }),
  )
}

/** The markup of one house group. */
function houseGroup(html: string, house: number) {
  return new RegExp(`<g data-house="${house}" data-sign="(\\d+)">(.*?)</g>`).exec(html)
}

describe('KundliChart', () => {
  it('North Indian: numbers the houses’ signs from the lagna and puts each planet in its house', () => {
    const html = render('north')
    expect(houseGroup(html, 1)![1]).toBe('5')
    expect(houseGroup(html, 12)![1]).toBe('4')
    expect(houseGroup(html, 1)![2]).toContain('>Su<')
    expect(houseGroup(html, 9)![2]).toContain('>Mo<')
    expect(houseGroup(html, 7)![2]).toContain('>Sa<')
    expect(houseGroup(html, 2)![2]).not.toMatch(/>(Su|Mo|Sa)</)
  })

  it('South Indian: Leo’s fixed cell holds the lagna mark and the Sun', () => {
    const html = render('south')
    const leo = houseGroup(html, 1)!
    expect(leo[1]).toBe('5')
    expect(leo[2]).toContain('>Asc<')
    expect(leo[2]).toContain('>Su<')
    // Leo's cell is the right-hand column, third row.
    expect(leo[2]).toContain('x="300" y="200"')
  })

  it('names every house for screen readers', () => {
    const html = render('north')
    expect(html).toContain('aria-label="Birth chart (North Indian style). House 1: Leo, with Sun; House 2: Virgo;')
    expect(html).toContain('House 9: Aries, with Moon')
  })
})
