import type { TestimonialName, TestimonialText } from '../testimonials';

// The testimonials in Hindi, keyed by the client's name in content/testimonials.ts. SAMPLE, like the
// English: real clients' words are published only with their written consent, in the language they
// gave them: a translation is marked as one (S3 of the Hindi review), after the quote.

/** After a quote the client gave in English. */
export const translationNote = '(अंग्रेज़ी से अनुवाद)';

export const testimonialText: Record<TestimonialName, TestimonialText> = {
  'Priya Raghavan': {
    name: 'प्रिया राघवन',
    quote:
      'उन्होंने दो शाम लगाकर, बिना मुश्किल शब्दों के, समझाया कि SIP (सिस्टमैटिक इन्वेस्टमेंट प्लान) और जिन स्कीमों को हम देख रहे थे, वे कैसे काम करती हैं, और हर फ़ॉर्म हमारे साथ भरा। फ़ैसले हमारे थे, और पहली बार हम उन्हें समझ पाए।',
    jobTitle: 'स्कूल प्रिंसिपल, चेन्नई',
    photoAlt: 'प्रिया राघवन का चित्र',
    translated: true,
  },
  'Arjun Mehta': {
    name: 'अर्जुन मेहता',
    quote:
      'दुबई में काम करते हुए मुझे KYC और FATCA के काग़ज़ों की चिंता थी। टीम ने हर फ़ॉर्म समझाया, हर क़दम पर नज़र रखी और काम पूरा होने तक मुझे WhatsApp पर बताती रही।',
    jobTitle: 'प्रोजेक्ट इंजीनियर, दुबई में NRI',
    photoAlt: 'अर्जुन मेहता का चित्र',
    translated: true,
  },
  'Farah Siddiqui': {
    name: 'फ़राह सिद्दीक़ी',
    quote:
      'जब मेरे पिता का देहांत हुआ, तो उन्होंने उनके फ़ोलियो के ट्रांसमिशन में धीरज से और बिना मुश्किल शब्दों के हमारा साथ दिया। हमें कभी अपडेट के लिए उनके पीछे नहीं पड़ना पड़ा।',
    jobTitle: 'चार्टर्ड अकाउंटेंट, पुणे',
    photoAlt: 'फ़राह सिद्दीक़ी का चित्र',
    translated: true,
  },
  'Rohit Kulkarni': {
    name: 'रोहित कुलकर्णी',
    quote:
      'सालाना समीक्षा मुझे सबसे ज़्यादा काम की लगती है: उनके ज़रिए हमारे पास क्या-क्या है, हर स्कीम पर हमारा कितना ख़र्च हुआ और स्कीमों में ख़ुद क्या बदला, इसका एक साफ़ ब्योरा। हर फ़ैसला हमारा ही रहता है, और कुछ भी ख़रीदने का कोई दबाव नहीं होता।',
    jobTitle: 'छोटे कारोबारी, नासिक',
    photoAlt: 'रोहित कुलकर्णी का चित्र',
    translated: true,
  },
};
