// The Hindi of en/dashboard.ts.
import type { Translation } from '../../i18n/types'
import type en from '../en/dashboard'

export default {
  meta: {
    title: 'आपका ज्योतिष डैशबोर्ड',
    description: 'आपकी रीडिंग, विश्लेषण और गुण मिलान, सब एक जगह।',
  },
  welcome: 'स्वागत है, {{name}}',
  subtitle: 'आपका ज्योतिष डैशबोर्ड',
  settings: 'सेटिंग्स',
  tabs: { label: 'डैशबोर्ड', daily: 'आज', life: 'जीवन', soulmate: 'जीवनसाथी' },
  profile: {
    heading: 'आपकी ज्योतिष प्रोफ़ाइल',
    edit: 'प्रोफ़ाइल बदलें',
    sunSign: 'सूर्य राशि:',
    name: 'नाम',
    born: 'जन्म',
    timeUnknown: '(समय अज्ञात)',
    place: 'जन्म स्थान',
    timeZone: 'समय क्षेत्र',
    coordinates: 'निर्देशांक',
    placeDetails: 'निर्देशांक और समय क्षेत्र',
    north: 'उ.',
    south: 'द.',
    east: 'पू.',
    west: 'प.',
  },
  soulmate: {
    heading: 'जीवनसाथी से गुण मिलान',
    text: 'अपनी कुंडली अपने साथी की कुंडली से मिलाएं: 36 गुणों का अष्टकूट मिलान।',
    start: 'गुण मिलान शुरू करें',
  },
  complete: {
    heading: 'अपनी प्रोफ़ाइल पूरी करें',
    text: 'आपकी रीडिंग आपके जन्म विवरण से बनती हैं। इसे एक बार भर दें, फिर यहां सब कुछ आपके लिए तैयार होगा।',
    action: 'अपनी प्रोफ़ाइल पूरी करें',
    otherLanguage: 'हिंदी में भरें',
  },
  languageNotice: {
    heading: 'आपकी भाषा के बारे में',
    text: 'आपने अपनी भाषा {{language}} चुनी है। क्षमा करें, Cosmic Insights अभी इस भाषा में उपलब्ध नहीं है, इसलिए आपको साइट और हमारे ईमेल अंग्रेज़ी में मिलेंगे। आप सेटिंग्स में कभी भी अपनी भाषा बदल सकते हैं।',
  },
} satisfies Translation<typeof en>
