import type { LoadErrorText } from '../loadError';

// The Hindi error boundary's words (app/[lang]/error.tsx imports only these, with every prefixed edition's).
export const loadError: LoadErrorText = {
  heading: 'इस पेज का एक हिस्सा लोड नहीं हो सका',
  body: 'हो सकता है आपका कनेक्शन टूट गया हो, या आपके पढ़ते समय साइट अपडेट हो गई हो। पेज दोबारा लोड करने से नया वर्ज़न आ जाता है; अगर ऐसा बार-बार हो, तो कृपया हमसे संपर्क करें।',
  reload: 'पेज दोबारा लोड करें',
};
