import type { MinimumInvestmentText } from '../minimumInvestment';

// content/minimumInvestment.ts in Marathi: the same placeholders, filled with the same amounts.
export const minimumInvestmentText: MinimumInvestmentText = {
  heading: 'किती रकमेपासून सुरुवात करता येते?',
  answer:
    'बहुतेक योजना {common} पासून मासिक SIP स्वीकारतात, आणि काही फंड हाउस आता {smallest} इतकी लहान SIP ही घेतात; प्रत्येक योजनेची किमान रक्कम तिच्या की इन्फॉर्मेशन मेमोरँडममध्ये (KIM) असते. आमचा SIP कॅल्क्युलेटर दरमहा {calculator} पासून सुरू होतो, हा आकडा आमच्या तपशिलात ठरलेला आहे: ही कॅल्क्युलेटरची सुरुवात आहे, एखाद्या योजनेची सर्वांत लहान SIP नव्हे.',
};
