// The Hindi of en/settings.ts.
import type { Translation } from '../../i18n/types'
import type en from '../en/settings'

export default {
  meta: {
    title: 'सेटिंग्स',
    description: 'Cosmic Insights पर आपकी भाषा, पासवर्ड, डिवाइस और आपका डेटा।',
  },
  back: '← डैशबोर्ड',
  heading: 'सेटिंग्स',
  signedInAs: 'आप {{email}} से साइन इन हैं',
  languageNames: {
    // Its own name: it is how a Hindi page's language switcher and this list name it.
    en: 'English',
    es: 'स्पेनिश',
    fr: 'फ़्रेंच',
    de: 'जर्मन',
    it: 'इतालवी',
    pt: 'पुर्तगाली',
    hi: 'हिन्दी',
    zh: 'चीनी',
    ja: 'जापानी',
    ar: 'अरबी',
  },
  language: {
    heading: 'भाषा',
    hint: 'साइट और हमारे ईमेल आपको इसी भाषा में मिलेंगे। Cosmic Insights अंग्रेज़ी और हिंदी में है; किसी और भाषा के लिए आपको अंग्रेज़ी दिखेगी।',
    option: '{{native}} ({{name}})',
    untranslatedOption: '{{option}} — फ़िलहाल अंग्रेज़ी',
    submit: 'भाषा सहेजें',
    busy: 'सहेजा जा रहा है...',
  },
  password: {
    heading: 'पासवर्ड',
    lead: 'पासवर्ड बदलने पर आप बाकी सभी डिवाइस से साइन आउट हो जाएंगे।',
    current: 'मौजूदा पासवर्ड',
    new: 'नया पासवर्ड',
    repeat: 'नया पासवर्ड दोबारा लिखें',
    hint: 'कम से कम {{count}} अक्षर।',
    submit: 'पासवर्ड बदलें',
    busy: 'सहेजा जा रहा है...',
  },
  sessions: {
    heading: 'आप कहां-कहां साइन इन हैं',
    lead: 'जिस डिवाइस को आप नहीं पहचानते या अब इस्तेमाल नहीं करते, उससे साइन आउट करें। पासवर्ड बदलने पर भी आप बाकी सभी डिवाइस से साइन आउट हो जाते हैं।',
    listLabel: 'साइन इन किए गए डिवाइस',
    thisDevice: 'यह डिवाइस',
    times: 'साइन इन: {{signedIn}} · आखिरी इस्तेमाल: {{lastSeen}}',
    signOut: 'साइन आउट',
    signOutLabel: '{{device}} से साइन आउट करें ({{signedIn}} को साइन इन किया गया)',
    signOutThisLabel: '{{device}} (यह डिवाइस) से साइन आउट करें ({{signedIn}} को साइन इन किया गया)',
    signOutEverywhere: 'सभी डिवाइस से साइन आउट करें',
    device: '{{system}} पर {{browser}}',
    unknownDevice: 'अज्ञात डिवाइस',
  },
  data: {
    heading: 'आपका डेटा',
    text: 'हमारे पास आपके बारे में जो कुछ भी है, उसे JSON फ़ाइल के रूप में डाउनलोड करें: आपका खाता, आपकी जन्म प्रोफ़ाइल, और आपके ईमेल पते से किया गया न्यूज़लेटर साइन-अप और भेजे गए संदेश।',
    download: 'मेरा डेटा डाउनलोड करें',
  },
  delete: {
    heading: 'मेरा खाता हटाएं',
    text: 'इससे आपका खाता, आपकी जन्म प्रोफ़ाइल, और आपके ईमेल पते से किया गया न्यूज़लेटर साइन-अप और भेजे गए संदेश हट जाएंगे। इसे वापस नहीं लाया जा सकता।',
    confirmLabel: 'पुष्टि के लिए {{word}} लिखें',
    password: 'आपका पासवर्ड',
    submit: 'मेरा खाता हमेशा के लिए हटाएं',
    cancel: 'रद्द करें',
    open: 'मेरा खाता हटाएं…',
  },
} satisfies Translation<typeof en>
