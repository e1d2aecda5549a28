import { APIError, type CollectionConfig } from 'payload'
import { coordinateFromText, GENDERS, isBirthDate, isClockTime, isLatitude, isLongitude, isTimeZone } from '../../app/schemas/birth-details'
import { nobody, ownCustomerData } from '../access'
import { encryptedText } from '../fields/encrypted'
import { ownerField } from '../fields/owner'
import { dropShareLinks } from '../ShareLinks'

const BANDS = ['exceptional', 'strong', 'moderate', 'challenging'] as const

/** The partner's birth data and the sealed analysis (the reseal script re-encrypts exactly these after a key rotation). */
export const ENCRYPTED_COMPATIBILITY_FIELDS = [
  'partnerDateOfBirth',
  'partnerTimeOfBirth',
  'partnerPlaceId',
  'partnerPlaceName',
  'partnerPlaceCountry',
  'partnerLatitude',
  'partnerLongitude',
  'partnerTimeZone',
  'analysis',
] as const

/**
 * A saved soulmate compatibility analysis (spec 3, "compatibility_readings"). The partner's birth data is a
 * third person's personal data: it is sealed at rest like a profile's (docs/encryption.md), and so is the analysis,
 * whose Moon positions and nakshatra change times would give the birth day away. Only the owner reads or deletes one,
 * staff included (the admin's support export reads it with the audit log's reason). Only the site makes one, from its
 * own computation (the public share page quotes it); nobody edits one: an analysis is what was computed on the day, a
 * new one is a new analysis.
 */
export const CompatibilityReadings: CollectionConfig = {
  slug: 'compatibility-readings',
  admin: {
    useAsTitle: 'partnerName',
    defaultColumns: ['partnerName', 'compatibilityScore', 'band', 'createdAt'],
    group: 'Customers',
    description: "Customers' soulmate analyses. Only the customer reads them; partner birth data is encrypted.",
  },
  access: { read: ownCustomerData, create: nobody, update: nobody, delete: ownCustomerData },
  defaultSort: '-createdAt',
  fields: [
    ownerField(),
    { name: 'partnerName', type: 'text', required: true, maxLength: 100 },
    {
      name: 'partnerGender',
      type: 'select',
      required: true,
      options: GENDERS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
    },
    encryptedText('partnerDateOfBirth', {
      maxLength: 10,
      required: true,
      rule: { test: (v) => isBirthDate(v), message: 'Date of birth must be between 1920-01-01 and today' },
    }),
    encryptedText('partnerTimeOfBirth', { maxLength: 5, rule: { test: isClockTime, message: 'Time of birth must be HH:MM on the 24-hour clock' } }),
    { name: 'partnerTimeUnknown', type: 'checkbox', defaultValue: false },
    encryptedText('partnerPlaceId', { maxLength: 20 }),
    encryptedText('partnerPlaceName', { maxLength: 120, required: true }),
    encryptedText('partnerPlaceCountry', { maxLength: 80 }),
    encryptedText('partnerLatitude', {
      maxLength: 16,
      required: true,
      rule: { test: (v) => isLatitude(coordinateFromText(v)), message: 'Latitude must be a number from -90 to 90' },
    }),
    encryptedText('partnerLongitude', {
      maxLength: 16,
      required: true,
      rule: { test: (v) => isLongitude(coordinateFromText(v)), message: 'Longitude must be a number from -180 to 180' },
    }),
    encryptedText('partnerTimeZone', {
      maxLength: 64,
      required: true,
      rule: { test: isTimeZone, message: 'Time zone must be an IANA zone such as Asia/Kolkata' },
    }),
    // Spec 3: the score as a percent, the gunas matched and out of how many.
    { name: 'compatibilityScore', type: 'number', required: true, min: 0, max: 100 },
    { name: 'matchingQualities', type: 'number', required: true, min: 0, max: 36 },
    { name: 'totalQualities', type: 'number', required: true, min: 36, max: 36, defaultValue: 36 },
    { name: 'band', type: 'select', required: true, options: BANDS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })) },
    // The whole analysis as JSON (kootas, doshas, Manglik, the possibilities of an unknown time, the chosen reading
    // texts), sealed.
    encryptedText('analysis', {
      maxLength: 60_000,
      required: true,
      rule: { test: isJsonObject, message: 'The analysis must be a JSON object' },
    }),
  ],
  hooks: {
    afterDelete: [dropShareLinks('compatibility', 'id')],
    beforeChange: [
      ({ data }) => {
        if (data.partnerTimeUnknown && data.partnerTimeOfBirth)
          throw new APIError('An analysis with an unknown birth time has no time of birth.', 400, undefined, true)
        return data
      },
    ],
  },
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}
