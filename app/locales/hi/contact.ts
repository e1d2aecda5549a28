import type { Translation } from '../../i18n/types'
import type en from '../en/contact'

export default {
  title: 'संपर्क करें',
  heading: 'हमसे संपर्क करें',
  description: 'Cosmic Insights टीम को लिखें। हम 24 घंटे के भीतर जवाब देते हैं।',
  name: 'नाम',
  email: 'ईमेल',
  subject: 'विषय',
  message: 'संदेश',
  send: 'संदेश भेजें',
  sending: 'भेजा जा रहा है...',
  sentTitle: 'संदेश भेज दिया गया!',
  sentBody: 'हम 24 घंटे के भीतर जवाब देंगे।',
  sendFailed: 'आपका संदेश नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
  faqHeading: 'अक्सर पूछे जाने वाले सवाल',
  noQuestions: 'अभी कोई सवाल नहीं है।',
} satisfies Translation<typeof en>
