// Who may do what with customer data, proved by one table of expectations (EXPECTED below) run on every surface a
// caller can reach it through: the Local API with access control on (as the site's services call it), and Payload's
// REST handlers, called in-process with the same Request objects the CMS host hands them. GraphQL is off (ADR 156):
// its column keeps every call it once carried, and each is answered 404 and changes nothing.
//
// Customer data is the account (`users`), everything keyed by its owner (`profiles`, CUSTOMER_DATA) and what is kept
// by the account's e-mail address (`contact-messages`, `newsletter-subscribers`, CUSTOMER_DATA_BY_EMAIL; ADR 022).
// A customer reaches only their own account and profile; anonymous callers reach none of it; editors only the inbox
// they answer; admins read accounts and profiles and manage accounts, but never write a birth profile.
// The audit log (ADR 073) names customers too: only admins read it, and nobody writes it through any surface.
import crypto from 'node:crypto'
import type { Payload, PayloadRequest, Where } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CUSTOMER_DATA, CUSTOMER_DATA_BY_EMAIL, CUSTOMER_RECORDS_KEPT } from '../../app/domain/customer-data'
import { zonedToUtc } from '../../app/astrology/time-zone'
import { startMailCatcher } from '../setup/mail-catcher.mjs'
import { profileData, quietly } from './api-client'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

type Id = number | string
type Doc = Record<string, unknown> & { id: Id }
type Customer = 'a' | 'b'
type Actor = 'anonymous' | Customer | 'editor' | 'admin'
type Slug =
  | 'users'
  | 'profiles'
  | 'contact-messages'
  | 'newsletter-subscribers'
  | 'sessions'
  | 'audit-log'
  | 'lucky-elements'
  | 'daily-readings'
  | 'life-career-analyses'
  | 'compatibility-readings'
  | 'numerology-reports'
  | 'saved-items'
  | 'orders'
  | 'credit-ledger'
  | 'access-records'
  | 'webhook-events'
  | 'consultations'
  | 'consultation-reviews'
  | 'share-links'
  | 'crush-analyses'
  | 'daily-affirmations'
  | 'daily-nudges'
  | 'push-subscriptions'
  | 'journal-entries'
  | 'love-forecasts'
  | 'soulmate-readings'
type Caller = 'own' | 'other' | 'anonymous' | 'editor' | 'admin'
type Rule = 'create' | 'find' | 'findByID' | 'update' | 'delete' | 'duplicate'
type Operation = Rule | 'updateWhere' | 'deleteWhere'
type Surface = 'local' | 'rest' | 'graphql'

// ─── The expectations ────────────────────────────────────────────────────────────────────────────────────────────────
//
// Callers: `own` is customer A on A's record, `other` customer A on B's record; anonymous, editor and admin act on B's.
// For the by-e-mail collections a customer's "own" record is the one carrying their account's address.
// create: a profile's data always names B as its owner, so "yes" means it was made, and made the caller's.
// find: the record is among what a list returns; findByID: the record itself. update and delete run by id and, on
// Local and REST, by a `where` naming the record too (GraphQL has no bulk mutations).
// duplicate: Payload's copy of a record (a create that first reads the source). An account's e-mail, a profile's
// owner and a subscriber's address are unique, so no copy of those can be made, whoever asks.
// An audit entry is "own" when it is about customer A (an admin revealed A's birth data); entries are written only by
// the server, in the request that reveals or exports.
const EXPECTED = expectations(`
  collection              caller     create  find  findByID  update  delete  duplicate
  users                   own        no      yes   yes       yes     no      no
  users                   other      no      no    no        no      no      no
  users                   anonymous  no      no    no        no      no      no
  users                   editor     no      no    no        no      no      no
  users                   admin      yes     yes   yes       yes     yes     no
  profiles                own        yes     yes   yes       yes     yes     no
  profiles                other      no      no    no        no      no      no
  profiles                anonymous  no      no    no        no      no      no
  profiles                editor     no      no    no        no      no      no
  profiles                admin      no      yes   yes       no      no      no
  contact-messages        own        no      no    no        no      no      no
  contact-messages        other      no      no    no        no      no      no
  contact-messages        anonymous  no      no    no        no      no      no
  contact-messages        editor     no      yes   yes       yes     no      no
  contact-messages        admin      no      yes   yes       yes     yes     no
  newsletter-subscribers  own        no      no    no        no      no      no
  newsletter-subscribers  other      no      no    no        no      no      no
  newsletter-subscribers  anonymous  no      no    no        no      no      no
  newsletter-subscribers  editor     no      yes   yes       no      no      no
  newsletter-subscribers  admin      no      yes   yes       yes     yes     no
  sessions                own        no      yes   yes       no      yes     no
  sessions                other      no      no    no        no      no      no
  sessions                anonymous  no      no    no        no      no      no
  sessions                editor     no      no    no        no      no      no
  sessions                admin      no      no    no        no      no      no
  audit-log               own        no      no    no        no      no      no
  audit-log               other      no      no    no        no      no      no
  audit-log               anonymous  no      no    no        no      no      no
  audit-log               editor     no      no    no        no      no      no
  audit-log               admin      no      yes   yes       no      no      no
  lucky-elements          own        yes     yes   yes       yes     yes     no
  lucky-elements          other      yes     no    no        no      no      no
  lucky-elements          anonymous  no      no    no        no      no      no
  lucky-elements          editor     no      no    no        no      no      no
  lucky-elements          admin      no      yes   yes       no      no      no
  daily-readings          own        no      yes   yes       no      yes     no
  daily-readings          other      no      no    no        no      no      no
  daily-readings          anonymous  no      no    no        no      no      no
  daily-readings          editor     no      no    no        no      no      no
  daily-readings          admin      no      yes   yes       no      no      no
  life-career-analyses    own        no      yes   yes       no      yes     no
  life-career-analyses    other      no      no    no        no      no      no
  life-career-analyses    anonymous  no      no    no        no      no      no
  life-career-analyses    editor     no      no    no        no      no      no
  life-career-analyses    admin      no      yes   yes       no      no      no
  compatibility-readings  own        no      yes   yes       no      yes     no
  compatibility-readings  other      no      no    no        no      no      no
  compatibility-readings  anonymous  no      no    no        no      no      no
  compatibility-readings  editor     no      no    no        no      no      no
  compatibility-readings  admin      no      no    no        no      no      no
  numerology-reports      own        no      yes   yes       no      yes     no
  numerology-reports      other      no      no    no        no      no      no
  numerology-reports      anonymous  no      no    no        no      no      no
  numerology-reports      editor     no      no    no        no      no      no
  numerology-reports      admin      no      no    no        no      no      no
  saved-items             own        yes     yes   yes       no      yes     no
  saved-items             other      yes     no    no        no      no      no
  saved-items             anonymous  no      no    no        no      no      no
  saved-items             editor     no      no    no        no      no      no
  saved-items             admin      no      no    no        no      no      no
  orders                  own        no      yes   yes       no      no      no
  orders                  other      no      no    no        no      no      no
  orders                  anonymous  no      no    no        no      no      no
  orders                  editor     no      no    no        no      no      no
  orders                  admin      no      yes   yes       no      no      no
  credit-ledger           own        no      yes   yes       no      no      no
  credit-ledger           other      no      no    no        no      no      no
  credit-ledger           anonymous  no      no    no        no      no      no
  credit-ledger           editor     no      no    no        no      no      no
  credit-ledger           admin      no      yes   yes       no      no      no
  access-records          own        no      yes   yes       no      no      no
  access-records          other      no      no    no        no      no      no
  access-records          anonymous  no      no    no        no      no      no
  access-records          editor     no      no    no        no      no      no
  access-records          admin      no      yes   yes       no      no      no
  webhook-events          own        no      yes   yes       no      no      no
  webhook-events          other      no      no    no        no      no      no
  webhook-events          anonymous  no      no    no        no      no      no
  webhook-events          editor     no      no    no        no      no      no
  webhook-events          admin      no      yes   yes       no      no      no
  consultations           own        yes     yes   yes       yes     no      no
  consultations           other      yes     no    no        no      no      no
  consultations           anonymous  no      no    no        no      no      no
  consultations           editor     no      yes   yes       yes     no      no
  consultations           admin      no      yes   yes       yes     no      no
  consultation-reviews    own        no      yes   yes       no      yes     no
  consultation-reviews    other      no      no    no        no      no      no
  consultation-reviews    anonymous  no      no    no        no      no      no
  consultation-reviews    editor     no      no    no        no      no      no
  consultation-reviews    admin      no      yes   yes       yes     yes     no
  share-links             own        no      yes   yes       no      yes     no
  share-links             other      no      no    no        no      no      no
  share-links             anonymous  no      no    no        no      no      no
  share-links             editor     no      no    no        no      no      no
  share-links             admin      no      no    no        no      no      no
  crush-analyses          own        no      yes   yes       no      yes     no
  crush-analyses          other      no      no    no        no      no      no
  crush-analyses          anonymous  no      no    no        no      no      no
  crush-analyses          editor     no      no    no        no      no      no
  crush-analyses          admin      no      no    no        no      no      no
  daily-affirmations      own        no      yes   yes       no      yes     no
  daily-affirmations      other      no      no    no        no      no      no
  daily-affirmations      anonymous  no      no    no        no      no      no
  daily-affirmations      editor     no      no    no        no      no      no
  daily-affirmations      admin      no      no    no        no      no      no
  daily-nudges            own        no      yes   yes       no      yes     no
  daily-nudges            other      no      no    no        no      no      no
  daily-nudges            anonymous  no      no    no        no      no      no
  daily-nudges            editor     no      no    no        no      no      no
  daily-nudges            admin      no      no    no        no      no      no
  push-subscriptions      own        no      yes   yes       no      yes     no
  push-subscriptions      other      no      no    no        no      no      no
  push-subscriptions      anonymous  no      no    no        no      no      no
  push-subscriptions      editor     no      no    no        no      no      no
  push-subscriptions      admin      no      no    no        no      no      no
  journal-entries         own        no      yes   yes       no      yes     no
  journal-entries         other      no      no    no        no      no      no
  journal-entries         anonymous  no      no    no        no      no      no
  journal-entries         editor     no      no    no        no      no      no
  journal-entries         admin      no      no    no        no      no      no
  love-forecasts          own        no      yes   yes       no      yes     no
  love-forecasts          other      no      no    no        no      no      no
  love-forecasts          anonymous  no      no    no        no      no      no
  love-forecasts          editor     no      no    no        no      no      no
  love-forecasts          admin      no      no    no        no      no      no
  soulmate-readings       own        no      yes   yes       no      yes     no
  soulmate-readings       other      no      no    no        no      no      no
  soulmate-readings       anonymous  no      no    no        no      no      no
  soulmate-readings       editor     no      no    no        no      no      no
  soulmate-readings       admin      no      no    no        no      no      no
`)

