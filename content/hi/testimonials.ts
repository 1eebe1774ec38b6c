import type { TestimonialName, TestimonialText } from '../testimonials';

// The testimonials in Hindi, keyed by the client's name in content/testimonials.ts. SAMPLE, like the
// English: real clients' words are published only with their written consent, in the language they
// gave them (a translation is marked as one).
export const testimonialText: Record<TestimonialName, TestimonialText> = {
  'Priya Raghavan': {
    name: 'प्रिया राघवन',
    quote:
      'उन्होंने दो शाम हमारे साथ बैठकर हर लक्ष्य काग़ज़ पर लिखा: बेटी की पढ़ाई, होम लोन, हमारा रिटायरमेंट। पहली बार हमें पता है कि हर SIP (सिस्टमैटिक इन्वेस्टमेंट प्लान) किस लिए है।',
    jobTitle: 'स्कूल प्रिंसिपल, चेन्नई',
    photoAlt: 'प्रिया राघवन का चित्र',
  },
  'Arjun Mehta': {
    name: 'अर्जुन मेहता',
    quote:
      'दुबई में काम करते हुए मुझे KYC और FATCA के काग़ज़ों की चिंता थी। टीम ने हर फ़ॉर्म समझाया, हर क़दम पर नज़र रखी और काम पूरा होने तक मुझे WhatsApp पर बताती रही।',
    jobTitle: 'प्रोजेक्ट इंजीनियर, दुबई में NRI',
    photoAlt: 'अर्जुन मेहता का चित्र',
  },
  'Farah Siddiqui': {
    name: 'फ़राह सिद्दीक़ी',
    quote:
      'जब मेरे पिता का देहांत हुआ, तो उन्होंने उनके फ़ोलियो के ट्रांसमिशन में धीरज से और बिना मुश्किल शब्दों के हमारा साथ दिया। हमें कभी अपडेट के लिए उनके पीछे नहीं पड़ना पड़ा।',
    jobTitle: 'चार्टर्ड अकाउंटेंट, पुणे',
    photoAlt: 'फ़राह सिद्दीक़ी का चित्र',
  },
  'Rohit Kulkarni': {
    name: 'रोहित कुलकर्णी',
    quote:
      'सालाना समीक्षा मुझे सबसे ज़्यादा काम की लगती है: हम कहाँ खड़े हैं, हमारी ज़िंदगी में क्या बदला और अगर कुछ बदलना है तो क्या, इस पर एक साफ़ नोट। कुछ भी ख़रीदने का कोई दबाव नहीं।',
    jobTitle: 'छोटे कारोबारी, नासिक',
    photoAlt: 'रोहित कुलकर्णी का चित्र',
  },
};
