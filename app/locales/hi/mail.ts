// The Hindi of en/mail.ts.
import type { Translation } from '../../i18n/types'
import type en from '../en/mail'

export default {
  greeting: 'नमस्ते {{name}},',
  friend: 'मित्र',
  ignore: 'अगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें।',
  fallback: 'अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें:',
  verify: {
    subject: 'Cosmic Insights के लिए अपना ईमेल पुष्ट करें',
    lead: 'Cosmic Insights में आपका स्वागत है! खाता बनाना पूरा करने के लिए कृपया अपना ईमेल पता पुष्ट करें।',
    action: 'मेरा ईमेल पुष्ट करें',
  },
  reset: {
    subject: 'अपना Cosmic Insights पासवर्ड बदलें',
    lead: 'हमें आपका पासवर्ड बदलने का अनुरोध मिला है। यह लिंक एक घंटे तक काम करेगा।',
    action: 'नया पासवर्ड चुनें',
  },
} satisfies Translation<typeof en>