const SLUGS = [
  'users',
  'profiles',
  'contact-messages',
  'newsletter-subscribers',
  'sessions',
  'audit-log',
  'lucky-elements',
  'daily-readings',
  'life-career-analyses',
  'compatibility-readings',
  'numerology-reports',
  'saved-items',
  'orders',
  'credit-ledger',
  'access-records',
  'webhook-events',
  'consultations',
  'consultation-reviews',
  'share-links',
  'crush-analyses',
  'daily-affirmations',
  'daily-nudges',
  'push-subscriptions',
  'journal-entries',
  'love-forecasts',
  'soulmate-readings',
] as const satisfies readonly Slug[]
const CALLERS: Record<Caller, { actor: Actor; target: Customer }> = {
  own: { actor: 'a', target: 'a' },
  other: { actor: 'a', target: 'b' },
  anonymous: { actor: 'anonymous', target: 'b' },
  editor: { actor: 'editor', target: 'b' },
  admin: { actor: 'admin', target: 'b' },
}
const RULE_OF: Record<Operation, Rule> = {
  create: 'create',
  find: 'find',
  findByID: 'findByID',
  update: 'update',
  updateWhere: 'update',
  delete: 'delete',
  deleteWhere: 'delete',
  duplicate: 'duplicate',
}
const OPERATIONS: Record<Surface, Operation[]> = {
  local: ['create', 'find', 'findByID', 'update', 'updateWhere', 'delete', 'deleteWhere', 'duplicate'],
  rest: ['create', 'find', 'findByID', 'update', 'updateWhere', 'delete', 'deleteWhere', 'duplicate'],
  graphql: ['create', 'find', 'findByID', 'update', 'delete', 'duplicate'],
}

function expectations(table: string) {
  const [header, ...rows] = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
  const rules = header!.slice(2) as Rule[]
  const result = {} as Record<Slug, Record<Caller, Record<Rule, boolean>>>
  for (const [collection, caller, ...cells] of rows as [Slug, Caller, ...string[]][]) {
    if (cells.length !== rules.length || cells.some((cell) => cell !== 'yes' && cell !== 'no')) throw new Error(`Bad row: ${collection} ${caller}`)
    result[collection] ??= {} as Record<Caller, Record<Rule, boolean>>
    result[collection][caller] = Object.fromEntries(rules.map((rule, i) => [rule, cells[i] === 'yes'])) as Record<Rule, boolean>
  }
  return result
}

// ─── The records and the callers ─────────────────────────────────────────────────────────────────────────────────────

const ORIGIN = 'http://localhost:3000'
const PASSWORD = { a: 'customer-a-password-1', b: 'customer-b-password-1', editor: 'editor-password-1', admin: 'admin-password-1' }
const emailOf = (key: Customer) => `customer-${key}@example.in`

let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let restHandler: (request: Request) => Promise<Response>
let graphqlHandler: (request: Request) => Promise<Response>
const actors: Record<Actor, PayloadRequest['user'] | undefined> = { anonymous: undefined, a: undefined, b: undefined, editor: undefined, admin: undefined }
const tokens: Partial<Record<Actor, string>> = {}
const ids = Object.fromEntries(SLUGS.map((slug) => [slug, { a: 0 as Id, b: 0 as Id }])) as Record<Slug, Record<Customer, Id>>

/** What each collection needs for the table: its GraphQL names, a field to change, a new record, what would leak. */
const COLLECTIONS: Record<
  Slug,
  {
    graphql: { singular: string; plural: string; selection: string; input?: (data: Record<string, unknown>) => Record<string, unknown> }
    field: string
    /** The new value an update writes to `field`; a text by default. */
    changed?: (tag: string) => unknown
    made: (caller: Caller, tag: string) => Record<string, unknown>
    /** Values of a record that must never appear in an answer to a caller who may not read it. */
    markers: (doc: Doc) => unknown[]
    /** The customer a new record must belong to, whatever its data said. */
    ownerOf?: (doc: Doc) => unknown
  }
