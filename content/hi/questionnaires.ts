import type { QuestionnaireWords } from '../questionnaires';

// What the two questionnaire pages share, in Hindi: the privacy line and the /tools/ hub's cards.
export const questionnaireWords: QuestionnaireWords = {
  privacyNote: 'यह पेज सारा हिसाब आपके डिवाइस पर ही करता है और कुछ भी कहीं नहीं भेजता; पेज बंद करते ही कुछ भी सहेजा नहीं रहता।',
  hubCards: [
    {
      heading: 'रिस्क प्रोफ़ाइल',
      description:
        'आपके समय, आमदनी, बचत और गिरावट सहने की क्षमता पर दस सवाल: देखें कि पाँच में से कौन-सी रिस्क प्रोफ़ाइल आप पर लागू होती है और उसका स्कोर कैसे बनता है।',
    },
    {
      heading: 'फ़ाइनेंशियल फ़िटनेस जाँच',
      description: 'इमरजेंसी फंड, कर्ज़, बचत, जीवन और स्वास्थ्य बीमा कवर और रिटायरमेंट की बचत, हर एक किसी जाने-माने थंब रूल (मोटे नियम) पर परखा गया।',
    },
  ],
};
