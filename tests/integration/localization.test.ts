// Content in English and Hindi (ADRs 058 and 059): Payload's REST API gives each language's text,
// English where the Hindi is missing; editors write the Hindi; the admin's "Hindi" column follows what is stored;
// the seed writes the translators' Hindi; the rules of collections/hardening hold for localized fields.
import type { CollectionSlug, Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicContentVersion } from '../../collections/hooks/invalidate'
import { astrologers } from '../../seed/content/astrologers'
import { faqs } from '../../seed/content/faqs'
import { pages } from '../../seed/content/pages'
import { posts } from '../../seed/content/posts'
import { readingTexts } from '../../seed/content/reading-texts'
import { landing, pricingPage } from '../../seed/content/site'
import { testimonials } from '../../seed/content/testimonials'
import { tiers } from '../../seed/content/tiers'
import type { HindiSeed } from '../../seed/hindi'
import { apiClient, profileData, quietly, type ApiClient } from './api-client'
import { startPayloadInEnglishOnly, stopPayload } from './harness'

let payload: Payload
let api: ApiClient

beforeAll(async () => {
  payload = await startPayloadInEnglishOnly()
  api = await apiClient(payload)
})
afterAll(() => stopPayload(payload))

type Doc = Record<string, unknown> & { id: number }

/** A small stand-in for the translators' files (seed/content/hi/*.ts), in their shapes. */
const fixture: HindiSeed = {
  readingTexts: [{ ...readingTexts[0], text: 'आज धैर्य से काम लीजिए; जल्दबाज़ी में लिया गया फ़ैसला कल भारी पड़ सकता है।' }],
  posts: {
    [posts[0].slug]: {
      title: 'ग्रहों की चाल और आपका दिन',
      excerpt: 'गोचर क्या होता है और यह आपकी राशि को कैसे छूता है, सरल शब्दों में।',
      imageAlt: 'तारों भरे आकाश में ग्रहों की कक्षाएँ',
      body: [{ h2: 'गोचर क्या है' }, { p: 'ग्रह हर दिन **आगे बढ़ते** हैं और आपकी कुंडली के भावों से गुज़रते हैं।' }, { ul: ['चंद्रमा', 'शनि'] }],
    },
  },
  pages: {
    [pages[0].slug]: { title: 'हमारे बारे में', description: 'कॉस्मिक इनसाइट्स कौन है और हम कुंडली कैसे बनाते हैं।', body: [{ p: 'हम असली आकाश से गणना करते हैं।' }] },
  },
  faqs: [{ question: 'मेरी कुंडली कैसे बनती है?', answer: 'आपकी जन्म तिथि, समय और जन्म स्थान से।' }],
  testimonials: [
    { city: 'पुणे', quote: 'मेरी राशि का भविष्यफल हर सुबह पढ़ती हूँ।' },
    { city: 'जयपुर', quote: 'कुंडली मिलान ने शादी से पहले बहुत कुछ साफ़ कर दिया।' },
  ],
  astrologers: {
    [astrologers[0].slug]: {
      specialty: 'वैदिक ज्योतिष और कुंडली मिलान',
      bio: 'बीस वर्षों से कुंडली पढ़ रहे हैं।',
      languages: ['हिन्दी', 'अंग्रेज़ी'],
      imageAlt: 'ज्योतिषी का चित्र',
    },
  },
  tiers: { [tiers[0].order]: { name: '1 सोलमेट स्केच', features: ['हाथ से बना 1 स्केच', '10 क्रेडिट'] } },
  siteSettings: {
    tagline: 'असली आकाश से बनी आपकी अपनी वैदिक ज्योतिष',
    country: 'भारत',
    footerBlurb: 'कुंडली, गुण मिलान, अंक ज्योतिष और रोज़ का मार्गदर्शन।',
    claims: {
      users: '50,000+ उपयोगकर्ता',
      encryption: 'जन्म विवरण सुरक्षित',
      updates: 'हर रात नई रीडिंग',
    },
    newsletter: { heading: 'हर हफ़्ते ईमेल पर', body: 'हफ़्ते में एक छोटा ईमेल।', successTitle: 'स्वागत है!', successBody: 'हर हफ़्ते आपको ईमेल मिलेगा।' },
    blog: { heading: 'ब्लॉग', intro: 'आकाश और अंकों पर लेख।' },
  },
  landing: {
    featuresHeading: 'आपको क्या मिलता है',
    featuresIntro: 'कुंडली से लेकर रोज़ के राशिफल तक।',
    hero: { eyebrow: 'वैदिक ज्योतिष', heading: 'आपकी कुंडली, असली आकाश से', subheading: 'जन्म विवरण दीजिए।', primaryCta: 'शुरू करें', secondaryCta: 'और जानें' },
    features: landing.features.map((_, index) => ({ title: `सुविधा ${index + 1}`, body: 'आपकी कुंडली पर आधारित।' })),
    app: { heading: 'ऐप में भी', body: 'फ़ोन पर पढ़ें।', bullets: ['हर दिन का राशिफल'] },
    cta: { heading: 'आज ही शुरू करें', body: 'पहली रीडिंग मुफ़्त है।', button: 'शुरू करें' },
    blogHeading: 'ताज़ा लेख',
    faqHeading: 'अक्सर पूछे जाने वाले सवाल',
    testimonialsHeading: 'लोग क्या कहते हैं',
  },
  pricingPage: {
    heading: 'कीमतें',
    intro: 'सरल और साफ़ कीमतें।',
    freeName: 'मुफ़्त',
    freePrice: '₹0',
    freeFeatures: ['रोज़ का राशिफल'],
    freeButton: 'मुफ़्त में शुरू करें',
    sketchHeading: 'सोलमेट स्केच',
  },
}

