import type { Translation } from '../../i18n/types'
import type en from '../en/common'

export default {
  brand: 'Cosmic Insights',
  skipToContent: 'सीधे मुख्य सामग्री पर जाएं',
  nav: {
    main: 'मुख्य',
    footer: 'फ़ुटर',
    menu: 'मेन्यू',
    home: 'होम',
    dailyHoroscope: 'आज का राशिफल',
    pricing: 'प्लान और कीमतें',
    numerology: 'अंक ज्योतिष',
    loveForecasts: 'प्रेम भविष्यफल',
    about: 'हमारे बारे में',
    contact: 'संपर्क करें',
    blog: 'ब्लॉग',
    dashboard: 'डैशबोर्ड',
    settings: 'सेटिंग्स',
    accountMenu: 'खाते का मेन्यू: {{name}}',
    yourCosmicProfile: 'आपकी ज्योतिष प्रोफ़ाइल',
    astroCalendar: 'ज्योतिष कैलेंडर',
    luckyElements: 'शुभ तत्व',
    privacy: 'निजता नीति',
    terms: 'सेवा की शर्तें',
    cancellationRefund: 'रद्दीकरण और रिफ़ंड',
    shippingDelivery: 'शिपिंग और डिलीवरी',
  },
  account: {
    signIn: 'साइन इन करें',
    signOut: 'साइन आउट करें',
  },
  language: {
    unknown: 'कृपया हिंदी या अंग्रेज़ी चुनें।',
    label: 'भाषा',
  },
  toast: {
    dismiss: 'सूचना बंद करें',
  },
  footer: {
    copyright: '© {{year}} {{siteName}} · {{country}}',
  },
  errors: {
    notFoundTitle: 'पेज नहीं मिला',
    notFoundHeading: 'माफ़ कीजिए, यह पेज नहीं मिला',
    notFoundBody: 'आप जो पेज ढूँढ रहे थे, वह या तो सितारों के बीच कहीं और चला गया है या कभी था ही नहीं।',
    errorTitle: 'कुछ गड़बड़ हो गई',
    errorBody: 'कृपया थोड़ी देर बाद फिर कोशिश करें।',
    returnHome: 'होम पेज पर लौटें',
  },
} satisfies Translation<typeof en>
