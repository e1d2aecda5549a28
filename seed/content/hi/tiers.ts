import type { SeedTierHi } from '../../translations'

// The Hindi of seed/content/tiers.ts, keyed by the English tier's `order`; prices, credits and days stay with the
// English document, and each feature keeps its numbers.
export const tiersHi: Record<number, SeedTierHi> = {
  1: {
    name: '1 सोलमेट स्केच',
    features: ['आपकी कुंडली से बना 1 सोलमेट स्केच', 'AI सोलमेट प्रोफ़ाइल के लिए 10 क्रेडिट', '30 दिनों तक प्रेम भविष्यफल का एक्सेस', '24 से 48 घंटे में डिलीवरी'],
  },
  2: {
    name: '6 सोलमेट स्केच',
    features: [
      '6 सोलमेट स्केच, हर एक आपकी कुंडली की अलग दृष्टि से (जन्म के समय के साथ)',
      'AI सोलमेट प्रोफ़ाइल के लिए 60 क्रेडिट',
      '90 दिनों तक प्रेम भविष्यफल का एक्सेस',
      '24 से 48 घंटे में डिलीवरी',
    ],
  },
  3: {
    name: '12 सोलमेट स्केच',
    features: [
      '12 तक सोलमेट स्केच, हर एक आपकी कुंडली की अलग दृष्टि से (जन्म के समय के साथ 8 से 14)',
      'AI सोलमेट प्रोफ़ाइल के लिए 120 क्रेडिट',
      '180 दिनों तक प्रेम भविष्यफल का एक्सेस',
      'आजीवन भविष्यवाणियाँ',
      'प्राथमिकता से सपोर्ट',
    ],
  },
}
