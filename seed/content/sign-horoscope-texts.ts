// The free horoscopes by Moon sign (ADR 221), one paragraph per factor, each with its Hindi beside it: the day's Moon
// counted from the sign, the nature of the day's nakshatra, and each graha's transit from the sign as favourable or not
// (docs/astrology.md, "Horoscopes by Moon sign"). The CMS tags them `appliesTo` 'factor' in the section
// 'sign-horoscope'; editors change them there. Written by hand for this product, in English and as Hindi (not word for
// word). The Moon's texts serve both today and tomorrow, the grahas' every longer period: none names its day.

export type SignHoroscopeText = {
  section: 'sign-horoscope'
  appliesTo: 'factor'
  appliesToValue: string
  en: string
  hi: string
}

const x = (tag: string, en: string, hi: string): SignHoroscopeText => ({ section: 'sign-horoscope', appliesTo: 'factor', appliesToValue: tag, en, hi })

// prettier-ignore
const moon: SignHoroscopeText[] = [
  x('moon-house:1', "The Moon passes over your own sign, so feelings run close to the surface. Look after sleep, food and mood first; the rest of the day follows how you feel.", "चंद्रमा आपकी अपनी राशि पर से गुज़र रहा है, इसलिए भावनाएँ सतह के क़रीब रहेंगी। पहले नींद, भोजन और मन का ध्यान रखें; बाक़ी दिन वैसा ही चलेगा जैसा आप महसूस करेंगे।"),
  x('moon-house:2', "The Moon in the 2nd from your sign puts money, family and speech in focus. A measured word and a measured purchase both pay off.", "चंद्रमा आपकी राशि से दूसरे भाव में है, इसलिए पैसा, परिवार और वाणी केंद्र में हैं। नपा-तुला शब्द और सोच-समझकर की गई ख़रीद, दोनों फल देंगे।"),
  x('moon-house:3', "The Moon in your 3rd brings courage and a busy, talkative mood. Make the call, take the short trip, begin what you have delayed: initiative is rewarded.", "तीसरे भाव का चंद्रमा साहस और चुस्त, बातूनी मिज़ाज लाता है। फ़ोन कर लें, छोटी यात्रा कर लें, टाला हुआ काम शुरू करें: पहल का फल मिलेगा।"),
  x('moon-house:4', "The Moon crosses your 4th, the house of home and inner peace, and the mind may feel restless. Keep plans simple and stay near familiar people and places.", "चंद्रमा आपके चौथे भाव से गुज़र रहा है, जो घर और मन की शांति का भाव है, और मन बेचैन रह सकता है। योजनाएँ सादी रखें और जाने-पहचाने लोगों व जगहों के पास रहें।"),
  x('moon-house:5', "The Moon in your 5th favours creativity, study, children and play. Make or learn something; a happy mind works well.", "पाँचवें भाव का चंद्रमा रचनात्मकता, पढ़ाई, संतान और खेल का साथ देता है। कुछ बनाएँ या सीखें; प्रसन्न मन अच्छा काम करता है।"),
  x('moon-house:6', "The Moon in your 6th gives you the upper hand over problems and rivals. A good day to clear dues, finish chores and settle a nagging matter.", "छठे भाव का चंद्रमा समस्याओं और विरोधियों पर आपका पलड़ा भारी करता है। बकाया चुकाने, घर के काम निपटाने और खटकती बात सुलझाने का अच्छा दिन है।"),
  x('moon-house:7', "The Moon in your 7th turns you towards others: partner, clients, the public. Meet and agree; what is done together goes better than what is done alone.", "सातवें भाव का चंद्रमा आपको दूसरों की ओर मोड़ता है: जीवनसाथी, ग्राहक, लोग। मिलें और सहमति बनाएँ; साथ मिलकर किया काम अकेले किए से बेहतर चलेगा।"),
  x('moon-house:8', "The Moon in the 8th from your sign, Chandrashtama, sets the tone. Avoid fresh risks and big signatures; finish, check and rest instead.", "आपकी राशि से आठवें भाव का चंद्रमा, यानी चंद्राष्टम, दिन का सुर तय करता है। नए जोखिम और बड़े दस्तख़त टालें; इसकी जगह काम पूरे करें, जाँचें और आराम करें।"),
  x('moon-house:9', "The Moon in your 9th turns thoughts to faith, teachers and far places. Read, seek an elder's advice or plan a journey; meaning matters more than speed.", "नौवें भाव का चंद्रमा मन को आस्था, गुरुओं और दूर की जगहों की ओर ले जाता है। कुछ पढ़ें, किसी बड़े की सलाह लें या यात्रा की योजना बनाएँ; रफ़्तार से ज़्यादा अर्थ मायने रखता है।"),
  x('moon-house:10', "The Moon in your 10th, the house of work and standing, puts your efforts on show. Give your best where it will be seen.", "दसवें भाव का चंद्रमा, जो काम और प्रतिष्ठा का भाव है, आपकी मेहनत को सबके सामने रखता है। अपनी सबसे अच्छी कोशिश वहाँ लगाएँ जहाँ वह दिखे।"),
  x('moon-house:11', "The Moon in your 11th is a day of gains and friends. Ask for what you need, accept help gladly, and expect a small wish to come true.", "ग्यारहवें भाव का चंद्रमा लाभ और मित्रों का दिन है। जो चाहिए माँगें, मदद ख़ुशी से लें, और किसी छोटी इच्छा के पूरा होने की उम्मीद रखें।"),
  x('moon-house:12', "The Moon in your 12th asks for rest and restraint. Money and energy slip away easily; spend both on purpose and make time for quiet.", "बारहवें भाव का चंद्रमा आराम और संयम माँगता है। पैसा और ऊर्जा आसानी से निकल जाते हैं; दोनों सोच-समझकर ख़र्च करें और शांति के लिए समय निकालें।"),
]