/** A document found by its English text (a query on a localized field searches the locale asked for), read in Hindi. */
async function inHindi(collection: CollectionSlug, where: Where): Promise<Doc> {
  const [english] = (await payload.find({ collection, where, locale: 'en', depth: 0, limit: 1 })).docs
  expect(english, JSON.stringify(where)).toBeDefined()
  return (await payload.findByID({ collection, id: english.id, locale: 'hi', depth: 0 })) as unknown as Doc
}

const rest = async (path: string, actor: 'anonymous' | 'editor' | 'admin' | 'customer' = 'anonymous') => {
  const response = await api.call(actor, 'GET', path)
  expect(response.status, response.text.slice(0, 300)).toBe(200)
  return response.json as Doc
}

describe('the seed', () => {
  beforeAll(async () => {
    const { translateSeeded } = await import('../../seed/run')
    // A database seeded before the site had Hindi, where an editor has since changed one English text, and one of
    // the pricing page's.
    await payload.update({ collection: 'testimonials', where: { name: { equals: testimonials[0].name } }, data: { quote: 'Edited by an editor.' } })
    await payload.updateGlobal({ slug: 'pricing-page', data: { freeName: 'Starter' } })
    await translateSeeded(payload, () => {}, fixture)
  })

  it('leaves a document whose English an editor changed without the seed’s Hindi, and changes nothing when run again', async () => {
    const edited = await inHindi('testimonials', { name: { equals: testimonials[0].name } })
    expect(edited).toMatchObject({ quote: 'Edited by an editor.', city: testimonials[0].city, hindiVersion: 'missing' })
    const post = (await payload.find({ collection: 'posts', where: { slug: { equals: posts[0].slug } }, depth: 0 })).docs[0]
    const versions = await payload.countVersions({ collection: 'posts', where: { parent: { equals: post.id } } })
    const { seed } = await import('../../seed/run')
    await seed(payload, () => {}, fixture)
    expect((await payload.findByID({ collection: 'posts', id: post.id, depth: 0 })).updatedAt).toBe(post.updatedAt)
    expect(await payload.countVersions({ collection: 'posts', where: { parent: { equals: post.id } } })).toEqual(versions)
  })

  it('writes each document in Hindi beside its English, rich text through the same Lexical conversion', async () => {
    const [post] = (await rest(`/api/posts?where[slug][equals]=${posts[0].slug}&locale=hi&depth=1`)).docs as Doc[]
    expect(post.title).toBe('ग्रहों की चाल और आपका दिन')
    const { blocksToLexical } = await import('../../seed/lexical')
    expect(post.content).toEqual(blocksToLexical(fixture.posts[posts[0].slug]!.body))
    expect((post.featuredImage as Doc).alt).toBe('तारों भरे आकाश में ग्रहों की कक्षाएँ')
    expect(post.hindiVersion).toBe('done')
    const [english] = (await rest(`/api/posts?where[slug][equals]=${posts[0].slug}&locale=en&depth=1`)).docs as Doc[]
    expect(english).toMatchObject({ title: posts[0].title, excerpt: posts[0].excerpt })
    expect((english.featuredImage as Doc).alt).toBe(posts[0].image.alt)

    const [page] = (await rest(`/api/pages?where[slug][equals]=${pages[0].slug}&locale=hi`)).docs as Doc[]
    expect(page).toMatchObject({ title: 'हमारे बारे में', hindiVersion: 'done' })
    const faq = await inHindi('faqs', { question: { equals: faqs[0].question } })
    expect(faq).toMatchObject({ question: 'मेरी कुंडली कैसे बनती है?', hindiVersion: 'done' })
    const testimonial = await inHindi('testimonials', { name: { equals: testimonials[1].name } })
    // The person's name is the same in both languages.
    expect(testimonial).toMatchObject({ name: testimonials[1].name, city: 'जयपुर', hindiVersion: 'done' })
    const astrologer = await inHindi('astrologers', { slug: { equals: astrologers[0].slug } })
    expect(astrologer).toMatchObject({ specialty: 'वैदिक ज्योतिष और कुंडली मिलान', languages: ['हिन्दी', 'अंग्रेज़ी'], hindiVersion: 'done' })
    const tier = (await inHindi('tiers', { sketches: { equals: tiers[0].sketches } })) as unknown as {
      name: string
      price: number
      features?: { feature: string }[]
    }
    expect(tier.name).toBe('1 सोलमेट स्केच')
    expect(tier.features?.map((row) => row.feature)).toEqual(['हाथ से बना 1 स्केच', '10 क्रेडिट'])
    expect(tier.price).toBe(tiers[0].price)
    expect((await inHindi('reading-texts', { text: { equals: readingTexts[0].text } })).text).toBe(fixture.readingTexts[0].text)
  })

  it('leaves documents without a translation in English, marked as lacking Hindi', async () => {
    const second = await inHindi('faqs', { question: { equals: faqs[1].question } })
    expect(second).toMatchObject({ question: faqs[1].question, hindiVersion: 'missing' })
    const missing = await rest('/api/reading-texts?where[hindiVersion][equals]=missing&limit=1', 'editor')
    expect(missing.totalDocs).toBe(readingTexts.length - 1)
  })

  it('fills the globals in Hindi, keeping the landing page’s icons', async () => {
    const landingHi = await rest('/api/globals/landing?locale=hi')
    expect((landingHi.hero as Doc).heading).toBe('आपकी कुंडली, असली आकाश से')
    expect((landingHi.features as Doc[]).map((feature) => [feature.icon, feature.title])).toEqual(
      landing.features.map((f, i) => [f.icon, `सुविधा ${i + 1}`]),
    )
    expect(((landingHi.app as Doc).bullets as Doc[]).map((row) => row.bullet)).toEqual(['हर दिन का राशिफल'])
    const landingEn = await rest('/api/globals/landing?locale=en')
    expect((landingEn.hero as Doc).heading).toBe(landing.hero.heading)
    expect(((landingEn.app as Doc).bullets as Doc[]).map((row) => row.bullet)).toEqual(landing.app.bullets)
    const settings = await rest('/api/globals/site-settings?locale=hi')
    // The site's name, address and links are not translated.
    expect(settings).toMatchObject({ tagline: 'असली आकाश से बनी आपकी अपनी वैदिक ज्योतिष', siteName: 'Cosmic Insights' })
    // The pricing page's English was rewritten by an editor: its Hindi is theirs to write, so it reads in English.
    expect((await rest('/api/globals/pricing-page?locale=hi')).freeName).toBe('Starter')
    const { fillGlobals } = await import('../../seed/run')
    await payload.updateGlobal({ slug: 'pricing-page', data: { freeName: pricingPage.freeName } })
    await fillGlobals(payload, fixture)
    expect((await rest('/api/globals/pricing-page?locale=hi')).freeName).toBe('मुफ़्त')
  })
})

