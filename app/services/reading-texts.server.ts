// The CMS reading texts a generator chooses from (ADR 092), read in both languages at once and kept with the public
// content: an editor's change empties the cache, so the next reading made uses it, and a reading costs no query for
// texts. Each generator (daily reading, affirmations, life and career, love forecast) asks for its own sections.
import type { ReadingText } from '../../payload-types'
import type { CandidateText } from '../domain/readings/choose'
import { cachedPublic } from '../utils/cache.server'
import type { Locale } from '../utils/locales.mjs'
import { getPayloadClient } from '../utils/payload.server'

export type BilingualText = CandidateText & { en: string; hi: string }

/** The texts of `sections`, each with its English and Hindi words (English where no Hindi is written yet). */
export function bilingualTexts(cacheKey: string, sections: readonly string[]): Promise<BilingualText[]> {
  return cachedPublic(`reading-texts:${cacheKey}`, async () => {
    const payload = await getPayloadClient()
    const where = { section: { in: [...sections] } }
    const read = (locale: Locale) =>
      payload.find({ collection: 'reading-texts', where, locale, fallbackLocale: 'en', depth: 0, pagination: false, overrideAccess: true })
    const [en, hi] = await Promise.all([read('en'), read('hi')])
    const hindi = new Map(hi.docs.map((doc: ReadingText) => [String(doc.id), doc.text]))
    return en.docs.map((doc: ReadingText) => ({
      id: doc.id,
      section: doc.section,
      appliesTo: { kind: doc.appliesTo, value: doc.appliesToValue ?? null },
      en: doc.text,
      hi: hindi.get(String(doc.id)) ?? doc.text,
    }))
  })
}

/** A text's words in `locale`. */
export const wordsIn = (text: BilingualText, locale: Locale): string => (locale === 'hi' ? text.hi : text.en)

/**
 * The words of the texts `ids` in `locale`, read from the kept texts of `sections`; a text no longer among them (an
 * editor moved it to another section since a reading chose it) is read from the CMS, so a stored reading keeps its words.
 */
export async function wordsOf(
  cacheKey: string,
  sections: readonly string[],
  ids: readonly (string | number)[],
  locale: Locale,
): Promise<Map<string, string>> {
  const kept = new Map((await bilingualTexts(cacheKey, sections)).map((text) => [String(text.id), text]))
  const words = new Map<string, string>()
  const missing: (string | number)[] = []
  for (const id of ids) {
    const text = kept.get(String(id))
    if (text) words.set(String(id), wordsIn(text, locale))
    else missing.push(id)
  }
  if (missing.length) {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'reading-texts',
      where: { id: { in: missing } },
      locale,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs as ReadingText[]) words.set(String(doc.id), doc.text)
  }
  return words
}
