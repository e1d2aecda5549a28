import type { CollectionConfig } from 'payload'
import { MOON_PHASES } from '../../app/astrology/moon-phase'
import { INFLUENCES_MAX, JOURNAL_TEXT_MAX, PREDICTION_ACCURACY } from '../../app/schemas/journal'
import { nobody, ownCustomerData } from '../access'
import { encryptedText } from '../fields/encrypted'
import { ownerField } from '../fields/owner'
import { customerDayField } from '../fields/customer-day'

/** The fields sealed at rest (the reseal script re-encrypts exactly these after a key rotation). */
export const ENCRYPTED_JOURNAL_FIELDS = ['dailyEvents', 'personalNotes', 'planetaryInfluences'] as const

/**
 * A customer's astro journal entry of one day (spec 3 astro_journal): one per customer and date, kept by a
 * unique index, so saving a day again updates its entry. What the customer writes (the day's events, reflections and
 * the planetary influences) is as private as birth data: sealed with AES-256-GCM at rest like a profile's birth data
 * (docs/encryption.md). The mood and the moon phase stay plain: they are numbers and codes the mood chart reads.
 * Owner-only for every operation, staff included.
 */
export const JournalEntries: CollectionConfig = {
  slug: 'journal-entries',
  admin: {
    useAsTitle: 'date',
    defaultColumns: ['date', 'mood', 'moonPhase'],
    group: 'Customers',
    description: "Customers' astro journal entries. Only their owners read them; the text is encrypted in the database.",
  },
  access: {
    read: ownCustomerData,
    // Written only by the site, behind the premium check (spec 6): the API would let a customer without access keep a journal.
    create: nobody,
    update: nobody,
    delete: ownCustomerData,
  },
  indexes: [{ fields: ['user', 'date'], unique: true }],
  fields: [
    ownerField(),
    customerDayField(),
    {
      name: 'mood',
      type: 'number',
      required: true,
      min: 1,
      max: 10,
      defaultValue: 5,
      admin: { step: 1 },
      validate: (value: unknown) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 10 ? true : 'Mood must be a whole number from 1 to 10',
    },
    encryptedText('dailyEvents', { maxLength: JOURNAL_TEXT_MAX, required: true, multiline: true }),
    {
      name: 'predictionAccuracy',
      type: 'select',
      options: PREDICTION_ACCURACY.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
    },
    encryptedText('personalNotes', { maxLength: JOURNAL_TEXT_MAX, multiline: true }),
    { name: 'moonPhase', type: 'select', required: true, options: MOON_PHASES.map((p) => ({ value: p.name, label: p.label })) },
    encryptedText('planetaryInfluences', { maxLength: INFLUENCES_MAX, multiline: true }),
  ],
}
