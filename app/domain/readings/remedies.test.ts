import { describe, expect, it } from 'vitest'
import { type RemedyChart, remediesFor } from './remedies'

const planet = (graha: RemedyChart['planets'][number]['graha'], dignity: RemedyChart['planets'][number]['dignity'] = 'neutral', combust = false) => ({
  graha,
  dignity,
  combust,
})

const chart = (overrides: Partial<RemedyChart> = {}): RemedyChart => ({
  planets: [
    planet('sun', 'own'),
    planet('moon'),
    planet('mercury'),
    planet('venus'),
    planet('mars'),
    planet('jupiter'),
    planet('saturn'),
    planet('rahu', null),
    planet('ketu', null),
  ],
  mahadashas: [
    { lord: 'venus', running: false, antardashas: [{ lord: 'venus', running: false }] },
    {
      lord: 'sun',
      running: true,
      antardashas: [
        { lord: 'sun', running: false },
        { lord: 'moon', running: true },
      ],
    },
  ],
  saturn: [
    { phase: 'rising', current: false },
    { phase: 'ashtama', current: false },
  ],
  ...overrides,
})

describe('the grahas the kundli offers remedies for', () => {
  it('names the running mahadasha and antardasha lords, in that order, and nothing else in a quiet chart', () => {
    expect(remediesFor(chart())).toEqual([
      { graha: 'sun', reasons: ['mahadasha'] },
      { graha: 'moon', reasons: ['antardasha'] },
    ])
  })

  it('names a lord once when it runs both periods', () => {
    const both = chart({ mahadashas: [{ lord: 'sun', running: true, antardashas: [{ lord: 'sun', running: true }] }] })
    expect(remediesFor(both)).toEqual([{ graha: 'sun', reasons: ['mahadasha', 'antardasha'] }])
  })

  it('adds Saturn during a Sade Sati or an Ashtama Shani, saying which', () => {
    const sadeSati = chart({ saturn: [{ phase: 'peak', current: true }] })
    expect(remediesFor(sadeSati).at(-1)).toEqual({ graha: 'saturn', reasons: ['sade-sati'] })
    const ashtama = chart({ saturn: [{ phase: 'ashtama', current: true }] })
    expect(remediesFor(ashtama).at(-1)).toEqual({ graha: 'saturn', reasons: ['ashtama'] })
  })

  it('adds a debilitated or combust graha, and joins its reasons to a dasha lord’s', () => {
    const weak = chart({
      planets: [planet('sun'), planet('moon', 'debilitated'), planet('mercury', 'neutral', true), planet('venus', 'debilitated', true)],
    })
    expect(remediesFor(weak)).toEqual([
      { graha: 'sun', reasons: ['mahadasha'] },
      { graha: 'moon', reasons: ['antardasha', 'debilitated'] },
      { graha: 'mercury', reasons: ['combust'] },
      { graha: 'venus', reasons: ['debilitated', 'combust'] },
    ])
  })

  it('names no dasha lord when no period runs (a date past the table)', () => {
    expect(remediesFor(chart({ mahadashas: [] }))).toEqual([])
  })
})
