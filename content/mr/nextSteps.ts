import type { NextStepsText } from '../nextSteps';

// The next step at the end of the tools hub, the disclosure and the privacy notice, in Marathi: the words only,
// which lib/pages/nextSteps.ts assembles with their links. The call-back link's wording is the action bar's (content/mr/ui.ts).
export const nextStepsText: NextStepsText = {
  tools: {
    heading: 'पुढे: याविषयी बोलू या',
    text: 'कॅल्क्युलेटर दाखवतो की एखादी रक्कम गृहीत दराने किती होऊ शकते. एखाद्या उद्दिष्टासाठी योजना निवडणे बोलण्यातून होते: आम्ही तुम्हाला परत कॉल करू शकतो, किंवा तुम्ही तुमची जोखीम प्रोफाइल जाणून घेऊन सुरुवात करू शकता.',
    riskProfile: 'तुमची जोखीम प्रोफाइल जाणून घ्या',
  },
  disclosure: {
    heading: 'या प्रकटीकरणाविषयी प्रश्न आहेत?',
    text: 'आम्हाला पैसे कसे मिळतात, आम्ही कोणत्या फंड हाउससोबत काम करतो किंवा तुमच्याशी कोण व्यवहार करते हे आम्हाला विचारा, किंवा तक्रार कशी करायची ते पाहा.',
    contact: 'आमच्याशी संपर्क साधा',
    grievance: 'तक्रार निवारण',
  },
  privacy: {
    heading: 'तुमच्या डेटाविषयी प्रश्न आहेत?',
    text: 'तुम्ही आम्हाला पाठवलेले पाहण्यासाठी, दुरुस्त करण्यासाठी किंवा पुसून टाकण्यासाठी, किंवा तुमची संमती मागे घेण्यासाठी, आम्हाला लिहा किंवा संपर्क पान वापरा.',
    write: '{email} वर लिहा',
    contact: 'आमच्याशी संपर्क साधा',
  },
};