> = {
  users: {
    graphql: { singular: 'User', plural: 'Users', selection: 'id email fullName' },
    field: 'fullName',
    made: (_caller, tag) => ({ email: `made-${tag}@example.in`, password: 'made-password-1', fullName: 'Made', preferredLanguage: 'en' }),
    markers: (doc) => [doc.email, doc.fullName],
  },
  profiles: {
    graphql: { singular: 'Profile', plural: 'Profiles', selection: 'id fullName placeName dateOfBirth' },
    field: 'fullName',
    made: () => ({ ...profileData('Made'), user: ids.users.b }),
    markers: (doc) => [doc.fullName, doc.placeName],
    ownerOf: (doc) => doc.user,
  },
  'contact-messages': {
    graphql: { singular: 'ContactMessage', plural: 'ContactMessages', selection: 'id email subject message' },
    // Staff only mark a message handled; what the visitor wrote stays as sent (ADR 022).
    field: 'handled',
    changed: () => true,
    made: (caller, tag) => ({
      name: 'Made',
      email: caller === 'own' ? emailOf('a') : caller === 'other' ? emailOf('b') : `made-${tag}@example.in`,
      subject: 'Made',
      message: 'Made',
    }),
    markers: (doc) => [doc.subject, doc.message],
  },
  'newsletter-subscribers': {
    graphql: { singular: 'NewsletterSubscriber', plural: 'NewsletterSubscribers', selection: 'id email source' },
    field: 'source',
    made: (_caller, tag) => ({ email: `made-${tag}@example.in`, subscribedAt: new Date().toISOString(), source: 'made' }),
    markers: (doc) => [doc.email],
  },
  sessions: {
    graphql: { singular: 'Session', plural: 'Sessions', selection: 'id userAgent lastSeenAt' },
    field: 'userAgent',
    made: (_caller, tag) => ({
      user: ids.users.b,
      tokenHash: sessionTokenHash(),
      userAgent: `Made ${tag}`,
      lastSeenAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    markers: (doc) => [doc.userAgent],
    ownerOf: (doc) => doc.user,
  },
  'audit-log': {
    // GraphQL names a select's options as enum values ("reveal_birth_data"), so a well-formed call is refused by access.
    graphql: {
      singular: 'AuditLog',
      plural: 'AuditLogs',
      selection: 'id customerEmail reason',
      input: (data) => (typeof data.action === 'string' ? { ...data, action: data.action.replaceAll('-', '_') } : data),
    },
    field: 'reason',
    made: (_caller, tag) => ({ action: 'reveal-birth-data', staffEmail: 'admin@test.in', customerEmail: emailOf('b'), reason: `Made ${tag}` }),
    markers: (doc) => [doc.customerEmail, doc.reason],
  },
  // A customer's lucky elements of a day (ADR 084). What A sends naming B is stored as A's (the owner is always the
  // caller), so "other create" makes A a row, never B one. One row per customer and day: a copy is refused.
  'lucky-elements': {
    graphql: { singular: 'LuckyElement', plural: 'LuckyElements', selection: 'id date number gemstone' },
    field: 'number',
    changed: () => 42,
    made: () => ({ ...luckyData('2031-05-05'), user: ids.users.b }),
    markers: (doc) => [doc.date],
    ownerOf: (doc) => doc.user,
  },
  // A customer's affirmations (ADR 111), made only by the server (nobody creates or edits one through the API), read
  // and deleted by their owner alone, staff included.
  'daily-affirmations': {
    graphql: { singular: 'DailyAffirmation', plural: 'DailyAffirmations', selection: 'id date draw' },
    field: 'draw',
    changed: () => 7,
    made: () => ({ ...affirmationData('2031-05-05'), user: ids.users.b }),
    markers: (doc) => [doc.date],
    ownerOf: (doc) => doc.user,
  },
  // A customer's choice of the daily reading by e-mail (ADR 216): written only by the server (Settings, the unsubscribe
  // link, the job), read and deleted by its owner alone, staff included.
  'daily-nudges': {
    graphql: { singular: 'DailyNudge', plural: 'DailyNudges', selection: 'id hour timeZone' },
    field: 'hour',
    changed: () => 21,
    made: () => ({ email: true, hour: 5, timeZone: 'Pacific/Chatham', user: ids.users.b }),
    markers: (doc) => [doc.timeZone],
    ownerOf: (doc) => doc.user,
  },
  // A customer's devices for the daily notification (ADR 249): the endpoint is a capability, sealed at rest; written only
  // by the server (Settings, the job), read and deleted by its owner alone, staff included.
  'push-subscriptions': {
    graphql: { singular: 'PushSubscription', plural: 'PushSubscriptions', selection: 'id device' },
    field: 'device',
    made: (_caller, tag) => ({
      endpoint: `https://fcm.googleapis.com/fcm/send/${tag}`,
      p256dh: `B${'A'.repeat(86)}`,
      auth: 'a'.repeat(22),
      endpointKey: crypto.createHash('sha256').update(`${tag}-${crypto.randomUUID()}`).digest('hex'),
      device: `Made ${tag}`,
      user: ids.users.b,
    }),
    markers: (doc) => [doc.device, doc.endpoint],
    ownerOf: (doc) => doc.user,
  },
  // A customer's astro journal (ADR 112), as private as birth data: only its owner reads or deletes it, and only the site
  // writes it, behind the premium check.
  'journal-entries': {
    // GraphQL names a select's options as enum values ("full_moon").
    graphql: {
      singular: 'JournalEntry',
      plural: 'JournalEntries',
      selection: 'id date dailyEvents',
      input: (data) => (typeof data.moonPhase === 'string' ? { ...data, moonPhase: data.moonPhase.replaceAll('-', '_') } : data),
    },
    field: 'dailyEvents',
    made: (_caller, tag) => ({ ...journalData('2031-05-05', `Made ${tag}`), user: ids.users.b }),
    markers: (doc) => [doc.dailyEvents],
    ownerOf: (doc) => doc.user,
  },
  // A customer's daily reading (ADR 093): made only by the server (nobody creates or changes one through the API), read
  // by its owner and by admins, deleted by its owner.
  'daily-readings': {
    graphql: { singular: 'DailyReading', plural: 'DailyReadings', selection: 'id date tz' },
    field: 'tz',
    made: () => ({ ...readingData('2031-05-05'), user: ids.users.b }),
    markers: (doc) => [doc.date],
    ownerOf: (doc) => doc.user,
  },
  // A customer's life and career analysis (ADR 128): like a daily reading, made and replaced only by the server.
  'life-career-analyses': {
    graphql: { singular: 'LifeCareerAnalysis', plural: 'LifeCareerAnalyses', selection: 'id date tz' },
    field: 'tz',
    made: () => ({ ...lifeCareerData('2031-05-05'), user: ids.users.b }),
    markers: (doc) => [doc.date],
    ownerOf: (doc) => doc.user,
  },
  // A customer's saved analyses. Owner-only, staff included (partner birth data is a third person's); only
  // the site makes one (a compatibility analysis is quoted on share pages, ADR 148; a numerology report is quoted too,
  // and each cost a PDF, ADR 159); nobody edits one.
  'compatibility-readings': {
    graphql: { singular: 'CompatibilityReading', plural: 'CompatibilityReadings', selection: 'id partnerName partnerPlaceName' },
    field: 'partnerName',
    made: () => ({ ...compatibilityData('Made'), user: ids.users.b }),
    markers: (doc) => [doc.partnerName, doc.partnerPlaceName],
    ownerOf: (doc) => doc.user,
  },
  'numerology-reports': {
    graphql: { singular: 'NumerologyReport', plural: 'NumerologyReports', selection: 'id name lifePathNumber' },
    field: 'name',
    made: () => ({ ...numerologyData('Made Name'), user: ids.users.b }),
    markers: (doc) => [doc.name],
    ownerOf: (doc) => doc.user,
  },
  // The crush analyzer (ADR 121). Owner-only, staff included (the crush's name and birth date are a third person's);
  // only the site makes one, and nobody edits one.
  'crush-analyses': {
    graphql: { singular: 'CrushAnalysis', plural: 'CrushAnalyses', selection: 'id crushName crushBirthDate' },
    field: 'crushName',
    made: () => ({ ...crushData('Made'), user: ids.users.b }),
    markers: (doc) => [doc.crushName],
    ownerOf: (doc) => doc.user,
  },
  // Saved once per item: a copy is refused by the unique index.
  'saved-items': {
    graphql: { singular: 'SavedItem', plural: 'SavedItems', selection: 'id title itemId' },
    field: 'title',
    made: (_caller, tag) => ({ itemType: 'numerology-report', itemId: `made-${tag}`.slice(0, 40), title: `Made ${tag}`, user: ids.users.b }),
    markers: (doc) => [doc.title],
    ownerOf: (doc) => doc.user,
  },
  // Love forecasts and soulmate readings: made only by the server (a forecast from the chart and the day, a soulmate after a credit is spent);
  // only the owner reads or deletes one, staff included.
  'love-forecasts': {
    graphql: { singular: 'LoveForecast', plural: 'LoveForecasts', selection: 'id date tz loveScore' },
    field: 'tz',
    made: () => ({ ...forecastData('2031-05-05'), user: ids.users.b }),
    markers: (doc) => [doc.date],
    ownerOf: (doc) => doc.user,
  },
  'soulmate-readings': {
    graphql: { singular: 'SoulmateReading', plural: 'SoulmateReadings', selection: 'id sketchSeed lovePercentage' },
    field: 'sketchSeed',
    made: (_caller, tag) => ({ ...soulmateData(`made-${tag}`), user: ids.users.b }),
    markers: (doc) => [doc.sketchSeed],
    ownerOf: (doc) => doc.user,
  },
  // Payments (ADR 099): written only by the server (the webhook, the ledger, the trial); customers read their own.
  orders: {
    graphql: { singular: 'Order', plural: 'Orders', selection: 'id tierName amount' },
    field: 'amount',
    changed: () => 1,
    made: (_caller, tag) => ({ ...orderData(`Made ${tag}`), user: ids.users.b }),
    markers: (doc) => [doc.tierName],
    ownerOf: (doc) => doc.user,
  },
  'credit-ledger': {
    graphql: { singular: 'CreditLedgerEntry', plural: 'CreditLedgerEntries', selection: 'id purpose amount' },
    field: 'amount',
    changed: () => 1000,
    made: (_caller, tag) => ({ user: ids.users.b, seq: 99, kind: 'grant', amount: 1000, balanceAfter: 1000, purpose: `Made ${tag}` }),
    markers: (doc) => [doc.purpose],
    ownerOf: (doc) => doc.user,
  },
  'access-records': {
    graphql: { singular: 'AccessRecord', plural: 'AccessRecords', selection: 'id trialEndsAt' },
    field: 'trialEndsAt',
    changed: () => '2099-01-01T00:00:00.000Z',
    made: () => ({ user: ids.users.b, trialStartedAt: '2099-01-01T00:00:00.000Z', trialEndsAt: '2099-01-16T00:00:00.000Z' }),
    markers: (doc) => [doc.trialEndsAt],
    ownerOf: (doc) => doc.user,
  },
  'webhook-events': {
    graphql: { singular: 'WebhookEvent', plural: 'WebhookEvents', selection: 'id eventId outcome' },
    field: 'outcome',
    made: (_caller, tag) => ({ eventId: `evt_made_${tag}`, type: 'checkout.session.completed', outcome: 'fulfilled', user: ids.users.b }),
    markers: (doc) => [doc.eventId],
    ownerOf: (doc) => doc.user,
  },
  // A booking (ADR 133): the customer's own, read and moved on by staff, never deleted through any surface (it is
  // cancelled instead); a copy would hold the same time, which the slot keys refuse.
  consultations: {
    graphql: { singular: 'Consultation', plural: 'Consultations', selection: 'id notes startsAt' },
    field: 'notes',
    made: (_caller, tag) => ({ ...bookingData(2, `Made ${tag}`), user: ids.users.b }),
    markers: (doc) => [doc.notes],
    ownerOf: (doc) => doc.user,
  },
  // A rating and review of a completed consultation (ADR 215): made only by the site after its checks, read and deleted
  // by its owner; admins read it, hide it (the only change anyone makes) and delete it.
  'consultation-reviews': {
    graphql: { singular: 'ConsultationReview', plural: 'ConsultationReviews', selection: 'id rating text' },
    field: 'hidden',
    changed: () => true,
    made: (_caller, tag) => ({ consultation: ids.consultations.b, astrologer: nikhil, rating: 5, text: `Made ${tag}`, user: ids.users.b }),
    markers: (doc) => [doc.text],
    ownerOf: (doc) => doc.user,
  },
  // A public link to a reading (ADR 124): made only by the server from the owner's stored reading (an
  // API-made one could publish anything under our name), never edited, read and revoked (deleted) by its owner alone.
  'share-links': {
    graphql: { singular: 'ShareLink', plural: 'ShareLinks', selection: 'id token headline' },
    field: 'headline',
    made: (_caller, tag) => ({ ...shareData(`Made ${tag}`), user: ids.users.b }),
    markers: (doc) => [doc.token, doc.headline],
    ownerOf: (doc) => doc.user,
  },
}

/** A stored share link; its headline tells A's from B's. */
const shareData = (headline: string) => ({
  token: crypto.randomBytes(16).toString('base64url'),
  kind: 'numerology',
  itemId: String(crypto.randomInt(1, 1e9)),
  locale: 'en',
  headline,
  score: '7',
  scoreLabel: 'Life path number',
  summary: `Summary of ${headline}`,
  text: headline,
})

let nikhil: Id = 0
/** A valid booking of Nikhil Menon (Europe/London, every day from 07:00) five days ahead: half hour `n` after 07:00. */
function bookingData(n: number, notes: string) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(Date.now() + 5 * 86_400_000)
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const startsAt = zonedToUtc('Europe/London', { year, month, day }, 7 * 3600 + n * 1800, 'compatible').epochMs
  return {
    astrologer: nikhil,
    type: 'video',
    startsAt: new Date(startsAt).toISOString(),
    duration: 30,
    timeZone: 'Asia/Kolkata',
    status: 'pending',
    notes,
  }
}

/** A stored daily reading; its date tells A's from B's; the rest is any well-formed reading. */
const readingData = (date: string) => ({
  date,
  tz: 'Asia/Kolkata',
  factors: { date },
  texts: { overview: null },
  luckyNumbers: [3, 12, 21, 30, 48],
  powerColours: ['Red', 'Blue', 'Green', 'Yellow', 'Golden'],
})

/** A stored life and career analysis; its date tells A's from B's. */
const lifeCareerData = (date: string) => ({ date, tz: 'Asia/Kolkata', round: 1, basis: 'moon', facts: { lagnaSign: 1 }, texts: { paragraphs: {} } })
const forecastData = (date: string) => ({
  date,
  tz: 'Asia/Kolkata',
  loveScore: 7,
  careerScore: 5,
  financeScore: 3,
  luckyLoveTime: '18:20',
  reasons: { love: ['venus-transit-good'] },
  advice: { love: null },
})

const soulmateData = (seed: string) => ({
  generationDate: '2030-01-01T00:00:00.000Z',
  lovePercentage: 88,
  description: { appearance: 'venus', partner: 'person' },
  sketchSeed: seed,
})

/** A saved analysis with a partner's sealed birth data; the partner's name tells A's from B's. */
const compatibilityData = (partnerName: string) => ({
  partnerName,
  partnerGender: 'female',
  partnerDateOfBirth: '1992-11-02',
  partnerTimeUnknown: true,
  partnerPlaceName: `Pune of ${partnerName}`,
  partnerLatitude: '18.52',
  partnerLongitude: '73.86',
  partnerTimeZone: 'Asia/Kolkata',
  compatibilityScore: 64,
  matchingQualities: 23,
  totalQualities: 36,
  band: 'strong',
  analysis: JSON.stringify({ version: 1 }),
})

const crushData = (crushName: string) => ({
  crushName,
  crushBirthDate: '1992-11-02',
  compatibilityScore: 74,
  band: '70',
  analysis: JSON.stringify({ version: 1 }),
})

const numerologyData = (name: string) => ({
  name,
  lifePathNumber: 7,
  destinyNumber: 11,
  soulUrgeNumber: 3,
  personalityNumber: 8,
  scoredAs: name.toUpperCase(),
  totalLetters: 8,
  vowels: 3,
  consonants: 5,
  transliterated: false,
})

const orderData = (tierName: string) => ({
  tierName,
  credits: 60,
  accessDays: 90,
  listPrice: 199,
  amount: 199,
  currency: 'inr',
  kind: 'stripe',
  status: 'paid',
})

/** A stored day of lucky elements; its date tells A's from B's; the rest is any valid draw. */
const affirmationData = (date: string) => ({
  date,
  draw: 0,
  text: { id: 1, en: 'I am steady.', hi: 'मैं स्थिर हूँ।' },
  factors: { moonHouse: 1, tara: 'sampat', band: 'medium' },
  isFavorite: false,
})

const journalData = (date: string, dailyEvents: string) => ({ date, mood: 6, dailyEvents, moonPhase: 'full-moon', planetaryInfluences: 'Moon in Meena' })

const luckyData = (date: string) => ({
  date,
  refresh: 0,
  graha: 'jupiter',
  number: 12,
  colour: 'Yellow',
  gemstone: 'Yellow Sapphire',
  direction: 'North-East',
  time: '10:15',
})

const sessionTokenHash = () => crypto.randomBytes(32).toString('hex')

/** How each of customer A's or B's records is made: the account, then what belongs to it. */
const MAKE: Record<Slug, (key: Customer) => Promise<Id>> = {
  users: async (key) => {
    const { doc } = await createCustomer(payload, { email: emailOf(key), password: PASSWORD[key], fullName: `Customer ${key.toUpperCase()}` })
    actors[key] = { ...doc, collection: 'users' } as PayloadRequest['user']
    tokens[key] = (await payload.login({ collection: 'users', data: { email: emailOf(key), password: PASSWORD[key] } })).token
    return doc.id
  },
  // A profile is made the way the site makes it: by the customer, with their own rights.
  profiles: async (key) =>
    (
      await payload.create({
        collection: 'profiles',
        data: profileData(`Customer ${key.toUpperCase()}`) as never,
        overrideAccess: false,
        user: actors[key],
      })
    ).id,
  // The inbox records are made the way the site's inbox service makes them: by the server, for a visitor.
  'contact-messages': async (key) => {
    const name = `Customer ${key.toUpperCase()}`
    return (
      await payload.create({
        collection: 'contact-messages',
        data: { name, email: emailOf(key), subject: `Question from ${name}`, message: `${name} asks about Saturn` },
      })
    ).id
  },
  'newsletter-subscribers': async (key) =>
    (
      await payload.create({
        collection: 'newsletter-subscribers',
        data: { email: emailOf(key), subscribedAt: new Date().toISOString(), source: `landing-${key}` },
      })
    ).id,
  // A site session is made by the server when the customer signs in (app/services/sessions.server.ts).
  sessions: async (key) =>
    (
      await payload.create({
        collection: 'sessions',
        data: {
          user: ids.users[key] as number,
          tokenHash: sessionTokenHash(),
          userAgent: `Browser of Customer ${key.toUpperCase()}`,
          lastSeenAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
        overrideAccess: true,
      })
    ).id,
  // An entry is written by the server when an admin reveals a customer's birth data (collections/AuditLog/record.ts).
  'audit-log': async (key) =>
    (
      await payload.create({
        collection: 'audit-log',
        data: {
          action: 'reveal-birth-data',
          staff: (actors.admin as { id: number }).id,
          staffEmail: 'admin@test.in',
          customer: ids.users[key] as number,
          customerEmail: emailOf(key),
          reason: `Support request from Customer ${key.toUpperCase()}`,
        },
        overrideAccess: true,
      })
    ).id,
  // Made as the site's lucky service makes it: by the customer, with their own rights.
  'lucky-elements': async (key) =>
    (
      await payload.create({
        collection: 'lucky-elements',
        data: luckyData(key === 'a' ? '2030-01-01' : '2030-02-02') as never,
        overrideAccess: false,
        user: actors[key],
      })
    ).id,
  // Made as the affirmations service makes them: by the server, for the customer.
  'daily-affirmations': async (key) =>
    (
      await payload.create({
        collection: 'daily-affirmations',
        data: { ...affirmationData(key === 'a' ? '2030-01-01' : '2030-02-02'), user: ids.users[key] as number } as never,
        overrideAccess: true,
      })
    ).id,
  // Made as Settings makes it when a device turns notifications on: by the server, for the customer (ADR 249).
  'push-subscriptions': async (key) =>
    (
      await payload.create({
        collection: 'push-subscriptions',
        data: {
          endpoint: `https://fcm.googleapis.com/fcm/send/customer-${key}`,
          p256dh: `B${'A'.repeat(86)}`,
          auth: 'a'.repeat(22),
          endpointKey: crypto.createHash('sha256').update(`customer-${key}-${crypto.randomUUID()}`).digest('hex'),
          device: `Phone of ${key.toUpperCase()}`,
          user: ids.users[key] as number,
        } as never,
        overrideAccess: true,
      })
    ).id,
  // Made as the Settings page makes it: by the server, for the customer (ADR 216).
  'daily-nudges': async (key) =>
    (
      await payload.create({
        collection: 'daily-nudges',
        data: {
          email: true,
          hour: key === 'a' ? 6 : 8,
          timeZone: key === 'a' ? 'Asia/Kathmandu' : 'Pacific/Chatham',
          user: ids.users[key] as number,
        } as never,
        overrideAccess: true,
      })
    ).id,
  // Made as the journal service makes it: by the server, for the customer, behind the premium check.
  'journal-entries': async (key) =>
    (
      await payload.create({
        collection: 'journal-entries',
        data: { ...journalData('2030-01-01', `Events of Customer ${key.toUpperCase()}`), user: ids.users[key] as number } as never,
        overrideAccess: true,
      })
    ).id,
  // Made as the readings service makes it: by the server, for the customer.
  'daily-readings': async (key) =>
    (
      await payload.create({
        collection: 'daily-readings',
        data: { ...readingData(key === 'a' ? '2030-01-01' : '2030-02-02'), user: ids.users[key] as number } as never,
        overrideAccess: true,
      })
    ).id,
  'life-career-analyses': async (key) =>
    (
      await payload.create({
        collection: 'life-career-analyses',
        data: { ...lifeCareerData(key === 'a' ? '2030-01-01' : '2030-02-02'), user: ids.users[key] as number } as never,
        overrideAccess: true,
      })
    ).id,
  // Made as the love service makes them: by the server, for the customer.
  'love-forecasts': async (key) =>
    (
      await payload.create({
        collection: 'love-forecasts',
        data: { ...forecastData(key === 'a' ? '2030-01-01' : '2030-02-02'), user: ids.users[key] as number } as never,
        overrideAccess: true,
      })
    ).id,
  'soulmate-readings': async (key) =>
    (
      await payload.create({
        collection: 'soulmate-readings',
        data: { ...soulmateData(`soulmate-of-customer-${key}`), user: ids.users[key] as number } as never,
        overrideAccess: true,
      })
    ).id,
  // Made as the analysis services make them: by the server, for the customer.
  'compatibility-readings': async (key) =>
    (
      await payload.create({
        collection: 'compatibility-readings',
        data: { ...compatibilityData(`Partner of ${key.toUpperCase()}`), user: ids.users[key] as number } as never,
        overrideAccess: true,
      })
    ).id,
  // Made as the site's consultations service makes it: by the customer, with their own rights.
  consultations: async (key) =>
    (
      await payload.create({
        collection: 'consultations',
        data: bookingData(key === 'a' ? 0 : 1, `Notes of Customer ${key.toUpperCase()}`) as never,
        overrideAccess: false,
        user: actors[key],
      })
    ).id,
  // Made as the reviews service makes it: by the server, for the customer's booking (ADR 215).
  'consultation-reviews': async (key) =>
    (
      await payload.create({
        collection: 'consultation-reviews',
        data: {
          user: ids.users[key] as number,
          consultation: ids.consultations[key] as number,
          astrologer: nikhil,
          rating: 4,
          text: `Review of Customer ${key.toUpperCase()}`,
          shownName: `Customer ${key.toUpperCase()}.`,
        } as never,
        overrideAccess: true,
      })
    ).id,
  // Made as the numerology service makes it: by the server, for the customer (ADR 159).
  'numerology-reports': async (key) =>
    (
      await payload.create({
        collection: 'numerology-reports',
        data: { ...numerologyData(`Customer ${key.toUpperCase()} Numbers`), user: ids.users[key] as number } as never,
        overrideAccess: true,
      })
    ).id,
  'crush-analyses': async (key) =>
    (
      await payload.create({
        collection: 'crush-analyses',
        data: { ...crushData(`Crush of Customer ${key.toUpperCase()}`), user: ids.users[key] as number } as never,
        overrideAccess: true,
      })
    ).id,
  'saved-items': async (key) =>
    (
      await payload.create({
        collection: 'saved-items',
        data: { itemType: 'numerology-report', itemId: `report-${key}`, title: `Report of ${key.toUpperCase()}` } as never,
        overrideAccess: false,
        user: actors[key],
      })
    ).id,
  // Made by the server for the customer, as the sharing service makes it.
  'share-links': async (key) =>
    (
      await payload.create({
        collection: 'share-links',
        data: { ...shareData(`Link of Customer ${key.toUpperCase()}`), user: ids.users[key] } as never,
        overrideAccess: true,
      })
    ).id,
  // The payment records are made by the server, as the webhook, the ledger and the trial make them.
  orders: async (key) =>
    (await payload.create({ collection: 'orders', data: { ...orderData(`Pack of Customer ${key.toUpperCase()}`), user: ids.users[key] } as never })).id,
  'credit-ledger': async (key) =>
    (
      await payload.create({
        collection: 'credit-ledger',
        data: {
          user: ids.users[key],
          seq: 1,
          kind: 'purchase',
          amount: 60,
          balanceAfter: 60,
          purpose: `Ledger of Customer ${key.toUpperCase()}`,
        } as never,
      })
    ).id,
  'access-records': async (key) =>
    (
      await payload.create({
        collection: 'access-records',
        data: {
          user: ids.users[key],
          trialStartedAt: `2030-0${key === 'a' ? 1 : 2}-01T00:00:00.000Z`,
          trialEndsAt: `2030-0${key === 'a' ? 1 : 2}-16T00:00:00.000Z`,
        } as never,
      })
    ).id,
  'webhook-events': async (key) =>
    (
      await payload.create({
        collection: 'webhook-events',
        data: {
          eventId: `evt_customer_${key}_${crypto.randomBytes(4).toString('hex')}`,
          type: 'checkout.session.completed',
          outcome: 'fulfilled',
          user: ids.users[key],
        } as never,
      })
    ).id,
}

/** Whether each of the customer's records is stored, read from `known` (a snapshot of now) or from the database. */
async function presence(key: Customer, known: Snapshot | null): Promise<boolean[]> {
  if (known) return SLUGS.map((slug) => ids[slug][key] !== 0 && known.has(`${slug}/${ids[slug][key]}`))
  const found = await Promise.all(
    SLUGS.map((slug) =>
      ids[slug][key] === 0 ? null : payload.findByID({ collection: slug, id: ids[slug][key], overrideAccess: true, depth: 0, disableErrors: true }),
    ),
  )
  return found.map(Boolean)
}

/**
 * Makes customer A or B whole (an account, a profile, a contact message, a newsletter sign-up under its address and
 * the rest of SLUGS) by making again what is missing; says whether it made anything.
 */
async function restoreCustomer(key: Customer, known: Snapshot | null): Promise<boolean> {
  const present = await presence(key, known)
  // An account that is gone (present[0]: SLUGS begins with users) took its profile and its address's inbox records
  // with it (collections/Users), so everything is made again.
  const missing = present[0] ? SLUGS.filter((_, i) => !present[i]) : SLUGS
  for (const slug of missing) ids[slug][key] = await MAKE[slug](key)
  return missing.length > 0
}

async function staff(key: 'editor' | 'admin') {
  const doc = await payload.create({ collection: 'admins', data: { email: `${key}@test.in`, password: PASSWORD[key], name: key, roles: [key] } })
  actors[key] = { ...doc, collection: 'admins' } as PayloadRequest['user']
  tokens[key] = (await payload.login({ collection: 'admins', data: { email: `${key}@test.in`, password: PASSWORD[key] } })).token
}

const stored = (collection: Slug, id: Id) =>
  payload.findByID({ collection, id, overrideAccess: true, depth: 0, showHiddenFields: true }) as unknown as Promise<Doc>

// What is stored, carried from one matrix test to the next so that each reads the database once, not three times
// (ADR 153). `storedAfter` is the snapshot a matrix test took after its call, dropped when the test
// writes after taking it; the next restoreCustomers reads presence from it and, when it made nothing, hands it on as
// `storedNow`, which that test's check takes as its `before`. Only check() sets `storedAfter`, and `storedNow` is
// dropped after every test (afterEach below), so a test outside the matrix, which may write anything, is always
// followed by fresh reads.
let storedAfter: Snapshot | null = null
let storedNow: Snapshot | null = null

/** Makes A and B whole again after a test deleted or replaced one of their records. */
async function restoreCustomers() {
  const known = storedAfter
  storedAfter = null
  let made = false
  for (const key of ['a', 'b'] as const) made = (await restoreCustomer(key, made ? null : known)) || made
  storedNow = made ? null : known
}

beforeAll(async () => {
  // Payload's own auth endpoints send mail; it goes to a server on loopback, never to the repository's outbox.
  catcher = await startMailCatcher()
  process.env.SMTP_URL = catcher.url
  payload = await startPayload()
  nikhil = (await payload.find({ collection: 'astrologers', where: { slug: { equals: 'nikhil-menon' } }, overrideAccess: true })).docs[0]!.id
  // The very first staff account always becomes an admin (staff.test.ts), so the admin comes first.
  await staff('admin')
  await staff('editor')
  await restoreCustomers()
  const { default: config } = await import('@payload-config')
  const { handleEndpoints } = await import('payload')
  const { restHandlers } = await import('../../cms/api-handlers')
  restHandler = (request) => handleEndpoints({ config, request })
  // Where the CMS host now routes /api/graphql: the REST handlers, behind their guard.
  const guarded = restHandlers(config)
  graphqlHandler = (request) => guarded.POST(request, { params: Promise.resolve({ slug: ['graphql'] }) })
})
afterAll(async () => {
  await stopPayload(payload)
  await catcher?.close()
})
beforeEach(restoreCustomers)
afterEach(() => {
  storedNow = null
})

// ─── The three surfaces ──────────────────────────────────────────────────────────────────────────────────────────────

/** What a surface answered: whether it succeeded, its status, the ids of the records it returned, and its text. */
type Answer = { ok: boolean; status: number; ids: Id[]; text: string }
type Call = { operation: Operation; collection: Slug; actor: Actor; id: Id; data?: Record<string, unknown> }

const as = (actor: Actor) => ({ overrideAccess: false as const, user: actors[actor], depth: 0 })

function idsIn(result: unknown): Id[] {
  const value = result as { docs?: { id: Id }[]; doc?: { id: Id }; id?: Id } | null | undefined
  if (value?.docs) return value.docs.map((doc) => doc.id)
  if (value?.doc) return [value.doc.id]
  return value?.id === undefined ? [] : [value.id]
}

async function viaLocal({ operation, collection, actor, id, data }: Call): Promise<Answer> {
  const where: Where = { id: { equals: id } }
  const calls: Record<Operation, () => Promise<unknown>> = {
    create: () => payload.create({ collection, data: data as never, ...as(actor) }),
    find: () => payload.find({ collection, pagination: false, ...as(actor) }),
    findByID: () => payload.findByID({ collection, id, ...as(actor) }),
    update: () => payload.update({ collection, id, data: data as never, ...as(actor) }),
    updateWhere: () => payload.update({ collection, where, data: data as never, ...as(actor) }),
    delete: () => payload.delete({ collection, id, ...as(actor) }),
    deleteWhere: () => payload.delete({ collection, where, ...as(actor) }),
    duplicate: () => payload.duplicate({ collection, id, ...as(actor) }),
  }
  try {
    const result = await calls[operation]()
    return { ok: true, status: 200, ids: idsIn(result), text: JSON.stringify(result) }
  } catch (error) {
    const status = (error as { status?: number }).status
    if (typeof status !== 'number') throw error
    return { ok: false, status, ids: [], text: String((error as Error).message) }
  }
}

/** One REST or GraphQL call, signed in as `actor` with a JWT the way an API client would be. */
function request(actor: Actor, method: string, path: string, body?: unknown): Request {
  const headers = new Headers({ Origin: ORIGIN })
  if (tokens[actor]) headers.set('Authorization', `JWT ${tokens[actor]}`)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  return new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

async function call(actor: Actor, method: string, path: string, body?: unknown) {
  const response = await restHandler(request(actor, method, path, body))
  const text = await response.text()
  return { status: response.status, text, json: (text ? JSON.parse(text) : null) as Record<string, unknown> | null }
}

async function viaRest({ operation, collection, actor, id, data }: Call): Promise<Answer> {
  const base = `/api/${collection}`
  const where = `where[id][equals]=${encodeURIComponent(String(id))}`
  const [method, path] = {
    create: ['POST', base],
    find: ['GET', `${base}?limit=100&depth=0`],
    findByID: ['GET', `${base}/${id}?depth=0`],
    update: ['PATCH', `${base}/${id}`],
    updateWhere: ['PATCH', `${base}?${where}`],
    delete: ['DELETE', `${base}/${id}`],
    deleteWhere: ['DELETE', `${base}?${where}`],
    duplicate: ['POST', `${base}/${id}/duplicate`],
  }[operation]
  const { status, text, json } = await call(actor, method!, path!, data)
  return { ok: status >= 200 && status < 300, status, ids: idsIn(json), text }
}

type GraphQLAnswer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { statusCode?: number } }[] }

async function query(actor: Actor, source: string, variables?: Record<string, unknown>) {
  const response = await graphqlHandler(request(actor, 'POST', '/api/graphql', { query: source, variables }))
  const text = await response.text()
  return { status: response.status, text, json: JSON.parse(text) as GraphQLAnswer }
}

async function viaGraphql({ operation, collection, actor, id, data }: Call): Promise<Answer> {
  const { singular, plural, selection } = COLLECTIONS[collection].graphql
  const literal = JSON.stringify(id)
  const [field, source] = {
    create: [`create${singular}`, `mutation($data: mutation${singular}Input!) { create${singular}(data: $data) { id } }`],
    find: [plural, `{ ${plural}(limit: 100) { docs { ${selection} } } }`],
    findByID: [singular, `{ ${singular}(id: ${literal}) { ${selection} } }`],
    update: [`update${singular}`, `mutation($data: mutation${singular}UpdateInput!) { update${singular}(id: ${literal}, data: $data) { id } }`],
    delete: [`delete${singular}`, `mutation { delete${singular}(id: ${literal}) { id } }`],
    duplicate: [`duplicate${singular}`, `mutation($data: mutation${singular}Input!) { duplicate${singular}(id: ${literal}, data: $data) { id } }`],
  }[operation as Exclude<Operation, 'updateWhere' | 'deleteWhere'>]
  const input = data && (COLLECTIONS[collection].graphql.input?.(data) ?? data)
  const { status, text, json } = await query(actor, source!, input && { data: input })
  const result = json.data?.[field!]
  const error = json.errors?.[0]
  // A query the schema rejects (say a mutation it does not offer) has no status of its own: the response's is used.
  return { ok: !error && result != null, status: error ? (error.extensions?.statusCode ?? (status >= 400 ? status : 500)) : 200, ids: idsIn(result), text }
}

const SURFACES: Record<Surface, (call: Call) => Promise<Answer>> = { local: viaLocal, rest: viaRest, graphql: viaGraphql }

// ─── The matrix ──────────────────────────────────────────────────────────────────────────────────────────────────────

type Snapshot = Map<string, Doc>

/** Every stored record of every customer-data collection, hidden fields and all, as the database holds it. */
async function snapshot(): Promise<Snapshot> {
  const lists = await Promise.all(
    SLUGS.map((collection) => payload.find({ collection, pagination: false, depth: 0, overrideAccess: true, showHiddenFields: true, sort: 'id' })),
  )
  const records: Snapshot = new Map()
  SLUGS.forEach((collection, i) => {
    for (const doc of lists[i]!.docs as unknown as Doc[]) records.set(`${collection}/${doc.id}`, doc)
  })
  return records
}

/** The records that go with an account: its profile and what is kept under its address (not the audit log's entries). */
const belongingTo = (collection: Slug, key: Customer) =>
  collection === 'users'
    ? SLUGS.filter((slug) => slug !== 'audit-log' && !(CUSTOMER_RECORDS_KEPT as readonly string[]).includes(slug)).map(
        (slug) => `${slug}/${ids[slug][key]}`,
      )
    : [`${collection}/${ids[collection][key]}`]

/** Every record of `before` that is not in `except` is stored unchanged in `after`. */
function expectUntouched(before: Snapshot, after: Snapshot, except: string[] = []) {
  for (const [key, doc] of before) if (!except.includes(key)) expect(after.get(key), key).toEqual(doc)
}

async function check(surface: Surface, collection: Slug, caller: Caller, operation: Operation) {
  // Over GraphQL, which is off, nothing is allowed to anyone.
  const allowed = surface !== 'graphql' && EXPECTED[collection][caller][RULE_OF[operation]]
  const { actor, target } = CALLERS[caller]
  const kind = COLLECTIONS[collection]
  // A customer has one profile: to make theirs, A first has none (B's stays, and the data still names B).
  if (collection === 'profiles' && operation === 'create' && caller === 'own') {
    await payload.delete({ collection, id: ids.profiles.a, overrideAccess: true })
    storedNow = null
  }
  const id = ids[collection][target]
  const key = `${collection}/${id}`
  const tag = `${surface}-${caller}-${operation}`.toLowerCase()
  let data =
    operation === 'create'
      ? kind.made(caller, tag)
      : RULE_OF[operation] === 'update'
        ? { [kind.field]: kind.changed ? kind.changed(tag) : `changed ${tag}` }
        : undefined
  // GraphQL's duplicate mutation demands a whole record as its data: the caller sends the source's own values.
  if (operation === 'duplicate' && surface === 'graphql') {
    const source = await stored(collection, id)
    data = Object.fromEntries(
      Object.keys(kind.made(caller, tag))
        .filter((field) => field in source)
        .map((field) => [field, source[field]]),
    )
  }

  // Taken now unless restoreCustomers just handed on what the previous test saw last, with nothing written since.
  const before = storedNow ?? (await snapshot())
  storedNow = null
  const run = () => SURFACES[surface]({ operation, collection, actor, id, data })
  const answer = allowed ? await run() : await quietly(payload, run)
  const after = await snapshot()
  storedAfter = after
  const summary = `${answer.status} ${answer.text.slice(0, 300)}`

  if (!allowed) {
    // Refused, and refused on purpose: no server error, nothing of the record in the answer, nothing stored changed.
    expect(answer.status, summary).toBeLessThan(500)
    if (surface === 'graphql') expect(answer.status, summary).toBe(404)
    expect(answer.ids, summary).not.toContain(id)
    // (Before A's own create, A's profile was deleted: there is no record of it to leak.)
    const record = before.get(key)
    if (record) for (const marker of kind.markers(record)) expect(answer.text, summary).not.toContain(String(marker))
    // A list or a bulk change may answer with nothing instead of an error; a call naming one record must fail.
    if (!['find', 'updateWhere', 'deleteWhere'].includes(operation)) expect(answer.ok, summary).toBe(false)
    expect(after).toEqual(before)
    return
  }

  expect(answer.ok, summary).toBe(true)
  switch (RULE_OF[operation]) {
    case 'find':
    case 'findByID':
      expect(answer.ids, summary).toContain(id)
      expect(after).toEqual(before)
      break
    case 'update':
      expect(answer.ids, summary).toContain(id)
      expect(after.get(key)?.[kind.field]).toBe(data![kind.field])
      expectUntouched(before, after, [key])
      expect([...after.keys()]).toEqual([...before.keys()])
      break
    case 'delete': {
      expect(answer.ids, summary).toContain(id)
      const removed = belongingTo(collection, target)
      for (const gone of removed) expect(after.has(gone), gone).toBe(false)
      // A deleted account's audit entries stay, with its address erased (ADR 073).
      const kept = collection === 'users' ? [`audit-log/${ids['audit-log'][target]}`] : []
      for (const entry of kept) expect(after.get(entry)?.customerEmail, entry).toBe(`deleted-account-${ids.users[target]}@erased.invalid`)
      // Orders and their Stripe events stay, as the law keeps sales records, without the customer (ADR 100).
      const anonymised = collection === 'users' ? CUSTOMER_RECORDS_KEPT.map((slug) => `${slug}/${ids[slug][target]}`) : []
      for (const entry of anonymised) expect(after.get(entry)?.user ?? null, entry).toBeNull()
      expectUntouched(before, after, [...removed, ...kept, ...anonymised])
      break
    }
    case 'create':
    case 'duplicate': {
      const added = [...after.keys()].filter((k) => !before.has(k))
      expect(added).toEqual([`${collection}/${answer.ids[0]}`])
      if (kind.ownerOf) expect(kind.ownerOf(after.get(added[0]!)!)).toBe((actors[actor] as { id: Id }).id)
      expectUntouched(before, after)
      storedAfter = null
      await payload.delete({ collection, id: answer.ids[0]!, overrideAccess: true })
      break
    }
  }
}

it('the table covers every collection of customer data, the audit log that names customers, and every caller', () => {
  expect(Object.keys(EXPECTED).sort()).toEqual(['users', ...CUSTOMER_DATA, ...CUSTOMER_DATA_BY_EMAIL, ...CUSTOMER_RECORDS_KEPT, 'audit-log'].sort())
  expect(Object.keys(EXPECTED).sort()).toEqual([...SLUGS].sort())
  for (const collection of SLUGS) expect(Object.keys(EXPECTED[collection]).sort()).toEqual(Object.keys(CALLERS).sort())
})

for (const surface of ['local', 'rest', 'graphql'] as const) {
  describe(`access matrix over ${surface}`, () => {
    for (const collection of SLUGS) {
      for (const caller of Object.keys(CALLERS) as Caller[]) {
        for (const operation of OPERATIONS[surface]) {
          // Payload's GraphQL schema has no duplicate mutation for an auth collection such as users.
          if (surface === 'graphql' && collection === 'users' && operation === 'duplicate') continue
          const verdict = surface !== 'graphql' && EXPECTED[collection][caller][RULE_OF[operation]] ? 'allowed' : 'refused'
          it(`${collection}: ${caller} ${operation} is ${verdict}`, () => check(surface, collection, caller, operation))
        }
      }
    }
  })
}

// ─── What the table cannot say ───────────────────────────────────────────────────────────────────────────────────────

/** The ids `actor` finds in `collection`, or none when the read itself is refused. */
async function visible(collection: Slug, actor: Actor, where?: Where): Promise<Id[]> {
  try {
    const { docs } = await payload.find({ collection, where, pagination: false, ...as(actor) })
    return docs.map((doc) => doc.id)
  } catch (error) {
    expect((error as { status?: number }).status).toBe(403)
    return []
  }
}

/** The HTTP status a Local API call ends with: 200 when it succeeds, else the status of the error it throws. */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call
    return 200
  } catch (error) {
    const status = (error as { status?: number }).status
    if (typeof status !== 'number') throw error
    return status
  }
}

