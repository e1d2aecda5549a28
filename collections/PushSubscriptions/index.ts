import type { CollectionConfig } from 'payload'
import { nobody, ownCustomerData } from '../access'
import { encryptedText } from '../fields/encrypted'
import { ownerField } from '../fields/owner'

/** The fields sealed at rest: the endpoint is a capability (whoever holds it can push to the device), the keys with it. */
export const ENCRYPTED_PUSH_FIELDS = ['endpoint', 'p256dh', 'auth'] as const

/**
 * A device that shows the customer's daily reading as a notification (ADR 249): the push service's endpoint and the
 * browser's keys, sealed with AES-256-GCM like birth data (docs/encryption.md), and `endpointKey`, a keyed hash of the
 * endpoint, unique, by which the server finds a device again (a sealed value cannot be searched). `device` is the
 * browser as Settings names it. Written only by the server (Settings and the job, which deletes a device its push
 * service says is gone); read and deleted by its owner alone, staff included.
 */
export const PushSubscriptions: CollectionConfig = {
  slug: 'push-subscriptions',
  admin: {
    useAsTitle: 'device',
    defaultColumns: ['user', 'device', 'createdAt'],
    group: 'Customers',
    description: "Customers' devices that show the daily reading as a notification. Only their owners read them.",
  },
  access: {
    read: ownCustomerData,
    create: nobody,
    update: nobody,
    delete: ownCustomerData,
  },
  fields: [
    ownerField(),
    encryptedText('endpoint', { maxLength: 1024, required: true }),
    encryptedText('p256dh', { maxLength: 120, required: true }),
    encryptedText('auth', { maxLength: 40, required: true }),
    { name: 'endpointKey', type: 'text', required: true, unique: true, index: true, maxLength: 64, admin: { readOnly: true } },
    { name: 'device', type: 'text', required: true, maxLength: 120 },
  ],
}
