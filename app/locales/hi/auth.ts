// The Hindi of en/auth.ts.
import type { Translation } from '../../i18n/types'
import type en from '../en/auth'

export default {
  meta: {
    title: 'साइन इन',
    description: 'Cosmic Insights में साइन इन करें, या अपनी व्यक्तिगत रीडिंग के लिए मुफ़्त खाता बनाएं।',
  },
  heading: 'Cosmic Insights में आपका स्वागत है',
  lead: 'अपनी रीडिंग देखने के लिए साइन इन करें, या मुफ़्त खाता बनाएं।',
  tabs: { label: 'साइन इन या साइन अप', signIn: 'साइन इन', signUp: 'साइन अप' },
  fields: {
    email: 'ईमेल',
    password: 'पासवर्ड',
    fullName: 'पूरा नाम',
    newPassword: 'नया पासवर्ड',
    repeatPassword: 'नया पासवर्ड दोबारा लिखें',
  },
  passwordHint: 'कम से कम {{count}} अक्षर।',
  signIn: {
    submit: 'साइन इन करें',
    busy: 'साइन इन हो रहा है...',
    forgot: 'पासवर्ड भूल गए?',
  },
  resend: {
    text: 'आपका ईमेल पता अभी सत्यापित नहीं हुआ है। हमारा भेजा लिंक खोलें, या नया लिंक मंगाएं।',
    sent: 'नया सत्यापन लिंक भेज दिया गया है। कृपया अपना इनबॉक्स देखें।',
    submit: 'सत्यापन ईमेल दोबारा भेजें',
    busy: 'भेजा जा रहा है...',
  },
  signUp: {
    submit: 'खाता बनाएं',
    busy: 'खाता बन रहा है...',
    createdTitle: 'खाता बन गया!',
    createdText: 'हमने <strong>{{email}}</strong> पर सत्यापन लिंक भेजा है। कृपया उसे खोलकर अपना ईमेल सत्यापित करें, फिर साइन इन करें।',
    goToSignIn: 'साइन इन पर जाएं',
    signInInstead: 'साइन इन करें',
  },
  forgot: {
    metaTitle: 'पासवर्ड भूल गए',
    metaDescription: 'अपने Cosmic Insights खाते का नया पासवर्ड चुनने के लिए लिंक पाएं।',
    title: 'पासवर्ड भूल गए?',
    lead: 'अपने खाते का ईमेल पता लिखें, हम आपको नया पासवर्ड चुनने का लिंक भेजेंगे।',
    sent: 'अगर इस पते से कोई खाता है, तो पासवर्ड बदलने का लिंक भेज दिया गया है। यह लिंक एक घंटे तक काम करेगा।',
    submit: 'रीसेट लिंक भेजें',
    busy: 'भेजा जा रहा है...',
    back: 'साइन इन पर वापस जाएं',
  },
  reset: {
    metaTitle: 'नया पासवर्ड चुनें',
    metaDescription: 'अपने Cosmic Insights खाते के लिए नया पासवर्ड चुनें।',
    title: 'नया पासवर्ड चुनें',
    lead: 'नए पासवर्ड से साइन इन करते ही आप बाकी सभी डिवाइस से साइन आउट हो जाएंगे।',
    incomplete: 'यह रीसेट लिंक अधूरा है। कृपया ईमेल में दिया लिंक फिर से खोलें, या नया लिंक मंगाएं।',
    newLink: 'मुझे नया लिंक भेजें',
    askNewLink: 'नया लिंक मंगाएं',
    submit: 'नया पासवर्ड सहेजें',
    busy: 'सहेजा जा रहा है...',
  },
  verify: {
    metaTitle: 'अपना ईमेल सत्यापित करें',
    metaDescription: 'अपने Cosmic Insights खाते के ईमेल पते की पुष्टि करें।',
    title: 'अपना ईमेल सत्यापित करें',
    newLink: '<signIn>साइन इन</signIn> करते समय आप नया लिंक मंगा सकते हैं।',
  },
  language: {
    label: 'पसंदीदा भाषा',
  },
} satisfies Translation<typeof en>