describe('queries never widen what a customer reaches', () => {
  it.each(['users', 'profiles'] as const)('%s: asking for more finds and counts only their own', async (collection) => {
    const own = ids[collection]
    expect(await visible(collection, 'a', { or: [{ id: { equals: own.b } }, { id: { exists: true } }] })).toEqual([own.a])
    expect((await payload.count({ collection, ...as('a') })).totalDocs).toBe(1)
    expect((await call('a', 'GET', `/api/${collection}/count`)).json).toMatchObject({ totalDocs: 1 })
  })

  it("profiles: a customer cannot reach another's profile through its owner", async () => {
    expect(await visible('profiles', 'a', { user: { equals: ids.users.b } })).toEqual([])
    expect(await visible('profiles', 'a', { 'user.email': { equals: emailOf('b') } })).toEqual([])
    const { text } = await call('a', 'GET', `/api/profiles?where[user.email][equals]=${emailOf('b')}&depth=1`)
    expect(text).not.toContain('Customer B')
  })

  it('a customer whose address is on a contact message or a sign-up still cannot look it up by that address', async () => {
    for (const collection of CUSTOMER_DATA_BY_EMAIL) {
      expect(await visible(collection, 'a', { email: { equals: emailOf('a') } })).toEqual([])
      const { status } = await quietly(payload, () => call('a', 'GET', `/api/${collection}?where[email][equals]=${emailOf('a')}`))
      expect(status).toBe(403)
    }
  })
})

