import type { CollectionConfig, FieldHook } from 'payload'
import { businessDayOf, storedDay } from '../../app/domain/business-day'
import { getEnv } from '../../app/utils/env.server'
import { COUPON_CODE, COUPON_CODE_MAX, COUPON_CODE_RULE } from '../../app/domain/pricing'
import { adminsOnly } from '../access'
import { ERROR_SHOWN_AT_ONCE, notInUse } from '../fields/in-use'

// Dates as dates, with the year: a coupon's window is read at a glance in the list and the form.
const day = { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } as const

/**
 * A coupon's dates are whole days in the business's zone (ADR 199): whatever instant a save sends (the picker's noon
 * UTC, or a time through the API), the day it names there is stored as the picker stores a day, and the check at the
 * till reads it from the start of the first day to the end of the last.
 */
const asBusinessDay: FieldHook = ({ value }) => {
  if (value === null || value === undefined || value === '') return value
  const day = businessDayOf(value as Date | string, getEnv().BUSINESS_TIME_ZONE)
  return day === null ? value : storedDay(day)
}

type Window = { validFrom?: Date | string | null; validUntil?: Date | string | null }
const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : null)

/**
 * Both dates carry the rule, because Payload validates only the fields a save sends: a save of either date alone is
 * checked against the other one as stored.
 */
const inOrder =
  (message: string) =>
  (value: Date | string | null | undefined, { siblingData }: { siblingData: Window }) => {
    if (value && Number.isNaN(time(value))) return 'Not a date'
    const from = time(siblingData?.validFrom)
    const until = time(siblingData?.validUntil)
    return from === null || until === null || Number.isNaN(from) || Number.isNaN(until) || from <= until || message
  }

/** Discount codes. Only admins see or change them; the site checks a code on the server. */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'percentOff', 'active', 'validUntil', 'redemptions'], group: 'Commerce' },
  access: { read: adminsOnly, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: COUPON_CODE_MAX,
      admin: {
        components: ERROR_SHOWN_AT_ONCE,
        description: 'What the customer types on the pricing page. Stored in capitals, so “save10” and “SAVE10” are the same code.',
      },
      // The hook upper-cases first, so a code differing only in case is marked as in use on the field.
      validate: notInUse<string>((value) => (value != null && COUPON_CODE.test(value)) || COUPON_CODE_RULE),
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
    },
    {
      name: 'percentOff',
      type: 'number',
      label: 'Discount (%)',
      required: true,
      min: 1,
      max: 100,
      admin: { description: 'Taken off the tier’s price, rounded. Only 100 makes the purchase free, with no payment; less leaves at least ₹1 to pay.' },
    },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { description: 'Untick to stop the code at once, whatever its dates.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'validFrom',
          type: 'date',
          label: 'Valid from',
          admin: {
            date: day,
            description: 'Empty: valid at once. From the start of this day in the business’s time zone (India’s unless set otherwise).',
          },
          hooks: { beforeValidate: [asBusinessDay] },
          validate: inOrder('Valid from must be on or before Valid until'),
        },
        {
          name: 'validUntil',
          type: 'date',
          label: 'Valid until',
          admin: { date: day, description: 'Empty: no end date. Until the end of this day in the business’s time zone.' },
          hooks: { beforeValidate: [asBusinessDay] },
          validate: inOrder('Valid until must be on or after Valid from'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'maxRedemptions', type: 'number', label: 'Maximum uses', min: 1, admin: { description: 'Empty for no limit' } },
        {
          name: 'redemptions',
          type: 'number',
          label: 'Times used',
          defaultValue: 0,
          min: 0,
          admin: { readOnly: true, description: 'Counted from the completed purchases that used the code' },
        },
      ],
    },
  ],
}
