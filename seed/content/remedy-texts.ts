// The kundli's remedies (ADR 254): for each graha its mantra, its gemstone and its charity, each with its Hindi beside
// it. The CMS tags them `appliesTo` 'planet' in the sections 'remedy-mantra', 'remedy-gemstone' and 'remedy-charity';
// editors change them there. The mantras are the short Navagraha name mantras, the gems and gifts those commonly given
// for each graha (docs/astrology.md, "Remedies"). Written by hand for this product, in English and as Hindi. A gem
// strengthens its graha, which is not always wanted: every gemstone text says to have the whole chart checked first.

import type { RemedyKind } from '../../app/domain/readings/remedies'

export type RemedyText = {
  section: `remedy-${RemedyKind}`
  appliesTo: 'planet'
  appliesToValue: string
  en: string
  hi: string
}

const mantra = (graha: string, en: string, hi: string): RemedyText => ({ section: 'remedy-mantra', appliesTo: 'planet', appliesToValue: graha, en, hi })
const gem = (graha: string, en: string, hi: string): RemedyText => ({ section: 'remedy-gemstone', appliesTo: 'planet', appliesToValue: graha, en, hi })
const gift = (graha: string, en: string, hi: string): RemedyText => ({ section: 'remedy-charity', appliesTo: 'planet', appliesToValue: graha, en, hi })

const CHECK_EN = 'Wear it only after an astrologer has looked at your whole chart: a gem strengthens its planet, for good or ill.'
const CHECK_HI = 'इसे तभी पहनें जब कोई ज्योतिषी आपकी पूरी कुंडली देख ले: रत्न अपने ग्रह को बल देता है, अच्छे या बुरे दोनों के लिए।'

// prettier-ignore
const mantras: RemedyText[] = [
  mantra('sun', 'Om Suryaya Namah, 108 times at sunrise on Sundays, after offering water to the rising Sun from a copper vessel.', 'रविवार को सूर्योदय के समय तांबे के लोटे से उगते सूर्य को जल अर्पित करके, 108 बार "ॐ सूर्याय नमः"।'),
  mantra('moon', 'Om Somaya Namah, 108 times on Monday evenings, ideally where you can see the Moon, with a glass of water or milk beside you.', 'सोमवार की शाम 108 बार "ॐ सोमाय नमः", हो सके तो चंद्रमा को देखते हुए, पास में जल या दूध का गिलास रखकर।'),
  mantra('mars', 'Om Angarakaya Namah, 108 times on Tuesday mornings; reading the Hanuman Chalisa on Tuesdays is the common companion to it.', 'मंगलवार की सुबह 108 बार "ॐ अङ्गारकाय नमः"; मंगलवार को हनुमान चालीसा का पाठ इसका आम साथी है।'),
  mantra('mercury', 'Om Budhaya Namah, 108 times on Wednesday mornings, before study or work that needs a clear head.', 'बुधवार की सुबह 108 बार "ॐ बुधाय नमः", पढ़ाई या ऐसे काम से पहले जिसमें साफ़ दिमाग़ चाहिए।'),
  mantra('venus', 'Om Shukraya Namah, 108 times on Friday mornings, dressed in clean white or light colours.', 'शुक्रवार की सुबह साफ़ सफ़ेद या हल्के रंग के कपड़े पहनकर 108 बार "ॐ शुक्राय नमः"।'),
  mantra('jupiter', 'Om Gurave Namah, 108 times on Thursday mornings; touching the feet of a teacher or elder that day adds to it.', 'गुरुवार की सुबह 108 बार "ॐ गुरवे नमः"; उस दिन किसी गुरु या बड़े के पैर छूना इसे और बल देता है।'),
  mantra('saturn', 'Om Shanaischaraya Namah, 108 times on Saturday evenings, with a lamp of mustard oil lit under a peepal tree or at home.', 'शनिवार की शाम 108 बार "ॐ शनैश्चराय नमः", पीपल के पेड़ के नीचे या घर में सरसों के तेल का दीपक जलाकर।'),
  mantra('rahu', 'Om Rahave Namah, 108 times on Saturday evenings; keeping the mind steady while saying it is the remedy as much as the words.', 'शनिवार की शाम 108 बार "ॐ राहवे नमः"; जपते समय मन को स्थिर रखना भी शब्दों जितना ही उपाय है।'),
  mantra('ketu', 'Om Ketave Namah, 108 times on Tuesday or Saturday mornings; a prayer to Ganesha before it is the custom.', 'मंगलवार या शनिवार की सुबह 108 बार "ॐ केतवे नमः"; इससे पहले गणेश जी की प्रार्थना की परंपरा है।'),
]

