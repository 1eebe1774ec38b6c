import type { FeatureId, FeatureText } from '../features';
import { routeText } from './routes';

// The home page's six tool cards in Hindi, keyed by the card's id in content/features.ts.
export const featureText: Record<FeatureId, FeatureText> = {
  'financial-calculator': {
    heading: routeText['/financial-calculator/'].label,
    description: 'देखें कि हर महीने की SIP (सिस्टमैटिक इन्वेस्टमेंट प्लान) सालों में कितनी बढ़ सकती है, लगाई गई रक़म और मानी गई दर पर बढ़त के साथ।',
  },
  'download-form': {
    heading: 'फ़ॉर्म डाउनलोड करें',
    description: 'KYC (अपने ग्राहक को जानें), नॉमिनेशन, SIP रजिस्ट्रेशन और जानकारी बदलने के फ़ॉर्म, प्रिंट करके साइन करने के लिए तैयार।',
  },
  'buy-mf-online': {
    heading: 'ऑनलाइन म्यूचुअल फंड ख़रीदें',
    description: 'हमारे सुरक्षित ट्रांज़ैक्शन प्लेटफ़ॉर्म पर म्यूचुअल फंड के रेगुलर प्लान में निवेश करें, SIP शुरू करें या और पैसा लगाएँ।',
  },
  'financial-fitness': {
    heading: routeText['/tools/financial-fitness/'].label,
    description: 'आपकी बचत, क़र्ज़, बीमा कवर और रिटायरमेंट की बचत की पाँच मिनट की जाँच, आम थंब रूल (अनुभव से बना आसान नियम) पर, एक-एक पहलू करके।',
  },
  'risk-profile': {
    heading: routeText['/tools/risk-profile/'].label,
    description: 'एक छोटी प्रश्नावली के जवाब दें और जानें कि बाज़ार के उतार-चढ़ाव आप कितना आराम से सह सकते हैं।',
  },
  'pay-premium-online': {
    heading: 'ऑनलाइन प्रीमियम भरें',
    description: 'जीवन और स्वास्थ्य बीमा का प्रीमियम आख़िरी तारीख़ से पहले अपनी बीमा कंपनी की वेबसाइट पर भरें।',
  },
};
