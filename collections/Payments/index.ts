// Payments (ADRs 099-101): orders, the credits ledger, the access record (the trial) and the Stripe events
// received. The server writes all four, through app/services/payments*.server.ts, credits.server.ts and
// access.server.ts; customers read only their own, through any surface, and nobody writes them over REST or GraphQL:
// a balance, an amount or an access date never comes from a request.
import type { CollectionConfig, Field } from 'payload'
import { LEDGER_PURPOSE_MAX } from '../../app/domain/ledger'
import { MAX_PENDING_ORDERS } from '../../app/domain/pricing'
import { nobody, ownCustomerDataOrAdmin } from '../access'

const readOnly = { read: ownCustomerDataOrAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody }

/** The customer a record is about. Not required where the record outlives the account (orders, events; ADR 100). */
const customer = (required: boolean): Field => ({ name: 'user', type: 'relationship', relationTo: 'users', required, index: true })

// Expired: its checkout closed unpaid (Stripe's event, or the hour of ADR 163 passed); failed: no checkout could be
// opened (Stripe unreachable, ADR 165). Neither holds anything.
const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'refunded', 'expired', 'failed'] as const
const ORDER_KINDS = ['stripe', 'test-checkout', 'free-coupon', 'complimentary'] as const
const LEDGER_KINDS = ['purchase', 'spend', 'refund', 'grant'] as const

/**
 * One purchase of a tier: what the server charged (never what a browser said), the coupon, and where it stands. Kept
 * after the account is deleted, without the customer (ADR 100): the law keeps sales records, not the person.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  graphQL: { singularName: 'Order', pluralName: 'Orders' },
  admin: {
    useAsTitle: 'tierName',
    defaultColumns: ['createdAt', 'tierName', 'amount', 'couponCode', 'kind', 'status', 'user'],
    group: 'Commerce',
    description: 'Purchases of sketch packs and payments for consultations. Written by the site and Stripe’s webhook; read-only here.',
  },
  access: readOnly,
  defaultSort: '-createdAt',
  // What an open order holds (ADR 163), each a compare-and-set like the ledger's (ADR 099): a use of its coupon,
  // numbered 1..max and one per customer, and one of the customer's places for open checkouts. An order that closes
  // unpaid clears both; a paid order keeps its coupon's use for good.
  indexes: [
    { fields: ['heldCoupon', 'heldUse'], unique: true },
    { fields: ['heldCoupon', 'user'], unique: true },
    { fields: ['user', 'pendingSlot'], unique: true },
  ],
  fields: [
    customer(false),
    { name: 'tier', type: 'relationship', relationTo: 'tiers' },
    // A consultation's payment (ADR 196): the booking it pays for. It grants no credits and no access.
    { name: 'consultation', type: 'relationship', relationTo: 'consultations', index: true },
    // The tier as it was sold: an editor changing the tier later changes nothing already bought.
    { name: 'tierName', type: 'text', required: true, maxLength: 80 },
    {
      type: 'row',
      fields: [
        { name: 'credits', type: 'number', required: true, min: 0 },
        { name: 'accessDays', type: 'number', required: true, min: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'listPrice', label: 'List price', type: 'number', required: true, min: 0 },
        { name: 'amount', label: 'Charged', type: 'number', required: true, min: 0 },
        // Packs are sold in rupees; consultations at the astrologer's listed price, in dollars (spec 8, ADR 196).
        {
          name: 'currency',
          type: 'select',
          required: true,
          defaultValue: 'inr',
          options: [
            { value: 'inr', label: 'INR' },
            { value: 'usd', label: 'USD' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'couponCode', type: 'text', maxLength: 40 },
        { name: 'percentOff', type: 'number', min: 0, max: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'heldCoupon',
          label: 'Coupon use held',
          type: 'relationship',
          relationTo: 'coupons',
          admin: { description: 'Held from the order’s creation; cleared when it closes unpaid (ADR 163)' },
        },
        { name: 'heldUse', label: 'Use number', type: 'number', min: 1 },
        { name: 'pendingSlot', label: 'Open checkout place', type: 'number', min: 1, max: MAX_PENDING_ORDERS },
      ],
    },
    { name: 'kind', type: 'select', required: true, options: ORDER_KINDS.map((value) => ({ value, label: value })) },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ORDER_STATUSES.map((value) => ({ value, label: value })),
    },
    { name: 'stripeSessionId', label: 'Stripe Checkout session', type: 'text', index: true, maxLength: 255 },
    { name: 'stripePaymentIntentId', label: 'Stripe payment', type: 'text', index: true, maxLength: 255 },
    { name: 'expiresAt', label: 'Checkout closes', type: 'date', index: true },
    { name: 'paidAt', type: 'date' },
    { name: 'refundedAt', type: 'date' },
    // Honoured though the coupon ran out between checkout and payment (ADR 101): staff see it here.
    { name: 'couponNotRedeemed', type: 'checkbox', defaultValue: false },
  ],
}

/**
 * The credits ledger: append-only, one row per purchase, spend, refund or grant. The balance is the sum of `amount`;
 * each row also carries the state after it (`balanceAfter`, `accessUntil`) and the customer's next sequence number.
 * The unique (user, seq) index makes every change to one customer's credits and paid access a compare-and-set: two
 * spends that read the same state cannot both be written (ADR 099). A fulfilment writes one row holding the credits,
 * the access period and the coupon's redemption, so they are stored together or not at all.
 */
