import type { CollectionConfig, NumberField } from 'payload'
import { nobody, ownCustomerData } from '../access'
import { ownerField } from '../fields/owner'
import { dropShareLinks } from '../ShareLinks'

// 0 only for a name without vowels (soul urge) or without consonants (personality), ADR 096.
const CORE_NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]

const coreNumber = (name: string): NumberField => ({
  name,
  type: 'number',
  required: true,
  validate: (value: unknown) => (typeof value === 'number' && CORE_NUMBERS.includes(value) ? true : 'A core number is 0 to 9, 11, 22 or 33'),
})

/**
 * A customer's numerology report (spec 3, "numerology_reports"): the four core numbers of a name and the
 * profile's date of birth, and what the name was scored as. The report's words come from the CMS reading texts by
 * number when it is shown. Owner-only. Only the site makes one, from the engine's numbers (the share page and the PDF
 * quote it; a report made over the API cost a PDF each, ADR 159); nobody edits one (Generate makes a new one).
 */
export const NumerologyReports: CollectionConfig = {
  slug: 'numerology-reports',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'lifePathNumber', 'destinyNumber', 'createdAt'],
    group: 'Customers',
    description: "Customers' numerology reports. Only the customer reads them.",
  },
  access: { read: ownCustomerData, create: nobody, update: nobody, delete: ownCustomerData },
  defaultSort: '-createdAt',
  hooks: { afterDelete: [dropShareLinks('numerology', 'id')] },
  fields: [
    ownerField(),
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    coreNumber('lifePathNumber'),
    coreNumber('destinyNumber'),
    coreNumber('soulUrgeNumber'),
    coreNumber('personalityNumber'),
    // The name analysis (spec 3, "name_analysis"), flat: a group with required fields would make GraphQL's update input
    // demand the whole group. `scoredAs` is the Latin spelling scored (a Devanagari name is transliterated, ADR 011).
    { name: 'scoredAs', type: 'text', required: true, maxLength: 400 },
    { name: 'totalLetters', type: 'number', required: true, min: 1, max: 400 },
    { name: 'vowels', type: 'number', required: true, min: 0, max: 400 },
    { name: 'consonants', type: 'number', required: true, min: 0, max: 400 },
    { name: 'transliterated', type: 'checkbox', defaultValue: false },
  ],
}
