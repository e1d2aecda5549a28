import type { Translation } from '../../i18n/types'
import type en from '../en/home'

export default {
  metaDescription: 'आपकी जन्म-कुंडली पर आधारित निजी वैदिक ज्योतिष',
  appStore: 'App Store',
  googlePlay: 'Google Play',
  downloadApk: 'APK डाउनलोड करें',
  opensInNewTab: '(नए टैब में खुलेगा)',
  requires: 'इसके लिए चाहिए: {{ios}} · {{android}}',
  viewAllArticles: 'सभी लेख देखें →',
  noArticles: 'नए लेख जल्द ही आ रहे हैं।',
  stillCurious: 'और कुछ जानना है?',
  contactSupport: 'हमारी सहायता टीम से संपर्क करें',
  stars: '5 में से {{rating}} सितारे',
  newsletter: {
    emailLabel: 'ईमेल पता',
    subscribe: 'सब्सक्राइब करें',
    subscribing: 'सब्सक्राइब हो रहा है...',
    invalid: 'कृपया सही ईमेल पता लिखें।',
    failed: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    limited: 'आपके कनेक्शन से बहुत ज़्यादा साइन-अप हुए हैं। कृपया एक घंटे बाद फिर कोशिश करें।',
    errorTitle: 'कुछ गड़बड़ हो गई',
    tryLater: 'कृपया थोड़ी देर बाद फिर कोशिश करें।',
    wait_one: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया {{count}} मिनट रुककर फिर कोशिश करें।',
    wait_other: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया {{count}} मिनट रुककर फिर कोशिश करें।',
  },
} satisfies Translation<typeof en>
