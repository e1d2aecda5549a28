import type { CollectionConfig } from 'payload'
import { isTimeZone } from '../../app/schemas/birth-details'
import { nobody, ownCustomerData } from '../access'
import { ownerField } from '../fields/owner'
import { REMINDER_CHANNELS } from '../../app/domain/daily-nudge'

/**
 * A customer's choice of the daily reading by e-mail (ADR 216): on or off, the whole hour on their clock and the zone
 * that clock keeps. `nextDueAt` is the instant the next mail falls due, empty while the mail is off; it is indexed, so
 * the job's query reads only the rows that are due. `lastSentOn` is the local day of the last mail. Written only by
 * the server (Settings, the unsubscribe link and the job); read and deleted by its owner alone, staff included.
 * `reminders` is how the consultation reminders come (ADR 267).
 */
export const DailyNudges: CollectionConfig = {
  slug: 'daily-nudges',
  admin: {
    useAsTitle: 'user',
    defaultColumns: ['user', 'email', 'hour', 'timeZone'],
    group: 'Customers',
    description: "Customers' choices of the daily reading by e-mail. Only their owners read them.",
  },
  access: {
    read: ownCustomerData,
    create: nobody,
    update: nobody,
    delete: ownCustomerData,
  },
  fields: [
    ownerField({ unique: true }),
    { name: 'email', type: 'checkbox', required: true, defaultValue: false },
    { name: 'hour', type: 'number', required: true, min: 0, max: 23, defaultValue: 7, admin: { step: 1 } },
    {
      name: 'timeZone',
      type: 'text',
      required: true,
      maxLength: 64,
      validate: (value: unknown) => (typeof value === 'string' && isTimeZone(value) ? true : 'Time zone must be an IANA zone such as Asia/Kolkata'),
    },
    { name: 'nextDueAt', type: 'date', index: true },
    { name: 'lastSentOn', type: 'text', maxLength: 10 },
    // How the day-before reminder of a booked consultation reaches the customer (ADR 267): by mail unless they chose
    // otherwise, as before there was a choice.
    { name: 'reminders', type: 'select', required: true, defaultValue: 'email', options: [...REMINDER_CHANNELS] },
  ],
}