describe('fields a caller may not see or set', () => {
  it('an admin reads a profile without its birth data, which only a reveal with a reason shows (ADR 073)', async () => {
    const profile = await payload.findByID({ collection: 'profiles', id: ids.profiles.b, ...as('admin') })
    expect(profile).toMatchObject({ fullName: 'Customer B' })
    expect(profile).not.toHaveProperty('dateOfBirth')
    expect(profile).not.toHaveProperty('placeName')
  })

  it("no one but the customer reads the account's API sessions (Payload's `sessions`; ADR 035)", async () => {
    const admin = await payload.findByID({ collection: 'users', id: ids.users.a, ...as('admin') })
    expect(admin).not.toHaveProperty('sessions')
    const own = await payload.findByID({ collection: 'users', id: ids.users.a, ...as('a') })
    expect(own.sessions?.length).toBeGreaterThan(0)
  })

  it('a customer who has a profile cannot make a second one, for themselves or for anyone else', async () => {
    const before = await snapshot()
    for (const user of [ids.users.a, ids.users.b]) {
      const status = await statusOf(payload.create({ collection: 'profiles', data: { ...profileData('Intruder'), user } as never, ...as('a') }))
      expect(status).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(500)
    }
    expect(await snapshot()).toEqual(before)
  })

  it('a customer cannot move their profile to another customer', async () => {
    await payload.update({ collection: 'profiles', id: ids.profiles.a, data: { user: ids.users.b } as never, ...as('a') }).catch(() => undefined)
    await quietly(payload, () => call('a', 'PATCH', `/api/profiles/${ids.profiles.a}`, { user: ids.users.b }))
    expect((await stored('profiles', ids.profiles.a)).user).toBe(ids.users.a)
  })

  it('a customer cannot make themselves an admin, verify or unverify themselves, or touch their API sessions', async () => {
    const before = await stored('users', ids.users.a)
    const raise = { isAdmin: true, sessions: [], _verified: false, fullName: 'Customer A' }
    await payload.update({ collection: 'users', id: ids.users.a, data: raise as never, ...as('a') })
    await call('a', 'PATCH', `/api/users/${ids.users.a}`, raise)
    await quietly(payload, () => query('a', `mutation { updateUser(id: ${JSON.stringify(ids.users.a)}, data: { isAdmin: true }) { id } }`))
    expect(await stored('users', ids.users.a)).toMatchObject({ isAdmin: false, sessions: before.sessions, _verified: true, fullName: 'Customer A' })
  })

  it('a customer cannot change their e-mail address, though the same address in another case is no change', async () => {
    expect(await statusOf(payload.update({ collection: 'users', id: ids.users.a, data: { email: 'someone-else@example.in' }, ...as('a') }))).toBe(403)
    expect((await quietly(payload, () => call('a', 'PATCH', `/api/users/${ids.users.a}`, { email: 'elsewhere@example.in' }))).status).toBe(403)
    expect((await stored('users', ids.users.a)).email).toBe(emailOf('a'))
    await payload.update({ collection: 'users', id: ids.users.a, data: { email: 'Customer-A@Example.in' }, ...as('a') })
    expect((await stored('users', ids.users.a)).email).toBe(emailOf('a'))
  })
})

