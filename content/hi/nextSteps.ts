import type { NextStepsText } from '../nextSteps';

// The next step at the end of the tools hub, the disclosure and the privacy notice, in Hindi (assembled
// below as the English is). The call-
// back link's wording is the action bar's (content/hi/ui.ts).
export const nextStepsText: NextStepsText = {
  tools: {
    heading: 'आगे: इस पर बात करें',
    text: 'कैलकुलेटर बताता है कि किसी मानी गई दर पर कोई रक़म कितनी हो सकती है। किसी लक्ष्य के लिए स्कीम चुनना बातचीत से होता है: हम आपको कॉल बैक कर सकते हैं, या आप अपनी रिस्क प्रोफ़ाइल जानकर शुरुआत कर सकते हैं।',
    riskProfile: 'अपनी रिस्क प्रोफ़ाइल जानें',
  },
  disclosure: {
    heading: 'इस डिस्क्लोज़र के बारे में कोई सवाल?',
    text: 'हमसे पूछें कि हमारी कमाई कैसे होती है, हम किन फंड हाउस के साथ काम करते हैं या आपसे कौन बात करता है, या देखें कि शिकायत कैसे दर्ज करें।',
    contact: 'संपर्क करें',
    grievance: 'शिकायत निवारण',
  },
  privacy: {
    heading: 'अपने डेटा के बारे में कोई सवाल?',
    text: 'आपने हमें जो भेजा है उसे देखने, ठीक करने या मिटाने के लिए, या अपनी सहमति वापस लेने के लिए, हमें लिखें या संपर्क पेज का इस्तेमाल करें।',
    write: '{email} पर लिखें',
    contact: 'संपर्क करें',
  },
};
