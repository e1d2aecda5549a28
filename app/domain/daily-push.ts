// What the daily reading's notification says (ADR 249): composed on the server in the customer's language, carried
// encrypted by the push service, shown as it is by the service worker (app/pwa/sw.ts). Pure, so the job, the worker's
// reading of it and the tests share one shape.

/** Where a tap on the notification leads. */
export const DAILY_PUSH_URL = '/daily-reading'
/** The longest body a notification shows in full on most phones; a longer overview is cut at a word. */
export const PUSH_BODY_MAX = 160

export type DailyPush = { title: string; body: string; url: string; lang: string; tag: string }

/** The text cut to `max` characters at a word (a whole word never split), with an ellipsis when anything was cut. */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}

/**
 * The day's notification: the title names the day, the body is the overview's first lines (the full reading is a tap
 * away), and the tag is the day's, so a second delivery of the same day replaces the first rather than stacking.
 */
export function dailyPush({ title, overview, language, date }: { title: string; overview: string; language: string; date: string }): DailyPush {
  const firstParagraph = overview.split(/\n{2,}/)[0] ?? ''
  return { title, body: shorten(firstParagraph, PUSH_BODY_MAX), url: DAILY_PUSH_URL, lang: language, tag: `daily-reading-${date}` }
}

/** The worker's reading of a message: what it can show, or null for anything not ours (it then shows a plain notice). */
export function readDailyPush(value: unknown): DailyPush | null {
  if (!value || typeof value !== 'object') return null
  const { title, body, url, lang, tag } = value as Record<string, unknown>
  if (typeof title !== 'string' || typeof body !== 'string' || typeof tag !== 'string' || typeof lang !== 'string') return null
  // Only a path of this site: a message cannot send a tap anywhere else.
  const path = typeof url === 'string' && /^\/(?!\/)/.test(url) ? url : DAILY_PUSH_URL
  return { title: title.slice(0, 200), body: body.slice(0, 1000), url: path, lang: lang.slice(0, 10), tag: tag.slice(0, 64) }
}