// prettier-ignore
const gems: RemedyText[] = [
  gem('sun', `Ruby (manik), set in gold or copper and worn on the ring finger of the right hand on a Sunday morning. ${CHECK_EN}`, `माणिक, सोने या तांबे में जड़वाकर रविवार की सुबह दाहिने हाथ की अनामिका में। ${CHECK_HI}`),
  gem('moon', `Pearl (moti), set in silver and worn on the little finger on a Monday evening. ${CHECK_EN}`, `मोती, चाँदी में जड़वाकर सोमवार की शाम कनिष्ठा उँगली में। ${CHECK_HI}`),
  gem('mars', `Red coral (moonga), set in gold or copper and worn on the ring finger on a Tuesday morning. ${CHECK_EN}`, `मूंगा, सोने या तांबे में जड़वाकर मंगलवार की सुबह अनामिका में। ${CHECK_HI}`),
  gem('mercury', `Emerald (panna), set in gold and worn on the little finger on a Wednesday morning. ${CHECK_EN}`, `पन्ना, सोने में जड़वाकर बुधवार की सुबह कनिष्ठा उँगली में। ${CHECK_HI}`),
  gem('venus', `Diamond (heera), or a white sapphire in its place, set in silver or platinum and worn on the middle or ring finger on a Friday. ${CHECK_EN}`, `हीरा, या उसकी जगह सफ़ेद पुखराज, चाँदी या प्लैटिनम में जड़वाकर शुक्रवार को मध्यमा या अनामिका में। ${CHECK_HI}`),
  gem('jupiter', `Yellow sapphire (pukhraj), set in gold and worn on the index finger on a Thursday morning. ${CHECK_EN}`, `पुखराज, सोने में जड़वाकर गुरुवार की सुबह तर्जनी उँगली में। ${CHECK_HI}`),
  gem('saturn', `Blue sapphire (neelam), set in silver or iron alloy and worn on the middle finger on a Saturday. Of all the gems it is the one most often tried for a few days first. ${CHECK_EN}`, `नीलम, चाँदी या पंचधातु में जड़वाकर शनिवार को मध्यमा उँगली में। सब रत्नों में इसी को सबसे अधिक कुछ दिन आज़माकर पहना जाता है। ${CHECK_HI}`),
  gem('rahu', `Hessonite (gomed), set in silver and worn on the middle finger on a Saturday evening. ${CHECK_EN}`, `गोमेद, चाँदी में जड़वाकर शनिवार की शाम मध्यमा उँगली में। ${CHECK_HI}`),
  gem('ketu', `Cat’s eye (lehsunia), set in silver and worn on the little or middle finger on a Tuesday or Thursday. ${CHECK_EN}`, `लहसुनिया, चाँदी में जड़वाकर मंगलवार या गुरुवार को कनिष्ठा या मध्यमा उँगली में। ${CHECK_HI}`),
]

// prettier-ignore
const gifts: RemedyText[] = [
  gift('sun', 'On Sundays, give wheat, jaggery or a copper vessel to someone in need, and show respect to your father and to those in authority.', 'रविवार को किसी ज़रूरतमंद को गेहूँ, गुड़ या तांबे का बर्तन दें, और पिता तथा बड़े अधिकारियों का सम्मान करें।'),
  gift('moon', 'On Mondays, give rice, milk or white cloth, and spend time with your mother or an older woman of the family.', 'सोमवार को चावल, दूध या सफ़ेद कपड़ा दान करें, और माँ या परिवार की किसी बड़ी महिला के साथ समय बिताएँ।'),
  gift('mars', 'On Tuesdays, give red lentils (masoor dal) or jaggery, and help a brother, a soldier or someone doing hard physical work.', 'मंगलवार को मसूर की दाल या गुड़ दान करें, और किसी भाई, सैनिक या शारीरिक मेहनत करने वाले की मदद करें।'),
  gift('mercury', 'On Wednesdays, give green moong dal or green vegetables, or books and pens to a student who needs them.', 'बुधवार को हरी मूंग की दाल या हरी सब्ज़ियाँ, या ज़रूरतमंद विद्यार्थी को किताबें और क़लम दान करें।'),
  gift('venus', 'On Fridays, give rice, curd or white sweets, and treat the women of your life with particular courtesy.', 'शुक्रवार को चावल, दही या सफ़ेद मिठाई दान करें, और अपने जीवन की महिलाओं से विशेष आदर से पेश आएँ।'),
  gift('jupiter', 'On Thursdays, give chana dal, turmeric or yellow cloth, or help a teacher or a place of learning.', 'गुरुवार को चने की दाल, हल्दी या पीला कपड़ा दान करें, या किसी शिक्षक या विद्यालय की मदद करें।'),
  gift('saturn', 'On Saturdays, give black sesame, mustard oil or black cloth, and help labourers, the elderly or people with disabilities.', 'शनिवार को काले तिल, सरसों का तेल या काला कपड़ा दान करें, और मज़दूरों, बुज़ुर्गों या दिव्यांग लोगों की मदद करें।'),
  gift('rahu', 'On Saturdays, give a blanket, a coconut or blue or black cloth to someone in need; feeding birds is also kept for Rahu.', 'शनिवार को किसी ज़रूरतमंद को कंबल, नारियल या नीला या काला कपड़ा दें; पक्षियों को दाना डालना भी राहु के लिए माना जाता है।'),
  gift('ketu', 'On Tuesdays or Saturdays, give a blanket of many colours or sesame seeds, and feed a stray dog.', 'मंगलवार या शनिवार को रंग-बिरंगा कंबल या तिल दान करें, और किसी आवारा कुत्ते को खाना खिलाएँ।'),
]

export const remedyTexts: readonly RemedyText[] = [...mantras, ...gems, ...gifts]
