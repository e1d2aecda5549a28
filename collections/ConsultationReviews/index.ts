import type { CollectionConfig } from 'payload'
import { REVIEW_TEXT_MAX } from '../../app/schemas/review'
import { adminsOnly, adminsOnlyField, isAdmin, nobody, ownCustomerData, ownCustomerDataOrAdmin } from '../access'
import { encryptedText } from '../fields/encrypted'
import { ownerField } from '../fields/owner'

/** The fields sealed at rest (the reseal script re-encrypts exactly these after a key rotation). */
export const ENCRYPTED_REVIEW_FIELDS = ['text', 'shownName'] as const

/** Nobody changes what a customer said: staff may only hide a review (ADR 215). */
const unchangeable = { update: nobody }

/**
 * A customer's rating and short review of one of their completed consultations (ADR 215), shown on the astrologer's
 * card with the first name the customer agreed to show. Made only by the site, after it checked the booking is the
 * customer's and completed; one per booking (a unique index). The text and the name are sealed at rest like every
 * customer's free text. The owner reads and deletes it; admins read it and hide one that breaks the site's rules.
 */
export const ConsultationReviews: CollectionConfig = {
  slug: 'consultation-reviews',
  admin: {
    useAsTitle: 'rating',
    defaultColumns: ['rating', 'astrologer', 'hidden', 'createdAt'],
    group: 'Customers',
    description:
      'Ratings and reviews of completed consultations, shown on the astrologers’ cards. Hide a review that breaks the rules; it cannot be edited.',
  },
  access: {
    read: ownCustomerDataOrAdmin,
    create: nobody,
    update: adminsOnly,
    delete: (args) => (isAdmin(args.req) ? true : ownCustomerData(args)),
  },
  fields: [
    ownerField(),
    { name: 'consultation', type: 'relationship', relationTo: 'consultations', required: true, unique: true, access: unchangeable },
    { name: 'astrologer', type: 'relationship', relationTo: 'astrologers', required: true, index: true, access: unchangeable },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      access: unchangeable,
      validate: (value: unknown) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5 ? true : 'The rating is a whole number from 1 to 5',
    },
    { ...encryptedText('text', { maxLength: REVIEW_TEXT_MAX, multiline: true }), access: unchangeable },
    { ...encryptedText('shownName', { maxLength: 60 }), access: unchangeable },
    {
      name: 'hidden',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { update: adminsOnlyField },
      admin: { description: 'A hidden review no longer shows on the site, nor counts in the astrologer’s rating.' },
    },
  ],
}