describe('REST', () => {
  let faq: Doc

  beforeAll(async () => {
    faq = (await payload.create({
      collection: 'faqs',
      data: { question: 'Can I read my chart in Hindi?', answer: 'Yes, every page.', placement: 'contact', order: 50 },
    })) as unknown as Doc
    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'hi',
      data: { question: 'क्या मैं अपनी कुंडली हिन्दी में पढ़ सकता हूँ?', answer: 'हाँ, हर पन्ना।' },
    })
  })

  it('give the Hindi with locale=hi and the English with locale=en or no locale', async () => {
    expect(await rest(`/api/faqs/${faq.id}?locale=hi`)).toMatchObject({ question: 'क्या मैं अपनी कुंडली हिन्दी में पढ़ सकता हूँ?', answer: 'हाँ, हर पन्ना।' })
    expect(await rest(`/api/faqs/${faq.id}?locale=en`)).toMatchObject({ question: 'Can I read my chart in Hindi?', answer: 'Yes, every page.' })
    expect(await rest(`/api/faqs/${faq.id}`)).toMatchObject({ question: 'Can I read my chart in Hindi?' })
  })

  it('fall back to English for a document without Hindi', async () => {
    const english = (await payload.find({ collection: 'testimonials', where: { name: { equals: testimonials[2].name } } })).docs[0]
    expect(english.hindiVersion).toBe('missing')
    expect(await rest(`/api/testimonials/${english.id}?locale=hi`)).toMatchObject({ quote: testimonials[2].quote, city: testimonials[2].city })
  })

  it('give every locale at once with locale=all, as { en, hi }', async () => {
    const all = await rest(`/api/faqs/${faq.id}?locale=all`, 'editor')
    expect(all.question).toEqual({ en: 'Can I read my chart in Hindi?', hi: 'क्या मैं अपनी कुंडली हिन्दी में पढ़ सकता हूँ?' })
    // What is not localized keeps its one value.
    expect(all.placement).toBe('contact')
  })

  it('answer a locale they do not know without failing', async () => {
    for (const query of ['locale=xx', 'locale=', 'locale[0]=hi', 'fallback-locale=xx&locale=hi', 'locale=%00']) {
      const response = await quietly(payload, () => api.call('anonymous', 'GET', `/api/faqs/${faq.id}?${query}`))
      expect(response.status, `${query}: ${response.text.slice(0, 200)}`).toBeLessThan(500)
    }
  })

  it('leave a customer’s own data, which is not localized, as it is in every locale', async () => {
    const profile = (await payload.create({
      collection: 'profiles',
      data: profileData('Asha') as never,
      overrideAccess: false,
      user: api.users.customer,
      depth: 0,
    })) as unknown as Doc
    const en = await rest(`/api/profiles/${profile.id}?locale=en&depth=0`, 'customer')
    const hi = await rest(`/api/profiles/${profile.id}?locale=hi&depth=0`, 'customer')
    const all = await rest(`/api/profiles/${profile.id}?locale=all&depth=0`, 'customer')
    expect(hi).toEqual(en)
    expect(all).toEqual(en)
    expect(en.fullName).toBe('Asha')
    // And writing with a locale changes the one value everyone reads.
    const patched = await api.call('customer', 'PATCH', `/api/profiles/${profile.id}?locale=hi`, { placeName: 'Nashik' })
    expect(patched.status, patched.text.slice(0, 300)).toBe(200)
    expect((await rest(`/api/profiles/${profile.id}?locale=en&depth=0`, 'customer')).placeName).toBe('Nashik')
  })
})

