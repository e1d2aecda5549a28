import type { CollectionConfig } from 'payload'
import { adminsOnly, isStaff } from '../access'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { slugField } from '../fields/slug'
import { hindiVersionField } from '../fields/hindi-version'
import { availabilityProblem, CONSULTATION_TYPES, WEEKDAYS } from '../../app/domain/consultations/slots'
import { isCalendarDate, isTimeZone } from '../../app/schemas/birth-details'

const WEEKDAY_LABELS = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' } as const
// Monday first, as a working week is read.
const WEEKDAY_OPTIONS = [...WEEKDAYS.slice(1), WEEKDAYS[0]].map((value) => ({ value, label: WEEKDAY_LABELS[value] }))

export const Astrologers: CollectionConfig = {
  slug: 'astrologers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'specialty', 'pricePerSession', 'rating', 'active', 'hindiVersion'], group: 'Consultations' },
  access: {
    // The public sees the astrologers who take bookings; staff see everyone.
    read: ({ req }) => (isStaff(req) ? true : { active: { equals: true } }),
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
  },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    slugField('name'),
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'rating', type: 'number', required: true, min: 0, max: 5 },
        { name: 'pricePerSession', label: 'Price per session (USD)', type: 'number', required: true, min: 0, max: 10_000 },
        { name: 'yearsOfExperience', type: 'number', min: 0, max: 80 },
      ],
    },
    { name: 'specialty', type: 'text', required: true, maxLength: 120, localized: true },
    { name: 'bio', type: 'textarea', required: true, maxLength: 1200, localized: true },
    {
      name: 'languages',
      type: 'text',
      hasMany: true,
      maxRows: 12,
      maxLength: 40,
      localized: true,
      // Free text, one language at a time: the box says how, not Payload's "Select a value".
      admin: { placeholder: 'Type a language and press Enter', description: 'The languages a consultation can be held in, as customers read them.' },
    },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true },
    // The booking calendar: hours and days off are on the astrologer's own clock, in their zone.
    {
      type: 'collapsible',
      label: 'Consultations',
      fields: [
        {
          name: 'timeZone',
          type: 'text',
          required: true,
          defaultValue: 'Asia/Kolkata',
          maxLength: 64,
          admin: { description: 'The IANA time zone the hours and days off below are in, such as Asia/Kolkata or Europe/London.' },
          validate: (value: unknown) => (typeof value === 'string' && isTimeZone(value) ? true : 'Time zone must be an IANA zone such as Asia/Kolkata'),
        },
        {
          name: 'consultationTypes',
          type: 'select',
          hasMany: true,
          required: true,
          defaultValue: [...CONSULTATION_TYPES],
          options: CONSULTATION_TYPES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
        },
        {
          name: 'availability',
          label: 'Weekly hours',
          type: 'array',
          maxRows: 42,
          admin: { description: 'Bookable hours per weekday, on the hour or the half hour; customers book 30, 60 or 90 minutes inside them.' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'weekday', type: 'select', required: true, options: WEEKDAY_OPTIONS },
                // The format in words, not a grey time that reads as a value already filled in.
                { name: 'from', type: 'text', required: true, maxLength: 5, admin: { description: 'Start, 24-hour clock (HH:MM)' } },
                { name: 'to', type: 'text', required: true, maxLength: 5, admin: { description: 'End, 24-hour clock (HH:MM)' } },
              ],
            },
          ],
          validate: (rows: unknown) => {
            for (const row of Array.isArray(rows) ? rows : []) {
              const problem = availabilityProblem(row as { from?: unknown; to?: unknown })
              if (problem) return problem
            }
            return true
          },
        },
        {
          name: 'daysOff',
          type: 'array',
          maxRows: 400,
          admin: { description: "Days with no bookings, on the astrologer's calendar." },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'date',
                  type: 'text',
                  required: true,
                  maxLength: 10,
                  admin: { placeholder: 'YYYY-MM-DD' },
                  validate: (value: unknown) => (typeof value === 'string' && isCalendarDate(value) ? true : 'Date must be YYYY-MM-DD'),
                },
                { name: 'note', type: 'text', maxLength: 120 },
              ],
            },
          ],
        },
      ],
    },
    hindiVersionField,
  ],
  hooks: invalidatePublicContentHooks,
}
