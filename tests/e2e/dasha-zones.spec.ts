// A dasha's end date on the customer's calendar (ADR 186): the life and career analysis shows each period's end as
// the date in the customer's zone, not the UTC date. The site learns the zone from the browser: the page writes the
// browser's zone into the `tz` cookie and draws itself again when it was drawn for another zone (ADR 085); the server
// reads the cookie, else the birthplace's zone. So one customer seen from two browsers on either side of a UTC midnight
// sees the same instant as two dates.
import type { Browser, BrowserContext } from '@playwright/test'
import { birthChart, lifeCareerFacts, TIMING_HORIZONS } from '../../app/astrology'
import { ECLIPSE_BIRTH, expect, saveProfile, signedInCustomer, test, waitForHydration } from './fixtures'

// Fixed offsets all year (no summer time): 25 hours apart, so every instant falls on a different date in each.
const ZONES = [
  { zone: 'Pacific/Kiritimati', offsetHours: 14 },
  { zone: 'Pacific/Pago_Pago', offsetHours: -11 },
] as const

const HORIZON_NAMES: Record<(typeof TIMING_HORIZONS)[number], string> = {
  nextThreeMonths: 'Next 3 months',
  nextSixMonths: 'Next 6 months',
  nextYear: 'Next year',
  nextTwoYears: 'Next 2 years',
  nextFiveYears: 'Next 5 years',
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** The instant's date at a fixed offset, written as the page writes it in English ("3 March 2031"), worked out here by hand. */
function dateAt(instant: string, offsetHours: number): string {
  const shifted = new Date(Date.parse(instant) + offsetHours * 3_600_000)
  return `${shifted.getUTCDate()} ${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}`
}

/** A browser in `zone` sharing the signed-in customer's session; its `tz` cookie already names the zone. */
async function browserIn(browser: Browser, zone: string, session: Awaited<ReturnType<BrowserContext['storageState']>>, baseURL: string) {
  const context = await browser.newContext({ timezoneId: zone, storageState: session, baseURL })
  await context.addCookies([{ name: 'tz', value: encodeURIComponent(zone), url: baseURL }])
  return context
}

test('a dasha’s end date is the date in the customer’s zone: the same instant, two zones, two dates', async ({ page, browser, baseURL }) => {
  await signedInCustomer(page, 'dasha-zones', 'Kavya Rao')
  await saveProfile(page.request, 'Kavya Rao', ECLIPSE_BIRTH)
  // The periods the analysis will show, from the engine: the ends are instants fixed by the birth.
  const chart = birthChart({
    date: ECLIPSE_BIRTH.date,
    time: ECLIPSE_BIRTH.time,
    tz: ECLIPSE_BIRTH.timeZone,
    lat: Number(ECLIPSE_BIRTH.latitude),
    lon: Number(ECLIPSE_BIRTH.longitude),
    disambiguation: 'earlier',
  })
  const timing = lifeCareerFacts(chart, new Date()).timing
  const session = await page.context().storageState()

  const shown: Record<string, string[]> = {}
  for (const { zone, offsetHours } of ZONES) {
    const context = await browserIn(browser, zone, session, baseURL!)
    try {
      const zoned = await context.newPage()
      await zoned.goto('/life-career')
      await waitForHydration(zoned)
      // The day differs between the zones, so each has no analysis of its day yet: made here, for the same birth.
      await zoned.getByRole('button', { name: /^Generate (New )?Analysis$/ }).click()
      const periods = zoned.getByRole('region', { name: 'Timing' }).getByTestId('timing-periods')
      await expect(periods).toHaveCount(TIMING_HORIZONS.length)
      shown[zone] = []
      for (const horizon of TIMING_HORIZONS) {
        const { mahadashaEnds, antardashaEnds } = timing[horizon]
        const period = zoned
          .getByRole('region', { name: 'Timing' })
          .getByRole('listitem')
          .filter({ has: zoned.getByRole('heading', { name: HORIZON_NAMES[horizon], exact: true }) })
          .getByTestId('timing-periods')
        const expected = [dateAt(mahadashaEnds, offsetHours), dateAt(antardashaEnds, offsetHours)]
        await expect(period, `${horizon} in ${zone}`).toHaveText(
          new RegExp(`mahadasha \\(until ${expected[0]}\\), \\w+ antardasha \\(until ${expected[1]}\\)$`),
        )
        shown[zone].push(...expected)
      }
    } finally {
      await context.close()
    }
  }
  // The same instants, each on a different date in the two zones.
  const [east, west] = ZONES.map(({ zone }) => shown[zone]!)
  east!.forEach((date, i) => expect(date, `period end ${i}`).not.toBe(west![i]))
})
