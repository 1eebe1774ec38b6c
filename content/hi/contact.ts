import type { ContactText } from '../contact';
import { startGuideText } from './start';

// The contact page in Hindi: the same keys as content/contact.ts, checked by ContactText. Field names
// in the request the firm receives stay English (lib/contact.ts); the visitor's own words go as typed.
export const contactText: ContactText = {
  detailsHeading: 'कॉल करें, लिखें या मिलने आएँ',
  mapHeading: 'हमारा ऑफ़िस कहाँ है',
  // The start guide's own pointer from the contact page (one wording, content/hi/start.ts).
  startPointer: startGuideText.pointers.contact,
  details: {
    callUs: 'हमें कॉल करें',
    emailUs: 'हमें ई-मेल करें',
    visitUs: 'हमसे मिलने आएँ',
    localHours: 'आपके टाइम ज़ोन ({zone}) में: {from} से {to} तक',
  },
  form: {
    heading: 'आपका अनुरोध',
    labels: {
      name: 'पूरा नाम',
      phone: 'फ़ोन',
      email: 'ई-मेल (ज़रूरी नहीं)',
      service: 'सेवा (ज़रूरी नहीं)',
      message: 'संदेश (ज़रूरी नहीं)',
    },
    hints: {
      phone: 'मोबाइल या लैंडलाइन। भारत के बाहर का नंबर हो तो + या 00 और देश के कोड से शुरू करें।',
      message: 'चाहें तो अपने लक्ष्य या सवाल के बारे में कुछ शब्द लिखें।',
    },
    servicePrompt: 'सेवाएँ',
    honeypotLabel: 'इस फ़ील्ड को ख़ाली छोड़ें',
    // The hours end in "(IST)": a colon rather than the English brackets, so they do not nest.
    replyWithin: 'हम एक कामकाजी दिन के भीतर जवाब देते हैं: {hours}।',
    mailAppIntro: '“अनुरोध भेजें” दबाने पर आपका ई-मेल ऐप खुलता है, जिसमें आपका अनुरोध {email} के नाम लिखा होता है: उसे जाँचें और भेज दें।',
    preferToTalk: 'बात करना चाहें? {phone} पर कॉल करें।',
    privacyNote: 'ये जानकारी हम सिर्फ़ आपके अनुरोध का जवाब देने के लिए इस्तेमाल करते हैं: हमारी {privacy} देखें।',
    privacyLink: 'गोपनीयता सूचना',
  },
  status: {
    submit: 'अनुरोध भेजें',
    sending: 'भेजा जा रहा है…',
    errorSummaryOne: 'एक फ़ील्ड पर ध्यान दें: ऊपर दिया संदेश देखें।',
    errorSummaryMany: '{count} फ़ील्ड पर ध्यान दें: ऊपर दिए संदेश देखें।',
    sendingMessage: 'आपका अनुरोध भेजा जा रहा है…',
    sentNamed: 'धन्यवाद, {name}। आपका अनुरोध हमें मिल गया है, हम एक कामकाजी दिन के भीतर जवाब देंगे।',
    sentUnnamed: 'धन्यवाद। आपका अनुरोध हमें मिल गया है, हम एक कामकाजी दिन के भीतर जवाब देंगे।',
    sentReferenceNamed: 'धन्यवाद, {name}। आपका अनुरोध {reference} हमें मिल गया है, हम एक कामकाजी दिन के भीतर जवाब देंगे।',
    sentReferenceUnnamed: 'धन्यवाद। आपका अनुरोध {reference} हमें मिल गया है, हम एक कामकाजी दिन के भीतर जवाब देंगे।',
    mailApp: 'अब आपके ई-मेल ऐप में आपका अनुरोध भेजने के लिए तैयार दिखना चाहिए। कुछ नहीं खुला? {again}, सीधे {email} पर लिखें, या {phone} पर कॉल करें।',
    mailAgain: 'ई-मेल दोबारा खोलें',
    failedHeading: 'आपका अनुरोध नहीं भेजा जा सका।',
    failedServer: 'हमारी फ़ॉर्म सेवा अभी इसे स्वीकार नहीं कर सकी (त्रुटि {status})।',
    failedNetwork: 'हमारी फ़ॉर्म सेवा तक पहुँच नहीं हो सकी: अपना इंटरनेट कनेक्शन जाँचें।',
    failedBusy: 'पिछले एक मिनट में आपके कनेक्शन से कई अनुरोध आए, इसलिए यह अनुरोध रोक दिया गया।',
    keptTyped: 'आपने जो कुछ लिखा था, वह सब फ़ॉर्म में अब भी है।',
    failedNext: 'थोड़ी देर में फिर कोशिश करें, {email} (आपका ई-मेल ऐप अनुरोध लिखा हुआ खोलेगा), या {phone} पर कॉल करें।',
    failedEmailLink: 'इसके बजाय ई-मेल से भेजें',
    failedNextWithWhatsApp: 'थोड़ी देर में फिर कोशिश करें, {email} (आपका ई-मेल ऐप अनुरोध लिखा हुआ खोलेगा), {whatsapp}, या {phone} पर कॉल करें।',
    failedWhatsAppLink: 'WhatsApp से भेजें',
  },
  validation: {
    name: 'अपना पूरा नाम लिखें।',
    email: 'name@example.com जैसा ई-मेल पता लिखें, या इसे ख़ाली छोड़ दें।',
    phoneMissing: 'अपना फ़ोन नंबर लिखें।',
    messageTooLong: 'संदेश {max} अक्षरों से छोटा रखें।',
    tooLong: 'इसे {max} अक्षरों से छोटा रखें।',
    characters: '<b> जैसे टैग और अदृश्य कंट्रोल कैरेक्टर हटा दें: सादे शब्द हम तक सबसे अच्छे पहुँचते हैं।',
    phone: {
      characters: 'सिर्फ़ अंक, स्पेस और हाइफ़न (-) लिखें; देश का कोड हो तो उससे पहले + या 00 लगाएँ, जैसे +971 50 123 4567',
      tooShort: 'यह नंबर बहुत छोटा है। भारत के मोबाइल नंबर में 10 अंक होते हैं (98765 43210); लैंडलाइन के साथ उसका STD कोड भी लिखें (022 2266 1234)।',
      tooLong: 'इस नंबर में अंक ज़्यादा हैं: देखें कि कहीं कोई अंक फ़ालतू तो नहीं लिखा गया।',
      wrongLength: 'अंकों की गिनती जाँचें: भारत के मोबाइल नंबर में 10 अंक होते हैं (98765 43210), लैंडलाइन में STD कोड और नंबर (022 2266 1234)।',
      country: 'देश का कोड जाँचें: भारत के बाहर का नंबर + या 00 और उस देश के कोड से शुरू करें, जैसे +971 50 123 4567',
      invalid: 'इस नंबर पर हम कॉल नहीं कर सकते। अंक जाँचें; भारत के बाहर के नंबर के लिए + या 00 और देश के कोड से शुरू करें।',
    },
  },
  // The visitor reads the draft before sending it, so its labels are Hindi; the service goes by its
  // English name (what the firm files it under) and the language line stays English, for the firm.
  draft: {
    subject: 'वेबसाइट से अनुरोध',
    generalEnquiry: 'सामान्य पूछताछ',
    labels: { name: 'नाम', email: 'ई-मेल', phone: 'फ़ोन', service: 'सेवा', message: 'संदेश' },
    notGiven: 'नहीं दिया',
    notSpecified: 'नहीं चुनी',
    noMessage: 'कृपया मुझे कॉल बैक करें।',
  },
};
