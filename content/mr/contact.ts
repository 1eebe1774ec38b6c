import type { ContactText } from '../contact';
import { startGuideText } from './start';

// The contact page in Marathi: the same keys as content/contact.ts, checked by ContactText. Field names
// in the request the firm receives stay English (lib/contact.ts); the visitor's own words go as typed.
export const contactText: ContactText = {
  detailsHeading: 'फोन करा, लिहा किंवा भेटायला या',
  mapHeading: 'आमचे कार्यालय कुठे आहे',
  // The start guide's own pointer from the contact page (one wording, content/mr/start.ts).
  startPointer: startGuideText.pointers.contact,
  details: {
    callUs: 'आम्हाला फोन करा',
    emailUs: 'आम्हाला ई-मेल करा',
    visitUs: 'आम्हाला भेटायला या',
    localHours: 'तुमच्या वेळ क्षेत्रात ({zone}): {from} ते {to}',
  },
  form: {
    heading: 'तुमची विनंती',
    labels: {
      name: 'पूर्ण नाव',
      phone: 'फोन',
      email: 'ई-मेल (ऐच्छिक)',
      service: 'सेवा (ऐच्छिक)',
      message: 'संदेश (ऐच्छिक)',
    },
    hints: {
      phone: 'मोबाइल किंवा लँडलाइन. भारताबाहेरचा नंबर असेल तर + किंवा 00 आणि देशाच्या कोडने सुरुवात करा.',
      message: 'हवे असल्यास तुमच्या उद्दिष्टाविषयी किंवा प्रश्नाविषयी काही शब्द लिहा.',
    },
    servicePrompt: 'सेवा',
    honeypotLabel: 'हे क्षेत्र रिकामे ठेवा',
    // The hours end in "(IST)": a colon rather than the English brackets, so they do not nest.
    replyWithin: 'आम्ही एका कामकाजाच्या दिवसात उत्तर देतो: {hours}.',
    mailAppIntro: '“विनंती पाठवा” दाबल्यावर तुमचे ई-मेल ॲप उघडते, त्यात तुमची विनंती {email} ला लिहिलेली असते: ती तपासा आणि पाठवा.',
    preferToTalk: 'बोलायला आवडेल? {phone} वर फोन करा.',
    privacyNote: 'हा तपशील आम्ही फक्त तुमच्या विनंतीला उत्तर देण्यासाठी वापरतो: आमची {privacy} पाहा.',
    privacyLink: 'गोपनीयता सूचना',
  },
  status: {
    submit: 'विनंती पाठवा',
    sending: 'पाठवत आहोत…',
    errorSummaryOne: 'एका क्षेत्राकडे लक्ष द्या: वरचा संदेश पाहा.',
    errorSummaryMany: '{count} क्षेत्रांकडे लक्ष द्या: वरचे संदेश पाहा.',
    sendingMessage: 'तुमची विनंती पाठवत आहोत…',
    sentNamed: 'धन्यवाद, {name}. तुमची विनंती आम्हाला मिळाली आहे, आम्ही एका कामकाजाच्या दिवसात उत्तर देऊ.',
    sentUnnamed: 'धन्यवाद. तुमची विनंती आम्हाला मिळाली आहे, आम्ही एका कामकाजाच्या दिवसात उत्तर देऊ.',
    sentReferenceNamed: 'धन्यवाद, {name}. तुमची विनंती {reference} आम्हाला मिळाली आहे, आम्ही एका कामकाजाच्या दिवसात उत्तर देऊ.',
    sentReferenceUnnamed: 'धन्यवाद. तुमची विनंती {reference} आम्हाला मिळाली आहे, आम्ही एका कामकाजाच्या दिवसात उत्तर देऊ.',
    mailApp: 'आता तुमच्या ई-मेल ॲपमध्ये तुमची विनंती पाठवण्यासाठी तयार दिसायला हवी. काहीच उघडले नाही? {again}, थेट {email} वर लिहा, किंवा {phone} वर फोन करा.',
    mailAgain: 'ई-मेल पुन्हा उघडा',
    failedHeading: 'तुमची विनंती पाठवली गेली नाही.',
    failedServer: 'आमची फॉर्म सेवा आत्ता ती स्वीकारू शकली नाही (त्रुटी {status}).',
    failedNetwork: 'आमच्या फॉर्म सेवेपर्यंत पोहोचता आले नाही: तुमचे इंटरनेट कनेक्शन तपासा.',
    failedBusy: 'मागच्या एका मिनिटात तुमच्या कनेक्शनवरून अनेक विनंत्या आल्या, म्हणून ही विनंती थांबवली गेली.',
    keptTyped: 'तुम्ही लिहिलेले सर्व अजूनही फॉर्ममध्ये आहे.',
    failedNext: 'थोड्या वेळाने पुन्हा प्रयत्न करा, {email} (तुमचे ई-मेल ॲप विनंती लिहिलेले उघडेल), किंवा {phone} वर फोन करा.',
    failedEmailLink: 'त्याऐवजी ई-मेलने पाठवा',
    failedNextWithWhatsApp: 'थोड्या वेळाने पुन्हा प्रयत्न करा, {email} (तुमचे ई-मेल ॲप विनंती लिहिलेले उघडेल), {whatsapp}, किंवा {phone} वर फोन करा.',
    failedWhatsAppLink: 'WhatsApp ने पाठवा',
  },
  validation: {
    name: 'तुमचे पूर्ण नाव लिहा.',
    email: 'name@example.com सारखा ई-मेल पत्ता लिहा, किंवा हे रिकामे ठेवा.',
    phoneMissing: 'तुमचा फोन नंबर लिहा.',
    messageTooLong: 'संदेश {max} अक्षरांपेक्षा लहान ठेवा.',
    tooLong: 'हे {max} अक्षरांपेक्षा लहान ठेवा.',
    characters: '<b> सारखे टॅग आणि न दिसणारी नियंत्रण अक्षरे काढून टाका: साधे शब्द आमच्यापर्यंत सर्वांत चांगले पोहोचतात.',
    phone: {
      characters: 'फक्त अंक, स्पेस आणि हायफन (-) वापरा; देशाचा कोड असेल तर त्याआधी + किंवा 00 लावा, उदाहरणार्थ +971 50 123 4567',
      tooShort: 'हा नंबर खूप लहान आहे. भारतातील मोबाइल नंबरमध्ये 10 अंक असतात (98765 43210); लँडलाइनसोबत त्याचा STD कोडही लिहा (022 2266 1234).',
      tooLong: 'या नंबरमध्ये अंक जास्त आहेत: एखादा अंक जास्तीचा लिहिला गेला आहे का ते पाहा.',
      wrongLength: 'अंकांची संख्या तपासा: भारतातील मोबाइल नंबरमध्ये 10 अंक असतात (98765 43210), लँडलाइनमध्ये STD कोड आणि नंबर (022 2266 1234).',
      country: 'देशाचा कोड तपासा: भारताबाहेरचा नंबर + किंवा 00 आणि त्या देशाच्या कोडने सुरू करा, उदाहरणार्थ +971 50 123 4567',
      invalid: 'या नंबरवर आम्ही फोन करू शकत नाही. अंक तपासा; भारताबाहेरच्या नंबरसाठी + किंवा 00 आणि देशाच्या कोडने सुरुवात करा.',
    },
  },
  // The visitor reads the draft before sending it, so its labels are Marathi; the service goes by its
  // English name (what the firm files it under) and the language line stays English, for the firm.
  draft: {
    subject: 'वेबसाइटवरून विनंती',
    generalEnquiry: 'सर्वसाधारण चौकशी',
    labels: { name: 'नाव', email: 'ई-मेल', phone: 'फोन', service: 'सेवा', message: 'संदेश' },
    notGiven: 'दिलेले नाही',
    notSpecified: 'निवडलेली नाही',
    noMessage: 'कृपया मला परत कॉल करा.',
  },
};
