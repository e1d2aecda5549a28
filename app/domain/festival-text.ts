// The words for a festival's rule and muhurat, shared by the page, the dashboard's card and the iCalendar feed. Plain
// data in, text out: the engine (app/astrology/festivals.ts) stays on the server.
import { tithiKeys } from '../utils/astrology-names'

type MonthName =
  'chaitra' | 'vaishakha' | 'jyeshtha' | 'ashadha' | 'shravana' | 'bhadrapada' | 'ashvin' | 'kartika' | 'margashirsha' | 'pausha' | 'magha' | 'phalguna'
type Kala = 'udaya' | 'purvahna' | 'madhyahna' | 'aparahna' | 'pradosh' | 'nishita' | 'moonrise'

/** The rule a festival follows (docs/astrology.md, "Festivals"). */
export type FestivalRuleView =
  | { kind: 'tithi' | 'bhadra'; month: MonthName; tithi: number; kala: Kala }
  | { kind: 'sankranti' }
  | { kind: 'dayAfter'; festival: string }
  | { kind: 'ekadashi'; shortDvadashi?: true }

type Clock = { time: string; nextDay: boolean }

export type FestivalRow = {
  /** Lowercase words joined by hyphens: 'diwali', 'nirjala-ekadashi'. */
  key: string
  date: string
  ekadashi: boolean
  rule: FestivalRuleView
  /** The muhurat as clock times at the place (an instant has no end), or null where none applies. */
  window: { kind: string; start: Clock; end: Clock | null } | null
  /** An Ekadashi's Vaishnava day where it is not `date` (the smarta day), else null. */
  vaishnava: string | null
}

/** i18next's t, loosened: the keys here are built from data, each one present in the festivals catalogue. */
export type Translate = (key: string, options?: Record<string, unknown>) => string

export const festivalName = (t: Translate, key: string) => t(`festivals:names.${key}`)

export function ruleText(t: Translate, rule: FestivalRuleView): string {
  switch (rule.kind) {
    case 'tithi':
    case 'bhadra': {
      const { tithi, paksha } = tithiKeys(rule.tithi)
      const name =
        rule.tithi === 15 || rule.tithi === 30
          ? t(`astrology:${tithi}`)
          : t('astrology:tithiWithPaksha', { paksha: t(`astrology:${paksha}`), tithi: t(`astrology:${tithi}`) })
      return t(`festivals:rule.${rule.kind}`, { tithi: name, month: t(`festivals:months.${rule.month}`), kala: t(`festivals:kala.${rule.kala}`) })
    }
    case 'sankranti':
      return t('festivals:rule.sankranti')
    case 'ekadashi':
      return t(rule.shortDvadashi ? 'festivals:rule.ekadashiShortDvadashi' : 'festivals:rule.ekadashi')
    case 'dayAfter':
      return t('festivals:rule.dayAfter', { festival: festivalName(t, rule.festival) })
  }
}

export function windowText(t: Translate, window: NonNullable<FestivalRow['window']>): string {
  const clock = (c: Clock) => (c.nextDay ? t('festivals:window.nextDay', { time: c.time }) : c.time)
  if (!window.end) {
    const kind = window.kind === 'sankranti' || window.kind === 'moonrise' ? window.kind : null
    return kind ? t(`festivals:window.${kind}`, { time: clock(window.start) }) : clock(window.start)
  }
  return t('festivals:window.span', { start: clock(window.start), end: clock(window.end) })
}
