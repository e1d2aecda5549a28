// What each kind of reading shares (ADR 124): how the owner's stored reading is found by its item id, and
// what the public page, the card and the PDF say of it, in the customer's language. A new reading joins sharing with
// its code in app/domain/sharing.ts and one entry here: `collection` and `by` say where its rows are and which field
// the item id names (the row's id, or its calendar day for the readings kept one per day), and `read` writes it up.
import type { CollectionSlug } from 'payload'
import { COLOURS, KOOTA_NAMES, type DayBand, type DayFactors } from '../astrology'
import { getFixedT } from '../i18n/i18n.server'
import { DAILY_SECTIONS } from '../domain/readings/choose'
import { parseFactorTag } from '../domain/readings/daily-factors'
import type { ShareKind } from '../domain/sharing'
import { kootaKey, planetKey } from '../utils/astrology-names'
import { longDate } from '../utils/dates'
import { factorLabel, type ReadingT, whyTodayLines } from '../utils/why-today-words'
import type { Locale } from '../utils/locales.mjs'
import { getCompatibilityReading } from './compatibility.server'
import { findOwnOfDay } from './customer-days.server'
import type { Account } from './customers.server'
import { getNumerologyReport, type NumberRole } from './numerology.server'
import { getProfile } from './profiles.server'
import { getAffirmation } from './affirmations.server'
import { getCrushAnalysis } from './crush.server'
import { todaysLifeCareer } from './life-career.server'
import { getSoulmate } from './love.server'

/** A reading as sharing sees it: what the public page shows, and the whole of it for the owner's PDF. */
export type SharedReading = {
  headline: string
  /** Already written out in the customer's language: "72%", "7", "Balanced". */
  score: string
  scoreLabel: string
  /** The public page's summary. Never birth date, time or place. */
  summary: string
  /** What the share buttons send with the link. */
  text: string
  /** The whole reading, for the PDF (owner only). */
  sections: { heading: string; body: string }[]
}

type ShareSource = {
  collection: CollectionSlug
  by: 'id' | 'date'
  read: (user: Account, itemId: string, locale: Locale) => Promise<SharedReading | null>
}

/** Spec 9: the daily reading's share text is the overview cut to 100 characters. */
const SHARE_TEXT_LENGTH = 100
const SUMMARY_LENGTH = 600

/** Cut at the last space before the limit, so no word (and no Devanagari cluster) is broken. */
function cut(text: string, length: number) {
  if (text.length <= length) return text
  const head = text.slice(0, length - 1)
  const space = head.lastIndexOf(' ')
  return `${(space > length / 2 ? head.slice(0, space) : head).trimEnd()}…`
}

type StoredText = { en: string; hi: string; parts?: { en: string; hi: string; factor: string | null }[] } | null | undefined

