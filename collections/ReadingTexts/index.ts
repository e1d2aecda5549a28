import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../access'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { hindiVersionField } from '../fields/hindi-version'

export const READING_SECTIONS = [
  'overview',
  'love',
  'career',
  'health',
  'challenge',
  'solution',
  'advice',
  'affirmation',
  'life-path',
  'career-prediction',
  'financial-outlook',
  'opportunity',
  'recommendation',
  'timing',
  // Life and career's challenges (issue 13): the long view, where the daily `challenge` speaks of one day.
  'life-challenge',
  'compatibility-strength',
  'growth-area',
  'crush-insight',
  'love-advice',
  'finance-advice',
  // Numerology reports (issue 14): what a number means as destiny, soul urge and personality (life path has its own).
  'numerology-destiny',
  'numerology-soul-urge',
  'numerology-personality',
] as const

const APPLIES_TO_KINDS = ['general', 'sign', 'nakshatra', 'number', 'band', 'koota'] as const

const label = (value: string) => value.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())

/** The canned text readings are composed from, chosen deterministically by the readings, written by editors. */
export const ReadingTexts: CollectionConfig = {
  slug: 'reading-texts',
  admin: { useAsTitle: 'text', defaultColumns: ['section', 'appliesTo', 'appliesToValue', 'text', 'hindiVersion'], group: 'Readings' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'section', type: 'select', required: true, index: true, options: READING_SECTIONS.map((v) => ({ label: label(v), value: v })) },
        {
          name: 'appliesTo',
          type: 'select',
          required: true,
          defaultValue: 'general',
          options: APPLIES_TO_KINDS.map((v) => ({ label: label(v), value: v })),
        },
        {
          name: 'appliesToValue',
          type: 'text',
          maxLength: 40,
          admin: {
            description: 'The sign, nakshatra, number, band (low, medium, high) or koota; empty for general',
            condition: (_, sibling) => sibling?.appliesTo !== 'general',
          },
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { appliesTo?: string } }) =>
            siblingData?.appliesTo === 'general' || Boolean(value?.trim()) || 'Say which one this text applies to',
        },
      ],
    },
    { name: 'text', type: 'textarea', required: true, maxLength: 1200, localized: true },
    hindiVersionField,
  ],
  hooks: invalidatePublicContentHooks,
}
