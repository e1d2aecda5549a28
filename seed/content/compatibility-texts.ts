// Reading texts , each with its Hindi beside it: the advice of a soulmate analysis by its band (spec 9), and
// what a number means as destiny, soul urge and personality in a numerology report (the life path has its texts in
// reading-texts.ts). Written by hand, in English and as Hindi (not word for word).

export type CompatibilityText = {
  section: 'advice' | 'numerology-destiny' | 'numerology-soul-urge' | 'numerology-personality'
  appliesTo: 'band' | 'number'
  appliesToValue: string
  en: string
  hi: string
}

const advice = (band: string, en: string, hi: string): CompatibilityText => ({ section: 'advice', appliesTo: 'band', appliesToValue: band, en, hi })
const number =
  (section: CompatibilityText['section']) =>
  (value: string, en: string, hi: string): CompatibilityText => ({ section, appliesTo: 'number', appliesToValue: value, en, hi })
const destiny = number('numerology-destiny')
const soulUrge = number('numerology-soul-urge')
const personality = number('numerology-personality')

// prettier-ignore
export const compatibilityTexts: CompatibilityText[] = [
  advice('exceptional', "Your charts agree on most of what tradition weighs. Don't let an easy start make you careless: keep talking about money, family and where you want to live, as couples with harder charts must.", "पारंपरिक मिलान की ज़्यादातर बातों पर आपकी कुंडलियाँ मेल खाती हैं। आसान शुरुआत से लापरवाह न हों: पैसे, परिवार और कहाँ रहना है, इन पर बात करते रहें, जैसे कठिन मिलान वाले जोड़ों को करनी पड़ती है।"),
  advice('exceptional', "A score this high is a good foundation, not a guarantee. Notice what already works between you and protect time for it as life gets busier.", "इतना ऊँचा स्कोर अच्छी नींव है, गारंटी नहीं। आप दोनों के बीच जो पहले से अच्छा चल रहा है, उसे पहचानें और ज़िंदगी व्यस्त होने पर भी उसके लिए समय बचाकर रखें।"),
  advice('strong', "You have a strong match with a few kootas asking for attention. Read the growth areas together and agree on one habit that answers each.", "आपका मेल मज़बूत है, बस कुछ कूट ध्यान माँगते हैं। जिन बातों पर काम करना है, उन्हें साथ बैठकर पढ़ें और हर एक के लिए एक आदत तय करें।"),
  advice('strong', "Most of your chart supports a lasting bond. Where you differ, treat it as two ways of seeing rather than a contest, and decide big things together.", "आपकी कुंडली का बड़ा हिस्सा लंबे रिश्ते का साथ देता है। जहाँ आप अलग हैं, उसे मुक़ाबला नहीं, देखने के दो तरीक़े समझें, और बड़े फ़ैसले साथ मिलकर लें।"),
  advice('moderate', "A moderate score means real strengths and real differences. Many happy couples start here: talk early about expectations, and don't leave the low kootas to chance.", "औसत स्कोर का मतलब है कि ख़ूबियाँ भी असली हैं और फ़र्क़ भी। बहुत से ख़ुश जोड़े यहीं से शुरू करते हैं: उम्मीदों पर जल्दी बात करें, और कम अंक वाले कूटों को क़िस्मत पर न छोड़ें।"),
  advice('moderate', "Your match asks for effort in a few places. Pick the growth area that worries you most and talk it through this week; small agreements now prevent big quarrels later.", "आपके मिलान में कुछ जगह मेहनत चाहिए। जो बात आपको सबसे ज़्यादा खटकती है, उस पर इसी हफ़्ते खुलकर बात करें; आज के छोटे समझौते कल के बड़े झगड़े टालते हैं।"),
  advice('challenging', "Tradition sees more friction than harmony in this pair of charts. It is not a verdict on two people: if you are serious, ask an astrologer to read both full charts, and be honest with each other about what you need.", "परंपरा इन दो कुंडलियों में तालमेल से ज़्यादा टकराव देखती है। यह दो लोगों पर कोई फ़ैसला नहीं है: अगर आप गंभीर हैं, तो किसी ज्योतिषी से दोनों की पूरी कुंडली दिखवाएँ, और एक-दूसरे से अपनी ज़रूरतों के बारे में सच कहें।"),
  advice('challenging', "A low score means the relationship will need more care than most. Patience, clear words and shared routines go a long way; decide together whether you are ready for that work.", "कम स्कोर का मतलब है कि इस रिश्ते को ज़्यादातर रिश्तों से ज़्यादा देखभाल चाहिए। धीरज, साफ़ बात और साझा दिनचर्या बहुत काम आती हैं; साथ मिलकर तय करें कि क्या आप इस मेहनत के लिए तैयार हैं।"),

  destiny('1', "Destiny 1: you are meant to start things and lead them. Work that lets you decide and build from nothing suits you.", "नामांक 1: आप चीज़ें शुरू करने और उनकी अगुवाई करने के लिए बने हैं। ऐसा काम आपको जँचता है जिसमें फ़ैसले आपके हों और शुरुआत शून्य से हो।"),
  destiny('2', "Destiny 2: your work is bringing people together. You succeed as a partner, mediator or adviser more than as a lone star.", "नामांक 2: आपका काम लोगों को जोड़ना है। अकेले चमकने से ज़्यादा आप साथी, बिचौलिए या सलाहकार के रूप में कामयाब होते हैं।"),
  destiny('3', "Destiny 3: you are here to express: to write, speak, teach or create. Share your ideas rather than keeping them to yourself.", "नामांक 3: आप अभिव्यक्ति के लिए बने हैं: लिखना, बोलना, पढ़ाना या रचना। अपने विचार मन में न रखें, बाँटें।"),
  destiny('4', "Destiny 4: you build what lasts through order and steady work. Plans, systems and foundations are your gift to others.", "नामांक 4: आप व्यवस्था और लगातार मेहनत से टिकाऊ चीज़ें बनाते हैं। योजना, ढाँचा और मज़बूत नींव दूसरों को आपकी देन है।"),
  destiny('5', "Destiny 5: change, travel and people are your teachers. You do best where no two days are the same.", "नामांक 5: बदलाव, यात्रा और लोग आपके गुरु हैं। आप वहीं सबसे अच्छा करते हैं जहाँ कोई दो दिन एक जैसे न हों।"),
  destiny('6', "Destiny 6: you are called to care for a home, a family or a community. Responsibility sits naturally on your shoulders.", "नामांक 6: घर, परिवार या समाज की देखभाल आपका काम है। ज़िम्मेदारी आपके कंधों पर सहज रूप से टिकती है।"),
  destiny('7', "Destiny 7: you are here to study, question and understand. Research, spiritual life and expert work suit you.", "नामांक 7: आप पढ़ने, सवाल करने और समझने के लिए बने हैं। शोध, आध्यात्मिक जीवन और विशेषज्ञता वाला काम आपको जँचता है।"),
  destiny('8', "Destiny 8: you are meant to manage, organise and earn. Authority comes to you; use it fairly.", "नामांक 8: आप प्रबंधन, संगठन और कमाई के लिए बने हैं। अधिकार आपके पास आता है; उसका इस्तेमाल न्याय से करें।"),
  destiny('9', "Destiny 9: your work serves more than yourself. Teaching, healing and giving back bring you the deepest satisfaction.", "नामांक 9: आपका काम सिर्फ़ आपके लिए नहीं है। पढ़ाना, सेवा और समाज को लौटाना आपको सबसे गहरा संतोष देता है।"),
  destiny('11', "Master destiny 11: you are here to inspire. Your intuition and ideals can lift others when you trust them.", "मास्टर नामांक 11: आप प्रेरणा देने के लिए बने हैं। जब आप अपने अंतर्ज्ञान और आदर्शों पर भरोसा करते हैं, तो वे दूसरों को ऊपर उठाते हैं।"),
  destiny('22', "Master destiny 22: the master builder. You can turn large visions into real things that serve many people.", "मास्टर नामांक 22: महान निर्माता। आप बड़े सपनों को ऐसी ठोस चीज़ों में बदल सकते हैं जो बहुत लोगों के काम आएँ।"),
  destiny('33', "Master destiny 33: the teacher who heals. Your purpose is compassion put into practice.", "मास्टर नामांक 33: उपचार करने वाला शिक्षक। आपका उद्देश्य करुणा को व्यवहार में उतारना है।"),

  soulUrge('1', "Soul urge 1: deep down you want independence and the freedom to do things your own way.", "आत्मांक 1: मन की गहराई में आप आज़ादी चाहते हैं, और अपने ढंग से काम करने की छूट।"),
  soulUrge('2', "Soul urge 2: your heart wants closeness, peace and a partner who truly listens.", "आत्मांक 2: आपका मन नज़दीकी, शांति और ऐसा साथी चाहता है जो सच में सुने।"),
  soulUrge('3', "Soul urge 3: you long to express joy and to be heard; creativity feeds you.", "आत्मांक 3: आप ख़ुशी जताना और सुना जाना चाहते हैं; रचनात्मकता आपको पोषण देती है।"),
  soulUrge('4', "Soul urge 4: you want security, order and to know where you stand.", "आत्मांक 4: आप सुरक्षा, व्यवस्था और यह जानना चाहते हैं कि आप कहाँ खड़े हैं।"),
  soulUrge('5', "Soul urge 5: your heart craves freedom, variety and new experiences.", "आत्मांक 5: आपका मन आज़ादी, विविधता और नए अनुभवों के लिए तरसता है।"),
  soulUrge('6', "Soul urge 6: you want to love and be needed, and a harmonious home.", "आत्मांक 6: आप प्यार करना और किसी के काम आना चाहते हैं, और एक सुकून भरा घर।"),
  soulUrge('7', "Soul urge 7: you seek truth, quiet and time alone to think.", "आत्मांक 7: आप सच, शांति और सोचने के लिए अकेले समय की तलाश में रहते हैं।"),
  soulUrge('8', "Soul urge 8: you want achievement, recognition and control over your own life.", "आत्मांक 8: आप उपलब्धि, पहचान और अपनी ज़िंदगी पर अपना नियंत्रण चाहते हैं।"),
  soulUrge('9', "Soul urge 9: your heart wants to make the world kinder and to give.", "आत्मांक 9: आपका मन दुनिया को थोड़ा बेहतर बनाना और देना चाहता है।"),
  soulUrge('11', "Master soul urge 11: you long for spiritual meaning and to share your insight.", "मास्टर आत्मांक 11: आप आध्यात्मिक अर्थ खोजते हैं और अपनी समझ बाँटना चाहते हैं।"),
  soulUrge('22', "Master soul urge 22: you want to leave something lasting and useful behind you.", "मास्टर आत्मांक 22: आप अपने पीछे कुछ टिकाऊ और काम का छोड़ जाना चाहते हैं।"),
  soulUrge('33', "Master soul urge 33: your deepest wish is to heal and uplift others.", "मास्टर आत्मांक 33: आपकी सबसे गहरी इच्छा दूसरों का दुख दूर करना और उन्हें ऊपर उठाना है।"),

  personality('1', "Personality 1: others see you as confident, direct and ready to lead.", "व्यक्तित्व अंक 1: दूसरे आपको आत्मविश्वासी, सीधी बात करने वाला और अगुवाई को तैयार देखते हैं।"),
  personality('2', "Personality 2: you come across as gentle, tactful and easy to talk to.", "व्यक्तित्व अंक 2: आप नरम, समझदार और ऐसे लगते हैं जिनसे बात करना आसान है।"),
  personality('3', "Personality 3: people see you as warm, witty and good company.", "व्यक्तित्व अंक 3: लोग आपको गर्मजोशी भरा, हाज़िरजवाब और अच्छा साथी मानते हैं।"),
  personality('4', "Personality 4: you seem reliable, practical and serious about your word.", "व्यक्तित्व अंक 4: आप भरोसेमंद, व्यावहारिक और अपनी बात के पक्के लगते हैं।"),
  personality('5', "Personality 5: others find you lively, adventurous and a little unpredictable.", "व्यक्तित्व अंक 5: दूसरों को आप ज़िंदादिल, रोमांच पसंद और थोड़े अनिश्चित लगते हैं।"),
  personality('6', "Personality 6: you come across as caring, dependable and protective.", "व्यक्तित्व अंक 6: आप परवाह करने वाले, भरोसेमंद और रक्षा करने वाले लगते हैं।"),
  personality('7', "Personality 7: people see you as thoughtful, private and hard to read at first.", "व्यक्तित्व अंक 7: लोग आपको विचारशील, अपने में रहने वाला और पहली नज़र में समझ न आने वाला मानते हैं।"),
  personality('8', "Personality 8: you seem capable, ambitious and in charge.", "व्यक्तित्व अंक 8: आप क़ाबिल, महत्वाकांक्षी और कमान सँभाले हुए लगते हैं।"),
  personality('9', "Personality 9: others see you as generous, broad-minded and kind.", "व्यक्तित्व अंक 9: दूसरे आपको उदार, खुले विचारों वाला और दयालु देखते हैं।"),
  personality('11', "Master personality 11: you seem inspired and a little otherworldly; people sense your ideals.", "मास्टर व्यक्तित्व अंक 11: आप प्रेरित और कुछ अलग-से लगते हैं; लोग आपके आदर्शों को महसूस करते हैं।"),
  personality('22', "Master personality 22: you come across as a capable builder people trust with big plans.", "मास्टर व्यक्तित्व अंक 22: आप ऐसे क़ाबिल निर्माता लगते हैं जिन्हें लोग बड़ी योजनाएँ सौंपते हैं।"),
  personality('33', "Master personality 33: people see a nurturing presence they can lean on.", "मास्टर व्यक्तित्व अंक 33: लोगों को आप में ऐसा सहारा दिखता है जिस पर वे टिक सकें।"),
]
