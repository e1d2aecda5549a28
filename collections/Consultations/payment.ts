// A cancelled booking settles its payment (ADRs 196 and 197), whoever cancelled it (the customer on the site or over
// REST, staff in the admin): an open checkout closes, a paid one is refunded by the rule. The settling reaches Stripe,
// which collections/ does not import (ADR 171): payload.config.ts hands the payments service in.
import type { CollectionAfterChangeHook, CollectionConfig, Payload, PayloadRequest } from 'payload'
import type { Consultation } from '../../payload-types'

export type SettleCancelled = (payload: Payload, booking: Consultation, req: PayloadRequest) => Promise<void>

const settleOnCancel =
  (settle: SettleCancelled): CollectionAfterChangeHook<Consultation> =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation === 'update' && previousDoc && previousDoc.status !== 'cancelled' && doc.status === 'cancelled') await settle(req.payload, doc, req)
    return doc
  }

/** The collection with the hook that settles a cancelled booking's payment through `settle`. */
export const withPaymentSettlement = (collection: CollectionConfig, settle: SettleCancelled): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), settleOnCancel(settle)] },
})
