import type en from '../en/premium'
import type { Translation } from '../../i18n/types'

// प्रीमियम दरवाज़ा: साइन-इन का संदेश और प्रीमियम फ़ीचर पेज।
export default {
  features: {
    'daily-affirmations': 'दैनिक सकारात्मक संकल्प',
    'love-forecasts': 'प्रेम भविष्यफल',
    'astro-journal': 'एस्ट्रो जर्नल',
  },
  signIn: {
    title: '{{feature}} के लिए साइन इन करें',
    body: 'यह पेज आपकी अपनी जन्म कुंडली से बनता है, इसलिए इसके लिए खाता चाहिए। साइन इन करें या मुफ़्त में खाता बनाएँ।',
    action: 'साइन इन करें',
  },
  locked: {
    badge: 'प्रीमियम फ़ीचर',
    title: '{{feature}} एक प्रीमियम फ़ीचर है',
    body: 'प्रीमियम एक्सेस से दैनिक सकारात्मक संकल्प, प्रेम भविष्यफल और एस्ट्रो जर्नल खुलते हैं, सब आपकी कुंडली और आज के आकाश से।',
    trialOffer: '15 दिन तक सब कुछ मुफ़्त आज़माएँ। कोई भुगतान नहीं।',
    startTrial: '15 दिन का मुफ़्त ट्रायल शुरू करें',
    startingTrial: 'ट्रायल शुरू हो रहा है…',
    viewPlans: 'प्लान देखें',
  },
  refused: {
    signInTitle: 'कृपया साइन इन करें',
    signInText: 'इस फ़ीचर के लिए साइन इन करें।',
    premiumTitle: 'प्रीमियम फ़ीचर',
    premiumText: 'इस फ़ीचर के लिए प्रीमियम एक्सेस चाहिए। मुफ़्त ट्रायल शुरू करें या कोई प्लान चुनें।',
  },
} satisfies Translation<typeof en>