// prettier-ignore
const nature: SignHoroscopeText[] = [
  x('nakshatra-nature:fixed', "The day's nakshatra is a fixed one, suited to lasting things: laying foundations, moving into a home, planting, long commitments.", "दिन का नक्षत्र स्थिर है, जो टिकाऊ कामों के लिए ठीक है: नींव रखना, गृह प्रवेश, पौधे लगाना, लंबे वादे।"),
  x('nakshatra-nature:movable', "The day's nakshatra is a movable one, good for travel, vehicles, changes of place and anything meant to keep moving.", "दिन का नक्षत्र चर है, जो यात्रा, वाहन, जगह बदलने और हर उस काम के लिए अच्छा है जिसे चलते रहना है।"),
  x('nakshatra-nature:fierce', "The day's nakshatra is a fierce one: good for bold, decisive acts and ending what must end, poor for gentle beginnings.", "दिन का नक्षत्र उग्र है: साहसी, निर्णायक कामों और जो ख़त्म होना है उसे ख़त्म करने के लिए ठीक, कोमल शुरुआतों के लिए नहीं।"),
  x('nakshatra-nature:mixed', "The day's nakshatra is a mixed one, for everyday work: routine tasks, household matters and steady effort go well.", "दिन का नक्षत्र मिश्र है, रोज़मर्रा के कामों के लिए: नियमित काम, घर के मामले और लगातार मेहनत अच्छी चलती है।"),
  x('nakshatra-nature:swift', "The day's nakshatra is a swift one, good for quick work: trade, short trips, learning a skill, taking medicine.", "दिन का नक्षत्र क्षिप्र है, फुर्ती के कामों के लिए अच्छा: व्यापार, छोटी यात्राएँ, कोई हुनर सीखना, दवा शुरू करना।"),
  x('nakshatra-nature:soft', "The day's nakshatra is a soft one, kind to friendship, love, music, new clothes and all gentle pleasures.", "दिन का नक्षत्र मृदु है, दोस्ती, प्रेम, संगीत, नए कपड़ों और हर कोमल सुख के लिए अनुकूल।"),
  x('nakshatra-nature:sharp', "The day's nakshatra is a sharp one, suited to cutting through: hard study, separating from what harms you, firm decisions.", "दिन का नक्षत्र तीक्ष्ण है, जो काटकर आगे बढ़ने के लिए ठीक है: कठिन पढ़ाई, नुक़सान देने वाली चीज़ों से अलग होना, पक्के फ़ैसले।"),
]

