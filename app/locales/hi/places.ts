// The Hindi of en/places.ts.
import type { Translation } from '../../i18n/types'
import type en from '../en/places'

export default {
  label: 'जन्म स्थान',
  placeholder: 'शहर या कस्बे का नाम लिखें',
  hint: 'हिंदी या अंग्रेज़ी में लिखें और सूची से अपना जन्म स्थान चुनें; पास का कोई बड़ा शहर भी चलेगा।',
  searching: 'खोजा जा रहा है…',
  noResults: 'कोई स्थान नहीं मिला। कोई दूसरी स्पेलिंग आज़माएं, या निर्देशांक खुद भरें।',
  results: '{{count}} स्थान मिले। चुनने के लिए ऊपर-नीचे वाली तीर कुंजियां इस्तेमाल करें।',
  resultOne: '1 स्थान मिला। इसे चुनने के लिए Enter दबाएं।',
  details: 'निर्देशांक और समय क्षेत्र',
  unavailable: 'स्थान खोज अभी काम नहीं कर रही है। कृपया निर्देशांक खुद भरें।',
  manual: 'निर्देशांक खुद भरें',
  placeName: 'स्थान का नाम',
  latitude: 'अक्षांश (−90 से 90, उत्तर के लिए धनात्मक)',
  longitude: 'देशांतर (−180 से 180, पूर्व के लिए धनात्मक)',
  timeZone: 'समय क्षेत्र',
  timeZoneHint: 'कोई शहर या क्षेत्र लिखें, जैसे Kolkata या London, और सूची से समय क्षेत्र चुनें।',
  // The astro calendar's place (i18next context 'calendar'): the day's sky is read there.
  label_calendar: 'स्थान',
  hint_calendar: 'सूर्योदय, सूर्यास्त और पंचांग के अंग स्थान पर निर्भर करते हैं।',
} satisfies Translation<typeof en>