describe('editors', () => {
  it('write the Hindi over REST, leaving the English, and the public cache empties for either language', async () => {
    const text = (await payload.create({
      collection: 'reading-texts',
      data: { section: 'advice', appliesTo: 'general', text: 'Keep a little time for yourself today.' },
    })) as unknown as Doc
    let version = publicContentVersion()

    const patched = await api.call('editor', 'PATCH', `/api/reading-texts/${text.id}?locale=hi`, { text: 'आज थोड़ा समय अपने लिए रखिए।' })
    expect(patched.status, patched.text.slice(0, 300)).toBe(200)
    expect(publicContentVersion()).toBeGreaterThan(version)
    expect(await rest(`/api/reading-texts/${text.id}?locale=hi`)).toMatchObject({ text: 'आज थोड़ा समय अपने लिए रखिए।' })
    expect(await rest(`/api/reading-texts/${text.id}?locale=en`)).toMatchObject({ text: 'Keep a little time for yourself today.' })

    version = publicContentVersion()
    expect((await api.call('editor', 'PATCH', `/api/reading-texts/${text.id}?locale=en`, { text: 'Keep some time for yourself today.' })).status).toBe(200)
    expect(publicContentVersion()).toBeGreaterThan(version)
    expect((await payload.findByID({ collection: 'reading-texts', id: text.id, locale: 'hi' })).text).toBe('आज थोड़ा समय अपने लिए रखिए।')

    version = publicContentVersion()
    const global = await api.call('editor', 'POST', '/api/globals/landing?locale=hi', { faqHeading: 'आपके सवाल' })
    expect(global.status, global.text.slice(0, 300)).toBe(200)
    expect(publicContentVersion()).toBeGreaterThan(version)
    expect((await rest('/api/globals/landing?locale=hi')).faqHeading).toBe('आपके सवाल')
    expect((await rest('/api/globals/landing?locale=en')).faqHeading).toBe(landing.faqHeading)
  })
})

