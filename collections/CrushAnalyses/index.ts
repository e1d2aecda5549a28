import type { CollectionConfig } from 'payload'
import { CRUSH_BANDS as BANDS } from '../../app/astrology/crush'
import { isBirthDate } from '../../app/schemas/birth-details'
import { nobody, ownCustomerData } from '../access'
import { encryptedText } from '../fields/encrypted'
import { ownerField } from '../fields/owner'
import { dropShareLinks } from '../ShareLinks'

/** The crush's name and birth date and the sealed analysis (the reseal script re-encrypts exactly these after a key rotation). */
export const ENCRYPTED_CRUSH_FIELDS = ['crushName', 'crushBirthDate', 'analysis'] as const

/**
 * A crush analysis (spec 3, "crush_analysis"). The crush's name and birth date are a third person's
 * personal data, sealed at rest like a soulmate partner's (docs/encryption.md), and so is the analysis, whose Moon
 * and sign-change time would give the birth day away. Only the owner reads or deletes one, staff included; only the
 * site makes one, from its own computation, and nobody edits one. The "thinking about you" figure is not stored: it is a daily figure, drawn afresh for the day it is read
 * (docs/decisions/121-crush-analyses-sealed-and-daily-figure-unstored.md).
 */
export const CrushAnalyses: CollectionConfig = {
  slug: 'crush-analyses',
  admin: {
    defaultColumns: ['id', 'compatibilityScore', 'band', 'createdAt'],
    group: 'Customers',
    description: "Customers' crush analyses. Only the customer reads them; the crush's name and birth date are encrypted.",
  },
  access: { read: ownCustomerData, create: nobody, update: nobody, delete: ownCustomerData },
  defaultSort: '-createdAt',
  hooks: { afterDelete: [dropShareLinks('crush', 'id')] },
  fields: [
    ownerField(),
    encryptedText('crushName', { maxLength: 100, required: true }),
    encryptedText('crushBirthDate', {
      maxLength: 10,
      required: true,
      rule: { test: (v) => isBirthDate(v), message: 'Date of birth must be between 1920-01-01 and today' },
    }),
    { name: 'compatibilityScore', type: 'number', required: true, min: 0, max: 100 },
    // Text checked against the list rather than a select: GraphQL enum values can start with neither a digit nor carry
    // a hyphen.
    {
      name: 'band',
      type: 'text',
      required: true,
      maxLength: 10,
      validate: (value: unknown) => (typeof value === 'string' && (BANDS as readonly string[]).includes(value) ? true : `Not one of: ${BANDS.join(', ')}`),
    },
    // The engine's match (both Moons, the sign change, the life paths) and the chosen reading text's id, as JSON, sealed.
    encryptedText('analysis', {
      maxLength: 20_000,
      required: true,
      rule: { test: isJsonObject, message: 'The analysis must be a JSON object' },
    }),
  ],
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}
