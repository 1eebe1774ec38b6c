import type { MinimumInvestmentText } from '../minimumInvestment';

// content/minimumInvestment.ts in Hindi: the same placeholders, filled with the same amounts.
export const minimumInvestmentText: MinimumInvestmentText = {
  heading: 'कितनी रक़म से शुरू कर सकते हैं?',
  answer:
    'ज़्यादातर स्कीमें {common} से मासिक SIP स्वीकार करती हैं, और कुछ फंड हाउस अब {smallest} जितनी छोटी SIP भी लेते हैं; हर स्कीम की न्यूनतम रक़म उसके की इन्फ़ॉर्मेशन मेमोरेंडम (KIM) में होती है। हमारा SIP कैलकुलेटर {calculator} महीने से शुरू होता है, जो हमारे स्पेसिफ़िकेशन में तय है: यह कैलकुलेटर की शुरुआत है, किसी स्कीम की सबसे छोटी SIP नहीं।',
};