describe('the admin’s Hindi column', () => {
  it('says missing until every English text has its Hindi, and follows each save', async () => {
    const created = await api.call('admin', 'POST', '/api/tiers', {
      name: 'Trial pack',
      sketches: 11,
      price: 99,
      regularPrice: 99,
      credits: 5,
      accessDays: 7,
      features: [{ feature: 'One sketch' }],
      // Only the server works this out.
      hindiVersion: 'done',
    })
    expect(created.status, created.text.slice(0, 300)).toBe(201)
    const id = ((created.json as { doc: Doc }).doc as Doc).id
    const status = async () => (await rest(`/api/tiers/${id}?locale=en`)).hindiVersion
    expect(await status()).toBe('missing')

    // The name alone is not the whole Hindi version: the features are still English only.
    expect((await api.call('admin', 'PATCH', `/api/tiers/${id}?locale=hi`, { name: 'ट्रायल पैक' })).status).toBe(200)
    expect(await status()).toBe('missing')
    expect((await api.call('admin', 'PATCH', `/api/tiers/${id}?locale=hi`, { features: [{ feature: 'एक स्केच' }] })).status).toBe(200)
    expect(await status()).toBe('done')
    // Saving the English unchanged, or a field that is not text, keeps it.
    expect((await api.call('admin', 'PATCH', `/api/tiers/${id}?locale=en`, { name: 'Trial pack', price: 89 })).status).toBe(200)
    expect(await status()).toBe('done')
    // A change to an English text leaves its Hindi out of date (ADR 232) until the Hindi is saved again.
    expect((await api.call('admin', 'PATCH', `/api/tiers/${id}?locale=en`, { name: 'Trial' })).status).toBe(200)
    expect(await status()).toBe('stale')
    expect((await api.call('admin', 'PATCH', `/api/tiers/${id}?locale=hi`, { name: 'ट्रायल' })).status).toBe(200)
    expect(await status()).toBe('done')
    // A caller cannot set it.
    expect((await api.call('admin', 'PATCH', `/api/tiers/${id}?locale=hi`, { features: [], hindiVersion: 'done' })).status).toBe(200)
    expect(await status()).toBe('missing')
  })

  it('is a column of every localized collection’s list', async () => {
    const { default: config } = await import('@payload-config')
    const sanitized = await config
    for (const slug of ['posts', 'pages', 'media', 'reading-texts', 'faqs', 'testimonials', 'astrologers', 'tiers']) {
      const collection = sanitized.collections.find((c) => c.slug === slug)!
      expect(collection.admin.defaultColumns, slug).toContain('hindiVersion')
    }
  })
})

describe('the rules for every field (collections/hardening)', () => {
  it('refuse a Hindi text with a control character, storing nothing', async () => {
    const text = (await payload.create({
      collection: 'reading-texts',
      data: { section: 'love', appliesTo: 'general', text: 'Speak kindly.' },
    })) as unknown as Doc
    const refused = await quietly(payload, () => api.call('editor', 'PATCH', `/api/reading-texts/${text.id}?locale=hi`, { text: 'प्यार से\u0007 बोलिए।' }))
    expect(refused.status).toBe(400)
    expect(refused.text).toMatch(/control characters/)
    expect((await payload.findByID({ collection: 'reading-texts', id: text.id, locale: 'hi', fallbackLocale: false })).text ?? null).toBeNull()
  })

  it('refuse writing every locale at once ({ en, hi } with locale=all), storing nothing', async () => {
    const text = (await payload.create({
      collection: 'reading-texts',
      data: { section: 'love', appliesTo: 'general', text: 'Listen first.' },
    })) as unknown as Doc
    const refused = await quietly(payload, () =>
      api.call('editor', 'PATCH', `/api/reading-texts/${text.id}?locale=all`, { text: { en: 'Overwritten', hi: 'पहले सुनिए।' } }),
    )
    expect(refused.status, refused.text.slice(0, 300)).toBe(400)
    const stored = await payload.findByID({ collection: 'reading-texts', id: text.id, locale: 'all', depth: 0 })
    expect(stored.text).toEqual({ en: 'Listen first.' })
  })
})
