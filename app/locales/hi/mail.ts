// The Hindi of en/mail.ts.
import type { Translation } from '../../i18n/types'
import type en from '../en/mail'

export default {
  greeting: 'नमस्ते {{name}},',
  friend: 'मित्र',
  ignore: 'अगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा कर दें।',
  fallback: 'अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें:',
  verify: {
    subject: 'Cosmic Insights के लिए अपने ईमेल की पुष्टि करें',
    lead: 'Cosmic Insights में आपका स्वागत है! खाता बनाने का काम पूरा करने के लिए कृपया अपने ईमेल पते की पुष्टि करें।',
    action: 'ईमेल की पुष्टि करें',
  },
  reset: {
    subject: 'अपना Cosmic Insights पासवर्ड बदलें',
    lead: 'हमें आपका पासवर्ड बदलने का अनुरोध मिला है। यह लिंक एक घंटे तक काम करेगा।',
    action: 'नया पासवर्ड चुनें',
  },
  signInLink: {
    subject: 'आपका Cosmic Insights साइन इन लिंक',
    lead: 'यह रहा आपका मांगा हुआ साइन इन लिंक। यह एक ही बार, 15 मिनट तक काम करेगा।',
    action: 'मुझे साइन इन करें',
  },
  staff: {
    invite: {
      subject: 'Cosmic Insights CMS से जुड़ने का निमंत्रण',
      leadAdmin: '{{inviter}} ने आपको Cosmic Insights CMS में एडमिन के रूप में जुड़ने का निमंत्रण दिया है।',
      leadEditor: '{{inviter}} ने आपको Cosmic Insights CMS में संपादक के रूप में जुड़ने का निमंत्रण दिया है।',
      someone: 'एक एडमिन',
      step: 'अपना खाता तैयार करने के लिए अपना पासवर्ड चुनें (कम से कम {{min}} अक्षर)। यह लिंक {{days}} दिन तक काम करेगा।',
      action: 'अपना पासवर्ड चुनें',
      ignore: 'अगर आपको इस निमंत्रण की उम्मीद नहीं थी, तो इस ईमेल को अनदेखा कर दें।',
    },
    reset: {
      subject: 'अपना Cosmic Insights CMS पासवर्ड बदलें',
      lead: 'हमें आपके Cosmic Insights CMS खाते का पासवर्ड बदलने का अनुरोध मिला है। यह लिंक एक घंटे तक काम करेगा।',
      action: 'नया पासवर्ड चुनें',
      ignore: 'अगर यह अनुरोध आपने नहीं किया है, तो इस ईमेल को अनदेखा कर दें: आपका पासवर्ड नहीं बदलेगा।',
    },
  },
} satisfies Translation<typeof en>
