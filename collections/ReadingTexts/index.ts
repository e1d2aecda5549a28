import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../access'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { hindiVersionField } from '../fields/hindi-version'
import { APPLIES_TO_CHOICES, APPLIES_TO_KINDS, canonicalAppliesToValue } from '../../app/domain/readings/applies-to'

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
  // Life and career's challenges: the long view, where the daily `challenge` speaks of one day.
  'life-challenge',
  'compatibility-strength',
  'growth-area',
  'crush-insight',
  'love-advice',
  'finance-advice',
  // Numerology reports: what a number means as destiny, soul urge and personality (life path has its own).
  'numerology-destiny',
  'numerology-soul-urge',
  'numerology-personality',
  // The numerology report's depth (ADR 211): the birthday number's meaning, each number's strengths and challenges (one
  // text per number, whatever its role), and the personal year, month and day.
  'numerology-birthday',
  'numerology-strengths',
  'numerology-challenges',
  'personal-year',
  'personal-month',
  'personal-day',
  // The free horoscopes by Moon sign (ADR 221): one paragraph per factor of the period.
  'sign-horoscope',
  // The kundli's remedies (ADR 254): for each graha, its mantra, its gemstone and its charity.
  'remedy-mantra',
  'remedy-gemstone',
  'remedy-charity',
] as const

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
          label: 'Applies to',
          defaultValue: 'general',
          admin: { description: 'General texts suit every reader; the others are chosen first for a reader they match, then general ones fill in.' },
          options: APPLIES_TO_KINDS.map((v) => ({ label: label(v), value: v })),
        },
        {
          // Stored as text (a select would be a PostgreSQL enum of every kind's values at once, and an old row with an odd
          // value would stop the migration); offered as the chosen kind's list and checked against it (ADR 136).
          name: 'appliesToValue',
          type: 'text',
          label: 'Which one',
          maxLength: 40,
          admin: {
            description:
              'The sign, nakshatra, number, band, koota, factor of the day or planet this text is written for. Band: each reading has its own scale, named in brackets. Factor: a daily-reading paragraph for one line of Why today.',
            condition: (_, sibling) => sibling?.appliesTo !== 'general',
            components: { Field: { path: '/components/AppliesToValueField#AppliesToValueField', clientProps: { choices: APPLIES_TO_CHOICES } } },
          },
          hooks: {
            // "aries " is stored as "Aries": the readings look some kinds up by the exact spelling.
            beforeValidate: [
              ({ value, siblingData }) =>
                typeof value === 'string' ? (canonicalAppliesToValue(String(siblingData?.appliesTo), value) ?? value.trim()) : value,
            ],
          },
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { appliesTo?: string } }) => {
            const kind = siblingData?.appliesTo ?? 'general'
            if (kind === 'general') return true
            if (!value?.trim()) return `Choose the ${kind} this text is written for`
            return canonicalAppliesToValue(kind, value) === value || `“${value}” is not a ${kind} the readings know: choose one from the list`
          },
        },
      ],
    },
    { name: 'text', type: 'textarea', required: true, maxLength: 1200, localized: true },
    hindiVersionField,
  ],
  hooks: invalidatePublicContentHooks,
}
