import { APIError, type CollectionConfig } from 'payload'
import { coordinateFromText, GENDERS, isBirthDate, isClockTime, isLatitude, isLongitude, isTimeZone } from '../../app/schemas/birth-details'
import { customersOnly, ownCustomerData, ownCustomerDataOrAdmin } from '../access'
import { encryptedText } from '../fields/encrypted'
import { ownerField } from '../fields/owner'

/** The fields sealed at rest (the reseal script re-encrypts exactly these after a key rotation). */
export const ENCRYPTED_PROFILE_FIELDS = [
  'dateOfBirth',
  'timeOfBirth',
  'placeId',
  'placeName',
  'placeCountry',
  'latitude',
  'longitude',
  'timeZone',
] as const

/**
 * A customer's birth profile: one per account (spec 3, "profiles"). The date, time and place of birth and the
 * coordinates are sealed with AES-256-GCM before they reach the database (docs/encryption.md); only the owner reads
 * or writes a profile, CMS admins may read it in the admin.
 */
export const Profiles: CollectionConfig = {
  slug: 'profiles',
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'user', 'gender', 'updatedAt'],
    group: 'Customers',
    description: 'Birth profiles of customers. Birth data is encrypted in the database.',
  },
  access: {
    read: ownCustomerDataOrAdmin,
    create: customersOnly,
    update: ownCustomerData,
    delete: ownCustomerData,
  },
  fields: [
    // Always the customer's own: the owner is the caller on create and never changes.
    ownerField({ unique: true }),
    { name: 'fullName', type: 'text', required: true, maxLength: 100 },
    encryptedText('dateOfBirth', {
      maxLength: 10,
      required: true,
      rule: { test: (v) => isBirthDate(v), message: 'Date of birth must be between 1920-01-01 and today' },
    }),
    encryptedText('timeOfBirth', { maxLength: 5, rule: { test: isClockTime, message: 'Time of birth must be HH:MM on the 24-hour clock' } }),
    { name: 'birthTimeUnknown', type: 'checkbox', defaultValue: false },
    { name: 'gender', type: 'select', required: true, options: GENDERS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })) },
    { name: 'questions', type: 'textarea', maxLength: 2000 },
    // The place of birth: a gazetteer entry (placeId) or coordinates entered by hand (no placeId).
    encryptedText('placeId', { maxLength: 20 }),
    encryptedText('placeName', { maxLength: 120, required: true }),
    encryptedText('placeCountry', { maxLength: 80 }),
    encryptedText('latitude', {
      maxLength: 16,
      required: true,
      rule: { test: (v) => isLatitude(coordinateFromText(v)), message: 'Latitude must be a number from -90 to 90' },
    }),
    encryptedText('longitude', {
      maxLength: 16,
      required: true,
      rule: { test: (v) => isLongitude(coordinateFromText(v)), message: 'Longitude must be a number from -180 to 180' },
    }),
    encryptedText('timeZone', {
      maxLength: 64,
      required: true,
      rule: { test: isTimeZone, message: 'Time zone must be an IANA zone such as Asia/Kolkata' },
    }),
  ],
  hooks: {
    beforeChange: [
      ({ data }) => {
        // "I don't know my birth time" and a time of birth cannot both be true.
        if (data.birthTimeUnknown && data.timeOfBirth)
          throw new APIError('A profile with an unknown birth time has no time of birth.', 400, undefined, true)
        return data
      },
    ],
  },
}
