import type { KundliRemedy, KundliView } from '~/services/kundli.server'
import { formatNumber, longDateIn } from '~/utils/dates'
import type { Locale } from '~/utils/locales.mjs'
import { type KundliT, kundliWords } from './kundli-words'

/**
 * The kundli PDF's sections (ADR 254): the page's facts as lines of text, in the reader's language: the planet table, the
 * running and all Vimshottari periods, Saturn's periods, the yogas and the remedies. The charts themselves stay on the
 * page; the PDF lists what they show.
 */
export function kundliPdfSections(view: KundliView, remedies: readonly KundliRemedy[], t: KundliT, locale: Locale, zone: string) {
  const w = kundliWords(t)
  const date = (iso: string) => longDateIn(iso, zone, locale)
  const asc = view.ascendant
  const planetLines = [
    ...(asc ? [`${t('planets.lagna')}: ${w.sign(asc.sign)} ${w.degree(asc.degree)}, ${w.nakshatra(asc.nakshatra, asc.pada)}`] : [t('moonReference')]),
    ...view.planets.map(
      (p) =>
        `${w.planet(p.graha)}: ${w.sign(p.sign)} ${w.degree(p.degree)}, ${w.nakshatra(p.nakshatra, p.pada)}; ${t('planets.house')} ${p.house}; ${t('planets.navamsa')} ${w.sign(p.navamsaSign)}; ${w.dignity(p)}; ${w.motion(p)}`,
    ),
  ]
  const dashaLines = view.mahadashas.flatMap((m) => {
    const line = `${t('dasha.mahadasha', { lord: w.planet(m.lord) })}: ${date(m.start)} – ${date(m.end)}`
    if (!m.running) return [line]
    return [
      `${line} (${t('dasha.running')})`,
      ...m.antardashas.map(
        (a) => `${w.planet(m.lord)} – ${w.planet(a.lord)}: ${date(a.start)} – ${date(a.end)}${a.running ? ` (${t('dasha.running')})` : ''}`,
      ),
    ]
  })
  const saturnLines = view.saturn.length
    ? view.saturn.map(
        (s) => `${t(`saturn.phases.${s.phase}`)}, ${w.sign(s.sign)}: ${date(s.start)} – ${date(s.end)}${s.current ? ` (${t('saturn.current')})` : ''}`,
      )
    : [t('saturn.none')]
  const yogaLines = view.yogas.map(
    (y) => `${t(`yogas.names.${y.code}`)}: ${y.present ? t('yogas.present') : t('yogas.absent')}. ${t(`yogas.meanings.${y.code}`)}`,
  )
  const remedyLines = remedies.length
    ? remedies.flatMap((r) => [
        `${w.planet(r.graha)} (${r.reasons.map((reason) => t(`remedies.reasons.${reason}`)).join('; ')})`,
        ...r.texts.map(({ kind, text }) => `${t(`remedies.kinds.${kind}`)}: ${text ?? t('remedies.unwritten')}`),
      ])
    : [t('remedies.none')]
  return [
    { heading: t('planets.heading'), body: planetLines.join('\n') },
    {
      heading: t('dasha.heading'),
      body: [
        t('dasha.balance', { lord: w.planet(view.balance.lord), years: formatNumber(view.balance.years, locale, { maximumFractionDigits: 1 }) }),
        ...dashaLines,
      ].join('\n'),
    },
    { heading: t('saturn.heading'), body: saturnLines.join('\n') },
    { heading: t('yogas.heading'), body: yogaLines.join('\n') },
    { heading: t('remedies.heading'), body: [t('remedies.intro'), ...remedyLines].join('\n') },
  ]
}
