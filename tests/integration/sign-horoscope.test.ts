// The free horoscopes by Moon sign (ADR 221): each factor's paragraph comes from the CMS reading texts the seed wrote,
// in the page's language, an editor's change is what the next page shows, and a second text for a factor is read by
// another sign.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signHoroscopeTexts } from '../../seed/content/sign-horoscope-texts'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let pages: typeof import('../../app/services/sign-horoscope.server')

beforeAll(async () => {
  payload = await startPayload()
  pages = await import('../../app/services/sign-horoscope.server')
})
afterAll(() => stopPayload(payload))

const seedText = (tag: string) => signHoroscopeTexts.find((t) => t.appliesToValue === tag)!
// 3 January 2026, Paush Purnima: the Moon in Mithuna, in Ardra (a sharp nakshatra); 2026's slow grahas from 1 January.
const PURNIMA = Date.parse('2026-01-03T06:00:00Z')

describe('the sign horoscope’s texts', () => {
  it('come from the CMS in English and in Hindi, one per factor, in the engine’s order', async () => {
    const today = await pages.signHoroscopePage(1, 'today', 'en', PURNIMA)
    expect(today.paragraphs).toEqual([
      { tag: 'moon-house:3', text: seedText('moon-house:3').en },
      { tag: 'nakshatra-nature:sharp', text: seedText('nakshatra-nature:sharp').en },
    ])
    const year = await pages.signHoroscopePage(1, 'year', 'hi', PURNIMA)
    expect(year.paragraphs.map((p) => p.text)).toEqual(
      ['gochara-jupiter:unfavourable', 'gochara-saturn:unfavourable', 'gochara-rahu:favourable', 'gochara-ketu:unfavourable'].map(
        (tag) => seedText(tag).hi,
      ),
    )
  })

  it('follow an editor’s change, and give a second text for a factor to another sign', async () => {
    const { docs } = await payload.find({
      collection: 'reading-texts',
      where: { and: [{ section: { equals: 'sign-horoscope' } }, { appliesToValue: { equals: 'moon-house:3' } }] },
      locale: 'en',
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    const edited = 'Edited by the editor: a brave, talkative day for short trips, calls and the first step of a plan.'
    await payload.update({ collection: 'reading-texts', id: docs[0]!.id, data: { text: edited }, locale: 'en', overrideAccess: true })
    expect((await pages.signHoroscopePage(1, 'today', 'en', PURNIMA)).paragraphs[0]!.text).toBe(edited)
    // The Hindi stays the seed's until an editor writes it.
    expect((await pages.signHoroscopePage(1, 'today', 'hi', PURNIMA)).paragraphs[0]!.text).toBe(seedText('moon-house:3').hi)

    const second = 'A second text for the Moon in the 3rd, written by an editor so that not every sign reads the same words.'
    await payload.create({
      collection: 'reading-texts',
      data: { section: 'sign-horoscope', appliesTo: 'factor', appliesToValue: 'moon-house:3', text: second },
      locale: 'en',
      overrideAccess: true,
    })
    // Each sign reads its own of the two, by its number: Mesha the first written, Vrishabha the second.
    expect(pages.paragraphFor(await textsNow(), 'moon-house:3', 1, 'en')).toBe(edited)
    expect(pages.paragraphFor(await textsNow(), 'moon-house:3', 2, 'en')).toBe(second)
  })
})

async function textsNow() {
  const { bilingualTexts } = await import('../../app/services/reading-texts.server')
  return bilingualTexts('sign-horoscope', ['sign-horoscope'])
}
