import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import en from '~/locales/en/design'
import { WHEEL } from './geometry'
import { SkyWheel, skySummary, type WheelBody } from './sky-wheel'

const text = {
  planetNames: { ...en.planets, ascendant: en.kundli.lagna },
  signNames: en.signs,
  position: ({ planet, sign, degree }: { planet: string; sign: string; degree: number }) => `${planet} in ${sign} ${degree}°`,
}

describe('skySummary', () => {
  it('names each body with its sidereal sign and whole degrees into it', () => {
    const bodies: WheelBody[] = [
      { id: 'sun', longitude: 217.6 },
      { id: 'moon', longitude: 0 },
      { id: 'ketu', longitude: 359.99 },
    ]
    expect(skySummary(bodies, text)).toBe('Sun in Scorpio 7°, Moon in Aries 0°, Ketu in Pisces 29°')
  })
})

describe('SkyWheel', () => {
  const render = (bodies: WheelBody[], atLeft = 0) =>
    renderToStaticMarkup(
      createElement(SkyWheel, {
        bodies,
        signLabels: en.signAbbreviations,
        bodyLabels: en.planetAbbreviations,
        summary: skySummary(bodies, text),
        atLeft,
      }),
    )

  it('is one SVG image whose accessible name is the summary, with twelve signs', () => {
    const html = render([{ id: 'sun', longitude: 217.6 }])
    expect(html).toMatch(/^<svg[^>]*role="img"[^>]*aria-label="Sun in Scorpio 7°"/)
    expect(html.match(/data-sign="/g)).toHaveLength(12)
    expect(html).toContain('>Sco<')
  })

  it('draws a body at 0° sidereal Aries on the left of the centre, level with it', () => {
    const html = render([{ id: 'mars', longitude: 0 }])
    const mark = /<g data-body="mars"[^>]*>.*?<circle cx="([\d.]+)" cy="([\d.]+)" r="2.5"/.exec(html)
    expect(mark).not.toBeNull()
    expect(Number(mark![1])).toBeLessThan(WHEEL.centre - 100)
    expect(Number(mark![2])).toBeCloseTo(WHEEL.centre, 5)
  })

  it('with a lagna at left, draws the lagna at nine o’clock whatever its longitude', () => {
    const html = render([{ id: 'ascendant', longitude: 250 }], 250)
    const mark = /<g data-body="ascendant"[^>]*>.*?<circle cx="([\d.]+)" cy="([\d.]+)" r="2.5"/.exec(html)
    expect(Number(mark![1])).toBeLessThan(WHEEL.centre - 100)
    expect(Number(mark![2])).toBeCloseTo(WHEEL.centre, 5)
  })
})
