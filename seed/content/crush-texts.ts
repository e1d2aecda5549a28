// The crush analyzer's analysis texts (spec 9: "bands at 90, 80 and 70"), each with its Hindi beside it,
// written by hand in both languages (the Hindi is not a word-for-word rendering). The day's insight uses the general
// crush-insight texts of reading-texts.ts.

export type CrushText = { section: 'crush-insight'; appliesTo: 'band'; appliesToValue: '90' | '80' | '70' | 'below-70'; en: string; hi: string }

const band = (value: CrushText['appliesToValue'], en: string, hi: string): CrushText => ({
  section: 'crush-insight',
  appliesTo: 'band',
  appliesToValue: value,
  en,
  hi,
})

// prettier-ignore
export const crushTexts: CrushText[] = [
  band('90', "A rare match: your Moons sit easily together and your life paths pull the same way. If you have been waiting for a sign, this is as clear as the stars get — say hello.", "ऐसा मेल कम देखने को मिलता है: आप दोनों के चंद्रमा आपस में सहज हैं और मूलांक एक ही दिशा में खींचते हैं। अगर आप किसी इशारे का इंतज़ार कर रहे थे, तो सितारे इससे साफ़ नहीं बोलते — बात शुरू कीजिए।"),
  band('90', "Your charts agree on almost everything tradition weighs. Conversation should come easily; let them see the real you, not a careful version of it.", "परंपरा जिन बातों को तौलती है, उनमें से लगभग हर बात पर आपकी कुंडलियाँ मेल खाती हैं। बातचीत आसानी से बहनी चाहिए; उन्हें अपना असली रूप दिखाइए, सँभाला-सँवारा हुआ नहीं।"),
  band('90', "Strong attraction on paper, and a natural rhythm between you. Keep it light and warm at first — the foundation is already there.", "काग़ज़ पर ज़बरदस्त खिंचाव, और आप दोनों के बीच एक सहज तालमेल। शुरुआत हल्की-फुल्की और अपनेपन से भरी रखिए — नींव पहले से मौजूद है।"),
  band('80', "A very promising match. You share more than you differ, and the differences are the kind that keep things interesting. A shared plan or a small invitation could go well.", "बहुत उम्मीद जगाने वाला मेल। आपमें फ़र्क़ कम और समानताएँ ज़्यादा हैं, और जो फ़र्क़ हैं वे रिश्ते को दिलचस्प बनाए रखते हैं। साथ का कोई छोटा-सा प्लान या न्योता अच्छा रहेगा।"),
  band('80', "Your Moons get along well, and your numbers are friendly. Take an interest in what excites them — common ground will show up quickly.", "आप दोनों के चंद्रमा अच्छी तरह निभाते हैं और अंक भी दोस्ताना हैं। जिन चीज़ों से उन्हें ख़ुशी मिलती है, उनमें दिलचस्पी लीजिए — साझा ज़मीन जल्दी दिखने लगेगी।"),
  band('80', "Good chemistry with room to grow. Be patient and consistent; small, honest gestures will count for more than grand ones.", "अच्छी केमिस्ट्री, और आगे बढ़ने की गुंजाइश भी। धीरज रखिए और एक-सा बर्ताव बनाए रखिए; छोटे, सच्चे इशारे बड़े दिखावे से ज़्यादा असर करेंगे।"),
  band('70', "A fair match with real possibilities. Friendship is the best road in here: get to know how they see the world before you ask for more.", "ठीक-ठाक मेल, जिसमें असली संभावनाएँ हैं। यहाँ दोस्ती सबसे अच्छा रास्ता है: कुछ और चाहने से पहले जानिए कि वे दुनिया को कैसे देखते हैं।"),
  band('70', "Some things click and some need work. Listen more than you speak at first, and let trust build at its own pace.", "कुछ बातें जम जाती हैं, कुछ पर मेहनत चाहिए। शुरू में बोलने से ज़्यादा सुनिए, और भरोसे को अपनी रफ़्तार से बनने दीजिए।"),
  band('70', "Your charts meet halfway. That leaves plenty of room for the two of you to decide what this becomes — the stars won't do it for you.", "आपकी कुंडलियाँ आधे रास्ते पर मिलती हैं। इसका मतलब है कि यह रिश्ता क्या बने, यह तय करने की पूरी गुंजाइश आप दोनों के हाथ में है — सितारे यह काम आपके लिए नहीं करेंगे।"),
  band('below-70', "Your energies are quite different, so this may take time, or stay a friendship. That says nothing about your worth: be yourself and let things unfold.", "आप दोनों की ऊर्जा काफ़ी अलग है, इसलिए इसमें समय लग सकता है, या बात दोस्ती तक ही रहे। इससे आपकी क़ीमत कम नहीं होती: जैसे हैं वैसे रहिए और चीज़ों को अपने आप खुलने दीजिए।"),
  band('below-70', "The stars see more contrast than harmony here. Contrast can be exciting, but go gently and notice whether the interest comes back to you.", "यहाँ सितारों को तालमेल से ज़्यादा फ़र्क़ दिखता है। फ़र्क़ रोमांचक भी हो सकता है, पर धीरे-धीरे आगे बढ़िए और ग़ौर कीजिए कि क्या उधर से भी उतनी ही दिलचस्पी लौटती है।"),
  band('below-70', "A challenging match on paper. Many good stories start this way; keep your days full, your heart open, and don't let a number decide for you.", "काग़ज़ पर यह मेल थोड़ा कठिन है। कई अच्छी कहानियाँ ऐसे ही शुरू होती हैं; अपने दिन भरे-पूरे रखिए, दिल खुला रखिए, और किसी अंक को अपने लिए फ़ैसला मत करने दीजिए।"),
]