export const CreditLedger: CollectionConfig = {
  slug: 'credit-ledger',
  graphQL: { singularName: 'CreditLedgerEntry', pluralName: 'CreditLedgerEntries' },
  labels: { singular: 'Ledger entry', plural: 'Credits ledger' },
  admin: {
    useAsTitle: 'kind',
    defaultColumns: ['createdAt', 'user', 'kind', 'amount', 'balanceAfter', 'accessUntil', 'purpose'],
    group: 'Commerce',
    description: 'Every change to a customer’s credits and paid access. Entries are never changed or deleted.',
  },
  access: readOnly,
  defaultSort: '-createdAt',
  indexes: [
    { fields: ['user', 'seq'], unique: true },
    // An order is granted once and refunded once.
    { fields: ['order', 'kind'], unique: true },
    // A coupon's redemptions are numbered 1..max, and a customer redeems a coupon once.
    { fields: ['coupon', 'couponSlot'], unique: true },
    { fields: ['coupon', 'user'], unique: true },
  ],
  fields: [
    customer(true),
    { name: 'seq', label: 'Entry number', type: 'number', required: true, min: 1, admin: { description: 'Counts this customer’s entries from 1' } },
    { name: 'kind', type: 'select', required: true, options: LEDGER_KINDS.map((value) => ({ value, label: value })) },
    { name: 'amount', label: 'Credits (+ added, − spent)', type: 'number', required: true },
    { name: 'balanceAfter', label: 'Credit balance after', type: 'number', required: true, min: 0 },
    { name: 'accessUntil', type: 'date' },
    { name: 'purpose', type: 'text', maxLength: LEDGER_PURPOSE_MAX },
    { name: 'order', type: 'relationship', relationTo: 'orders' },
    { name: 'coupon', type: 'relationship', relationTo: 'coupons' },
    { name: 'couponSlot', type: 'number', min: 1 },
  ],
}

/** A customer's free trial: started once, by the customer, 15 days (spec 9). Paid access is in the ledger. */
export const AccessRecords: CollectionConfig = {
  slug: 'access-records',
  graphQL: { singularName: 'AccessRecord', pluralName: 'AccessRecords' },
  labels: { singular: 'Access record', plural: 'Access records' },
  admin: { useAsTitle: 'trialEndsAt', defaultColumns: ['user', 'trialStartedAt', 'trialEndsAt'], group: 'Commerce' },
  access: readOnly,
  fields: [
    { ...(customer(true) as object), unique: true } as Field,
    { name: 'trialStartedAt', type: 'date', required: true },
    { name: 'trialEndsAt', type: 'date', required: true },
  ],
}

/**
 * Each Stripe event received, by its id (unique): a replay finds its id and changes nothing. Holds no payload and
 * nothing personal, so it is kept, without the customer, when the account goes (ADR 100).
 */
export const WebhookEvents: CollectionConfig = {
  slug: 'webhook-events',
  graphQL: { singularName: 'WebhookEvent', pluralName: 'WebhookEvents' },
  labels: { singular: 'Stripe event', plural: 'Stripe events' },
  admin: { useAsTitle: 'eventId', defaultColumns: ['createdAt', 'eventId', 'type', 'outcome', 'order'], group: 'Commerce' },
  access: readOnly,
  defaultSort: '-createdAt',
  fields: [
    { name: 'eventId', label: 'Stripe event', type: 'text', required: true, unique: true, maxLength: 255 },
    { name: 'type', type: 'text', required: true, maxLength: 100 },
    customer(false),
    { name: 'order', type: 'relationship', relationTo: 'orders' },
    { name: 'outcome', type: 'text', required: true, maxLength: 40 },
  ],
}
