import type { CollectionConfig, TextField } from 'payload'
import { CONSULTATION_STATUSES, CONSULTATION_TYPES, DURATIONS, instantOf, isDuration } from '../../app/domain/consultations/slots'
import { isTimeZone } from '../../app/schemas/birth-details'
import { customersOnly, isStaff, nobody, ownCustomerData } from '../access'
import { ownerField } from '../fields/owner'
import { CANCELLED_BY, NOTES_MAX, STARTS_AT_PROBLEM } from '../../app/domain/consultations/rules'
import { answerLostRace, checkConsultation } from './check'
import { mailConsultationChange } from './notify'

const label = (value: string) => value[0]!.toUpperCase() + value.slice(1)

/**
 * A key column filled by the rules, never by a caller, and unique: a slot key, so two bookings cannot hold one half hour
 * (ADR 105), or the open key, so a customer cannot hold a fourth upcoming booking (ADR 161).
 */
const slotKey = (name: string): TextField => ({
  name,
  type: 'text',
  unique: true,
  maxLength: 40,
  admin: { hidden: true },
  access: { read: ({ req }) => isStaff(req), create: nobody, update: nobody },
})

/**
 * A customer's booking of an astrologer (spec 3 "consultations"). Customers make and see only their own and
 * may cancel them up to 24 hours before; staff read them all and move them on (pending → confirmed or cancelled,
 * confirmed → completed or cancelled). Every rule, whoever writes, is in `rules.ts`; the database refuses a second
 * booking of any half hour of the same astrologer through the three slot-key columns.
 */
export const Consultations: CollectionConfig = {
  slug: 'consultations',
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['startsAt', 'astrologer', 'user', 'type', 'duration', 'status'],
    group: 'Consultations',
    description: 'Bookings of astrologers. Filter by astrologer, status or date; change the status to confirm, cancel or complete a session.',
    listSearchableFields: ['summary'],
  },
  access: {
    read: (args) => (isStaff(args.req) ? true : ownCustomerData(args)),
    create: customersOnly,
    update: (args) => (isStaff(args.req) ? true : ownCustomerData(args)),
    // Bookings are cancelled, never deleted, so the astrologer's record stays, even once the customer's account is gone
    // (ADR 133, `releaseBookingsOf`).
    delete: () => false,
  },
  defaultSort: '-createdAt',
  fields: [
    ownerField({ outlivesAccount: true }),
    {
      name: 'summary',
      type: 'text',
      maxLength: 200,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, hidden: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'astrologer', type: 'relationship', relationTo: 'astrologers', required: true, index: true },
        { name: 'type', type: 'select', required: true, options: CONSULTATION_TYPES.map((value) => ({ value, label: label(value) })) },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, HH:mm' }, description: 'Shown in your browser’s time zone.' },
          // An instant, whoever writes it: null, true, 1e308 or "tomorrow" is this field's 400, not a 500 (ADR 162).
          validate: (value: unknown) => (instantOf(value) !== null ? true : STARTS_AT_PROBLEM),
        },
        {
          name: 'duration',
          label: 'Duration (minutes)',
          type: 'number',
          required: true,
          defaultValue: 30,
          admin: { step: 30 },
          validate: (value: unknown) => (isDuration(value) ? true : `Duration must be ${DURATIONS.join(', ')} minutes`),
        },
      ],
    },
    {
      name: 'timeZone',
      type: 'text',
      required: true,
      defaultValue: 'Asia/Kolkata',
      maxLength: 64,
      admin: { description: "The customer's time zone when they booked; their mails show the time in it." },
      validate: (value: unknown) => (typeof value === 'string' && isTimeZone(value) ? true : 'Time zone must be an IANA zone such as Asia/Kolkata'),
    },
    { name: 'notes', type: 'textarea', maxLength: NOTES_MAX },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: CONSULTATION_STATUSES.map((value) => ({ value, label: label(value) })),
        },
        {
          name: 'cancelledBy',
          type: 'select',
          options: CANCELLED_BY.map((value) => ({ value, label: label(value) })),
          access: { create: nobody, update: nobody },
          admin: { readOnly: true, condition: (data) => data?.status === 'cancelled' },
        },
        {
          name: 'price',
          label: 'Price (USD)',
          type: 'number',
          min: 0,
          access: { create: nobody, update: nobody },
          admin: { readOnly: true, description: 'Computed from the astrologer’s price per session.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'holdExpiresAt',
          label: 'Held unpaid until',
          type: 'date',
          index: true,
          access: { create: nobody, update: nobody },
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime' },
            description: 'A new booking holds its time this long for payment; unpaid, it is cancelled and the time is free (ADR 196).',
          },
        },
        {
          name: 'order',
          label: 'Payment',
          type: 'relationship',
          relationTo: 'orders',
          access: { create: nobody, update: nobody },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'reminderSentAt',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    slotKey('slot0'),
    slotKey('slot1'),
    slotKey('slot2'),
    slotKey('openKey'),
  ],
  hooks: {
    beforeChange: [checkConsultation],
    // The payment a cancellation settles is added by payload.config.ts (`withPaymentSettlement`, ADR 197).
    afterChange: [mailConsultationChange],
    afterError: [answerLostRace],
  },
}