export const SHARE_SOURCES: Record<ShareKind, ShareSource> = {
  'daily-reading': {
    collection: 'daily-readings',
    by: 'date',
    async read(user, date, locale) {
      const doc = await findOwnOfDay('daily-readings', user, date)
      if (!doc) return null
      const [t, tr, tl] = await Promise.all([getFixedT(locale, 'share'), getFixedT(locale, 'reading'), getFixedT(locale, 'lucky')])
      const texts = (doc.texts ?? {}) as Record<string, StoredText>
      const words = (section: string) => texts[section]?.[locale] ?? ''
      const rt = tr as unknown as ReadingT
      // Each paragraph with the factor it comes from, as the page shows it (ADR 192); older readings have no parts.
      const cited = (section: string) => {
        const parts = texts[section]?.parts
        if (!parts?.length) return words(section)
        const from = (tag: string | null) => rt('factors.from', { factor: factorLabel(rt, tag ? parseFactorTag(tag) : null) })
        return parts.map((part) => `${part[locale]}\n${from(part.factor)}`).join('\n\n')
      }
      const factors = doc.factors as unknown as DayFactors
      const why = whyTodayLines(rt, factors, doc.tz, locale)
      const overview = words('overview')
      const band = ((doc.factors as { band?: DayBand } | null)?.band ?? 'medium') as DayBand
      const colours = (doc.powerColours as string[]).slice(0, 3).map((name) => tl(`colours.${name}` as never) as string)
      return {
        headline: t('kinds.daily-reading.headline', { date: longDate(doc.date, locale) }),
        score: t(`dayBands.${band}`),
        scoreLabel: t('kinds.daily-reading.scoreLabel'),
        summary: cut(overview, SUMMARY_LENGTH),
        text: overview.slice(0, SHARE_TEXT_LENGTH),
        sections: [
          ...DAILY_SECTIONS.filter((s) => words(s)).map((s) => ({ heading: tr(`sections.${s}`), body: cited(s) })),
          {
            heading: tr('why.heading'),
            body: [why.moon, why.nakshatra, why.dasha, why.retrograde, why.band, ...why.transits, why.uncertain].filter(Boolean).join('\n'),
          },
          { heading: t('pdf.numbers'), body: (doc.luckyNumbers as number[]).join(', ') },
          { heading: t('pdf.colours'), body: colours.join(', ') },
        ],
      }
    },
  },
  compatibility: {
    collection: 'compatibility-readings',
    by: 'id',
    async read(user, id, locale) {
      const view = await getCompatibilityReading(user, id, locale)
      if (!view) return null
      const [t, tc, ta] = await Promise.all([getFixedT(locale, 'share'), getFixedT(locale, 'compatibility'), getFixedT(locale, 'astrology')])
      const band = tc(`soulmate.result.bands.${view.band}`)
      const total = view.match.score.total
      const list = (items: { text: string }[]) => items.map((i) => i.text).join('\n\n')
      const breakdown = KOOTA_NAMES.map((koota) => {
        const score = view.match.score.kootas[koota]
        return `${ta(kootaKey(koota))}: ${tc('soulmate.result.outOf', { score: score.score, max: score.max })}`
      }).join('\n')
      const summary = cut([band, view.advice ?? view.strengths[0]?.text ?? ''].filter(Boolean).join('. '), SUMMARY_LENGTH)
      return {
        headline: t('kinds.compatibility.headline'),
        score: `${view.percent}%`,
        scoreLabel: t('kinds.compatibility.scoreLabel', { total }),
        summary,
        text: `${t('kinds.compatibility.headline')}: ${view.percent}% — ${band}`,
        sections: [
          { heading: t('pdf.breakdown'), body: breakdown },
          ...(view.strengths.length ? [{ heading: t('pdf.strengths'), body: list(view.strengths) }] : []),
          ...(view.growthAreas.length ? [{ heading: t('pdf.growth'), body: list(view.growthAreas) }] : []),
          ...(view.advice ? [{ heading: t('pdf.advice'), body: view.advice }] : []),
        ],
      }
    },
  },
  numerology: {
    collection: 'numerology-reports',
    by: 'id',
    async read(user, id, locale) {
      // The owner's cycles on the calendar of their birthplace's zone: a shared page has no browser zone (ADR 211).
      const profile = await getProfile(user)
      const clock = { dateOfBirth: profile?.dateOfBirth ?? null, zone: profile?.place.timeZone ?? 'Asia/Kolkata' }
      const view = await getNumerologyReport(user, id, locale, clock)
      if (!view) return null
      const [t, tc, tn] = await Promise.all([getFixedT(locale, 'share'), getFixedT(locale, 'compatibility'), getFixedT(locale, 'numerology')])
      const roleName = (role: NumberRole) => (role === 'birthday' ? tn('birthday') : tc(`numerology.numbers.${role}`))
      const cycles = view.cycles
      return {
        headline: t('kinds.numerology.headline'),
        score: String(view.numbers.lifePath),
        scoreLabel: t('kinds.numerology.scoreLabel'),
        summary: cut(view.texts.lifePath ?? tc('numerology.explain.lifePath'), SUMMARY_LENGTH),
        text: `${t('kinds.numerology.headline')}: ${t('kinds.numerology.scoreLabel')} ${view.numbers.lifePath}`,
        sections: [
          ...view.readings.map((reading) => ({
            heading: `${roleName(reading.role)}: ${reading.value}`,
            body: [
              reading.meaning ?? (reading.role === 'birthday' ? tn('explainBirthday') : tc(`numerology.explain.${reading.role}`)),
              reading.strengths && tn('pdf.strengths', { text: reading.strengths }),
              reading.challenges && tn('pdf.challenges', { text: reading.challenges }),
            ]
              .filter(Boolean)
              .join('\n\n'),
          })),
          ...(cycles
            ? [
                {
                  heading: tn('cycles.heading'),
                  body: [
                    tn('pdf.cycles', { year: cycles.year, month: cycles.month, day: cycles.day, date: longDate(cycles.date, locale) }),
                    ...(['year', 'month', 'day'] as const).map((cycle) => cycles.texts[cycle]).filter(Boolean),
                  ].join('\n\n'),
                },
              ]
            : []),
        ],
      }
    },
  },
  'lucky-elements': {
    collection: 'lucky-elements',
    by: 'date',
    async read(user, date, locale) {
      const doc = await findOwnOfDay('lucky-elements', user, date)
      if (!doc) return null
      const [t, tl] = await Promise.all([getFixedT(locale, 'share'), getFixedT(locale, 'lucky')])
      const colour = COLOURS.some((c) => c.name === doc.colour) ? tl(`colours.${doc.colour}` as never) : doc.colour
      const values = {
        colour: colour as string,
        gemstone: tl(`gemstones.${doc.gemstone}` as never) as string,
        direction: tl(`directions.${doc.direction}` as never) as string,
        time: doc.time,
      }
      const summary = t('kinds.lucky-elements.summary', values)
      return {
        headline: t('kinds.lucky-elements.headline', { date: longDate(doc.date, locale) }),
        score: String(doc.number),
        scoreLabel: t('kinds.lucky-elements.scoreLabel'),
        summary,
        text: `${t('kinds.lucky-elements.headline', { date: longDate(doc.date, locale) })}: ${t('kinds.lucky-elements.scoreLabel')} ${doc.number}`,
        sections: [
          { heading: tl('cards.number'), body: String(doc.number) },
          { heading: tl('cards.colour'), body: values.colour },
          { heading: tl('cards.gemstone'), body: values.gemstone },
          { heading: tl('cards.direction'), body: values.direction },
          { heading: tl('cards.time'), body: values.time },
        ],
      }
    },
  },
  crush: {
    collection: 'crush-analyses',
    by: 'id',
    // The crush is a third party who never agreed to be published (ADR 144): the link, its card and the owner's PDF
    // carry the score, its band and the band's text, never the crush's name, birth date or Moon, and not the daily
    // "thinking about you" game, which is drawn afresh each day for the owner's page.
    async read(user, id, locale) {
      const view = await getCrushAnalysis(user, id, new Date().toISOString().slice(0, 10), locale)
      if (!view) return null
      const [t, tc] = await Promise.all([getFixedT(locale, 'share'), getFixedT(locale, 'crush')])
      const band = tc(`result.bands.${view.band}`)
      const analysis = view.analysis ?? ''
      return {
        headline: t('kinds.crush.headline'),
        score: `${view.score}%`,
        scoreLabel: band,
        summary: cut(analysis || band, SUMMARY_LENGTH),
        text: `${t('kinds.crush.headline')}: ${view.score}% — ${band}`,
        sections: [
          ...(analysis ? [{ heading: band, body: analysis }] : []),
          { heading: t('kinds.crush.how'), body: tc('result.how', { total: view.match.ashtakoot.total }) },
        ],
      }
    },
  },
  'life-career': {
    collection: 'life-career-analyses',
    by: 'date',
    async read(user, date, locale) {
      const view = await todaysLifeCareer(user, { date, tz: 'UTC' }, locale)
      if (!view) return null
      const [t, tl, ta] = await Promise.all([getFixedT(locale, 'share'), getFixedT(locale, 'lifeCareer'), getFixedT(locale, 'astrology')])
      const period = `${ta(planetKey(view.now.mahadasha))}–${ta(planetKey(view.now.antardasha))}`
      const paragraphs = (['lifePath', 'careerPredictions', 'financialOutlook'] as const).filter((key) => view.paragraphs[key])
      const lists = (['opportunities', 'challenges', 'recommendations'] as const).filter((key) => view.lists[key].length)
      // The public side names the running periods, not their dates: dasha dates follow from the birth Moon to the minute.
      return {
        headline: t('kinds.life-career.headline', { date: longDate(view.date, locale) }),
        score: period,
        scoreLabel: t('kinds.life-career.scoreLabel'),
        summary: cut(paragraphs.map((key) => view.paragraphs[key]).join(' '), SUMMARY_LENGTH),
        text: `${t('kinds.life-career.headline', { date: longDate(view.date, locale) })}: ${period}`,
        sections: [
          ...paragraphs.map((key) => ({ heading: tl(`sections.${key}`), body: view.paragraphs[key]! })),
          ...lists.map((key) => ({ heading: tl(`sections.${key}`), body: view.lists[key].join('\n\n') })),
          ...view.timing.filter((period) => period.text).map((period) => ({ heading: tl(`timing.horizons.${period.horizon}`), body: period.text! })),
        ],
      }
    },
  },
  affirmation: {
    collection: 'daily-affirmations',
    by: 'id',
    async read(user, id, locale) {
      const view = await getAffirmation(user, id, locale)
      if (!view) return null
      const t = await getFixedT(locale, 'share')
      const headline = t('kinds.affirmation.headline', { date: longDate(view.date, locale) })
      return {
        headline,
        score: '✦',
        scoreLabel: t('kinds.affirmation.scoreLabel'),
        summary: view.text,
        text: cut(view.text, SHARE_TEXT_LENGTH),
        sections: [{ heading: t('kinds.affirmation.scoreLabel'), body: view.text }],
      }
    },
  },
  'soulmate-reading': {
    collection: 'soulmate-readings',
    by: 'id',
    async read(user, id, locale) {
      const view = await getSoulmate(user, id)
      if (!view) return null
      const [t, tl] = await Promise.all([getFixedT(locale, 'share'), getFixedT(locale, 'love')])
      const d = view.description
      const rows = [
        { heading: tl('result.appearance'), body: `${tl(`appearance.${d.appearance}`)} ${tl(`build.${d.build}`)}` },
        { heading: tl('result.personality'), body: tl(`personality.${d.personality}`) },
        { heading: tl('result.meeting'), body: tl(`meeting.${String(d.meeting) as '1'}`) },
        { heading: tl('result.connection'), body: tl(`connection.${d.connection}`) },
      ]
      return {
        headline: t('kinds.soulmate-reading.headline'),
        score: `${view.lovePercentage}%`,
        scoreLabel: tl('result.lovePercentage'),
        summary: cut([rows[1]!.body, rows[3]!.body].join(' '), SUMMARY_LENGTH),
        text: tl('share.text', { percent: view.lovePercentage, connection: rows[3]!.body }).slice(0, SHARE_TEXT_LENGTH * 3),
        sections: rows,
      }
    },
  },
}
