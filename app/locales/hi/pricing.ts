import type { Translation } from '../../i18n/types'
import type en from '../en/pricing'

export default {
  title: 'प्लान और कीमतें',
  description: 'मुफ़्त में शुरू करें, फिर सोलमेट स्केच पैक चुनें: प्रीमियम एक्सेस के साथ 1, 6 या 12 AI सोलमेट स्केच।',
  howMany: 'कितने स्केच चाहिए?',
  sketches_one: '{{count}} स्केच',
  sketches_other: '{{count}} स्केच',
  showPrice: 'कीमत देखें',
  mostPopular: 'सबसे लोकप्रिय',
  regularPrice: 'सामान्य कीमत',
  save: '{{percent}}% की बचत',
  creditsAndAccess: '{{credits}} क्रेडिट · {{days}} दिन का एक्सेस',
  buy: '{{name}} खरीदें',
  comingSoon: 'स्केच पैक जल्द ही उपलब्ध होंगे।',
} satisfies Translation<typeof en>