describe('sign-in and passwords through the API', () => {
  it('counts sign-ins through REST against the same limits as the site, per account and client and per client address', async () => {
    const { ACCOUNT_LIMITS, CLIENT_ADDRESS_HEADER, PASSWORD_CHECKS, resetRateLimits } = await import('../../app/utils/rate-limit.server')
    const { perAddress } = ACCOUNT_LIMITS['sign-in']
    const login = (email: string, password: string, address?: string) => {
      const headers = new Headers({ Origin: ORIGIN, 'Content-Type': 'application/json' })
      if (address) headers.set(CLIENT_ADDRESS_HEADER, address)
      return restHandler(new Request(`${ORIGIN}/api/users/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) }))
    }
    resetRateLimits()
    try {
      // Per account and client (ADR 166): wrong passwords from one client spend that client's checks (no address is
      // sent here, so every call is the same client); another client is not held back.
      for (let i = 0; i < PASSWORD_CHECKS.max; i++) expect((await quietly(payload, () => login(emailOf('b'), `wrong-password-${i}`))).status).toBe(401)
      const limited = await quietly(payload, () => login(emailOf('b'), PASSWORD.b))
      expect(limited.status).toBe(429)
      expect(JSON.stringify(await limited.json())).toMatch(/locked after too many failed sign-in attempts\. Please try again in \d+ minutes?\./)
      expect((await login(emailOf('b'), PASSWORD.b, '198.51.100.200')).status).toBe(200)
      // Per client address, across e-mail addresses; another address is not held back.
      for (let i = 0; i < perAddress.max; i++)
        expect((await quietly(payload, () => login(`nobody-${i}@example.in`, 'wrong-password', '203.0.113.9'))).status).toBe(401)
      expect((await quietly(payload, () => login(emailOf('a'), PASSWORD.a, '203.0.113.9'))).status).toBe(429)
      expect((await login(emailOf('a'), PASSWORD.a, '203.0.113.10')).status).toBe(200)
    } finally {
      resetRateLimits()
    }
  })

  it('signs the customer in with their JWT', async () => {
    const { status, json } = await call('a', 'GET', '/api/users/me')
    expect(status).toBe(200)
    expect((json?.user as { id: Id }).id).toBe(ids.users.a)
  })

  // The password changes only on the site, which asks for the current one and ends the other sessions (ADR 013).
  it('a customer cannot set a password through the API, and the old one keeps working', async () => {
    const before = (await stored('users', ids.users.a)).hash
    expect((await quietly(payload, () => call('a', 'PATCH', `/api/users/${ids.users.a}`, { password: 'changed-over-api-1' }))).status).toBe(403)
    expect(await statusOf(payload.login({ collection: 'users', data: { email: emailOf('a'), password: 'changed-over-api-1' } }))).not.toBe(200)
    expect(await statusOf(payload.login({ collection: 'users', data: { email: emailOf('a'), password: PASSWORD.a } }))).toBe(200)
    expect((await stored('users', ids.users.a)).hash).toBe(before)
  })

  // Reset mails and resets belong to the site, which rate-limits the one and ends every session after the other.
  it('password reset mails and resets are refused through the API', async () => {
    expect((await quietly(payload, () => call('anonymous', 'POST', '/api/users/forgot-password', { email: emailOf('b') }))).status).toBe(403)
    const token = await payload.forgotPassword({ collection: 'users', data: { email: emailOf('b') }, disableEmail: true })
    expect((await quietly(payload, () => call('anonymous', 'POST', '/api/users/reset-password', { token, password: 'reset-over-api-1' }))).status).toBe(
      403,
    )
    expect(await statusOf(payload.login({ collection: 'users', data: { email: emailOf('b'), password: PASSWORD.b } }))).toBe(200)
  })
})

// Last: it empties the users collection.
describe('with no customers at all', () => {
  // Payload gives every auth collection a first-register endpoint that works while the collection is empty: right for
  // the staff's first admin, wrong for customers, who sign up on the site (verified by mail, rate-limited).
  it('no one registers the "first" customer through the API', async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
    const data = { email: 'first@example.in', password: 'first-password-1', fullName: 'First', preferredLanguage: 'en', isAdmin: true }
    const { status } = await quietly(payload, () => call('anonymous', 'POST', '/api/users/first-register', data))
    expect([401, 403, 404]).toContain(status)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })
})
