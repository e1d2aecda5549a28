// How the site writes dates, in one place. Clock times (the profile's 'HH:MM') are in app/schemas/birth-details.ts
// beside the rules that store them; the engine's calendar arithmetic is app/astrology/calendar.ts.

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * 12 November 2026: the long English date the site uses everywhere (en-EU style, spec 2.3), for a calendar date
 * ('2026-11-12') or an instant, read on the UTC calendar.
 */
export function longDate(iso: string): string {
  return LONG_DATE.format(new Date(iso))
}
