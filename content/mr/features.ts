import type { FeatureId, FeatureText } from '../features';
import { routeText } from './routes';

// The home page's six tool cards in Marathi, keyed by the card's id in content/features.ts. The English
// "secure" platform is named without "सुरक्षित", which the firm's Marathi keeps for warnings.
export const featureText: Record<FeatureId, FeatureText> = {
  'financial-calculator': {
    heading: routeText['/financial-calculator/'].label,
    description: 'दरमहा SIP (सिस्टिमॅटिक इन्व्हेस्टमेंट प्लॅन) वर्षानुवर्षे किती वाढू शकते ते पाहा, गुंतवलेली रक्कम आणि गृहीत दराने वाढ यांसह.',
  },
  'download-form': {
    heading: 'फॉर्म डाउनलोड करा',
    description: 'KYC (तुमच्या ग्राहकाला ओळखा), नामनिर्देशन, SIP नोंदणी आणि तपशील बदलण्याचे फॉर्म, छापून सही करण्यासाठी तयार.',
  },
  'buy-mf-online': {
    heading: 'ऑनलाइन म्युच्युअल फंड घ्या',
    description: 'आमच्या व्यवहार प्लॅटफॉर्मवर म्युच्युअल फंडांच्या रेग्युलर प्लॅनमध्ये गुंतवणूक करा, SIP सुरू करा किंवा आणखी रक्कम गुंतवा.',
  },
  'financial-fitness': {
    heading: routeText['/tools/financial-fitness/'].label,
    description: 'तुमची बचत, कर्ज, विमा संरक्षण आणि निवृत्तीची बचत यांची पाच मिनिटांची तपासणी, सामान्य ढोबळ नियमांवर (थंब रूल), एकेक पैलू करून.',
  },
  'risk-profile': {
    heading: routeText['/tools/risk-profile/'].label,
    description: 'एका छोट्या प्रश्नावलीची उत्तरे द्या आणि बाजारातील चढ-उतार तुम्ही किती सहजपणे सहन करू शकता ते जाणून घ्या.',
  },
  'pay-premium-online': {
    heading: 'ऑनलाइन विमा हप्ता भरा',
    description: 'जीवन आणि आरोग्य विम्याचा हप्ता (प्रीमियम) देय तारखेपूर्वी तुमच्या विमा कंपनीच्या वेबसाइटवर भरा.',
  },
};
