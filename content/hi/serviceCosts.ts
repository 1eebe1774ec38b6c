import type { ServiceCostText } from '../serviceCosts';

// What each service costs the visitor, in Hindi: the same facts as content/serviceCosts.ts (no fee;
// the fund house pays a trail commission within the expense ratio, the insurer pays a commission).
export const serviceCosts: ServiceCostText = {
  heading: 'आपको इसके लिए क्या देना होता है',
  byPayer: {
    'fund-house':
      'आप हमें कोई फ़ीस नहीं देते। हम रेगुलर प्लान डिस्ट्रीब्यूट करते हैं, और फंड हाउस हमें ट्रेल कमीशन देता है: आपके निवेश की वैल्यू का एक सालाना प्रतिशत, जो स्कीम के एक्सपेंस रेशियो में पहले से शामिल होता है।',
    insurer: 'आप हमें कोई फ़ीस नहीं देते। आप हमारे ज़रिए जो पॉलिसी लेते हैं, उन पर बीमा कंपनी हमें कमीशन देती है; प्रीमियम के ऊपर हम कुछ नहीं लेते।',
    'fund-house-and-insurer':
      'आप हमें कोई फ़ीस नहीं देते। म्यूचुअल फंड (रेगुलर प्लान) के लिए फंड हाउस हमें ट्रेल कमीशन देता है, जो आपके निवेश की वैल्यू का एक सालाना प्रतिशत है और स्कीम के एक्सपेंस रेशियो में पहले से शामिल होता है; बीमा के लिए बीमा कंपनी हमें कमीशन देती है।',
  },
  disclosureLink: 'कमीशन के बारे में हमारा डिस्क्लोज़र देखें',
  sentenceEnd: '।',
};
