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
    yourCosmicProfile: 'आपकी ज्योतिष प्रोफ़ाइल',
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
  comingSoon: {
    title: 'जल्द आ रहा है',
    description: 'Cosmic Insights का यह हिस्सा जल्द ही आ रहा है।',
    body: 'Cosmic Insights का यह हिस्सा जल्द ही आ रहा है। आपकी प्रोफ़ाइल सहेजी हुई है और इसके लिए तैयार है।',
    backToDashboard: 'डैशबोर्ड पर लौटें',
    pages: {
      'daily-reading': 'दैनिक राशिफल',
      'life-career': 'जीवन और करियर विश्लेषण',
      'soulmate-analysis': 'जीवनसाथी मिलान',
      numerology: 'अंक ज्योतिष रिपोर्ट',
      consultations: 'ज्योतिषी से परामर्श',
    },
  },
} satisfies Translation<typeof en>