// prettier-ignore
const grahas: SignHoroscopeText[] = [
  x('gochara-sun:favourable', "The Sun transits a good house from your sign. Authority and recognition come more easily; speak up at work and deal with officials now.", "सूर्य आपकी राशि से शुभ भाव में गोचर कर रहा है। अधिकार और पहचान आसानी से मिलती है; काम पर अपनी बात रखें और सरकारी काम अभी निपटाएँ।"),
  x('gochara-sun:unfavourable', "The Sun transits a trying house from your sign. Tempers and pride run high; avoid clashes with seniors and watch your energy.", "सूर्य आपकी राशि से कठिन भाव में गोचर कर रहा है। ग़ुस्सा और अहं बढ़ सकता है; बड़ों से टकराव टालें और अपनी ऊर्जा पर नज़र रखें।"),
  x('gochara-mercury:favourable', "Mercury transits a good house from your sign: a sharp mind for study, writing, trade and agreements.", "बुध आपकी राशि से शुभ भाव में गोचर कर रहा है: पढ़ाई, लेखन, व्यापार और समझौतों के लिए तेज़ बुद्धि।"),
  x('gochara-mercury:unfavourable', "Mercury transits a trying house from your sign. Misunderstandings come easily; read before you sign and say things twice.", "बुध आपकी राशि से कठिन भाव में गोचर कर रहा है। ग़लतफ़हमी आसानी से होती है; दस्तख़त से पहले पढ़ें और बात दो बार साफ़ कहें।"),
  x('gochara-venus:favourable', "Venus transits a good house from your sign, bringing warmth in love, comfort at home and a taste for beautiful things.", "शुक्र आपकी राशि से शुभ भाव में गोचर कर रहा है, जो प्रेम में गर्माहट, घर में सुख और सुंदर चीज़ों का शौक़ लाता है।"),
  x('gochara-venus:unfavourable', "Venus transits a trying house from your sign. Pleasures cost more than they give; be careful with spending and with feelings.", "शुक्र आपकी राशि से कठिन भाव में गोचर कर रहा है। सुख जितना देते हैं उससे ज़्यादा लेते हैं; ख़र्च और भावनाओं, दोनों में सावधानी रखें।"),
  x('gochara-mars:favourable', "Mars transits a good house from your sign, lending courage and drive: a time to compete, push a project and win a dispute.", "मंगल आपकी राशि से शुभ भाव में गोचर कर रहा है, जो हिम्मत और जोश देता है: मुक़ाबला करने, काम आगे बढ़ाने और विवाद जीतने का समय।"),
  x('gochara-mars:unfavourable', "Mars transits a trying house from your sign. Haste, heat and quarrels are the risk; drive carefully and count to ten before you answer.", "मंगल आपकी राशि से कठिन भाव में गोचर कर रहा है। जल्दबाज़ी, ग़ुस्सा और झगड़े का ख़तरा है; सावधानी से गाड़ी चलाएँ और जवाब से पहले दस तक गिनें।"),
  x('gochara-jupiter:favourable', "Jupiter transits a good house from your sign, the most helpful transit there is: growth, good advice, family joys and money that comes honestly.", "गुरु आपकी राशि से शुभ भाव में गोचर कर रहा है, जो सबसे मददगार गोचर है: तरक़्क़ी, अच्छी सलाह, पारिवारिक ख़ुशियाँ और ईमानदारी से आता धन।"),
  x('gochara-jupiter:unfavourable', "Jupiter transits a house from your sign where its help is muted. Progress needs more effort and better counsel; do not over-promise.", "गुरु आपकी राशि से ऐसे भाव में गोचर कर रहा है जहाँ उसकी मदद धीमी पड़ती है। तरक़्क़ी के लिए ज़्यादा मेहनत और बेहतर सलाह चाहिए; बढ़-चढ़कर वादे न करें।"),
  x('gochara-saturn:favourable', "Saturn transits one of its good houses from your sign: steady work is rewarded, old obstacles give way and rivals lose ground.", "शनि आपकी राशि से अपने शुभ भाव में गोचर कर रहा है: लगातार मेहनत का फल मिलता है, पुरानी रुकावटें हटती हैं और विरोधी पीछे हटते हैं।"),
  x('gochara-saturn:unfavourable', "Saturn transits a demanding house from your sign. Expect delays and responsibilities; patience, discipline and honest work carry you through.", "शनि आपकी राशि से कठिन भाव में गोचर कर रहा है। देरी और ज़िम्मेदारियों की उम्मीद रखें; धैर्य, अनुशासन और ईमानदार मेहनत आपको पार लगाएँगे।"),
  x('gochara-rahu:favourable', "Rahu transits one of its good houses from your sign, opening unusual doors: foreign links, technology and bold ambitions can work out.", "राहु आपकी राशि से अपने शुभ भाव में गोचर कर रहा है, जो अनोखे दरवाज़े खोलता है: विदेशी संपर्क, तकनीक और बड़ी महत्वाकांक्षाएँ सफल हो सकती हैं।"),
  x('gochara-rahu:unfavourable', "Rahu transits a restless house from your sign. Shortcuts and big promises tempt; check facts and people before you trust them.", "राहु आपकी राशि से बेचैन भाव में गोचर कर रहा है। छोटे रास्ते और बड़े वादे लुभाते हैं; भरोसे से पहले तथ्य और लोग जाँच लें।"),
  x('gochara-ketu:favourable', "Ketu transits one of its good houses from your sign, lending insight and detachment: research, spiritual practice and letting go come easily.", "केतु आपकी राशि से अपने शुभ भाव में गोचर कर रहा है, जो अंतर्दृष्टि और वैराग्य देता है: शोध, साधना और छोड़ देना आसान होता है।"),
  x('gochara-ketu:unfavourable', "Ketu transits a house from your sign where it unsettles. Interest may fade in things that matter; stay grounded and finish what you start.", "केतु आपकी राशि से ऐसे भाव में गोचर कर रहा है जहाँ वह अस्थिर करता है। ज़रूरी चीज़ों से मन उचट सकता है; ज़मीन से जुड़े रहें और शुरू किया काम पूरा करें।"),
]

export const signHoroscopeTexts: readonly SignHoroscopeText[] = [...moon, ...nature, ...grahas]
