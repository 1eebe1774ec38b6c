import type { MarketsText } from '../markets';

// The words around the TradingView charts in Hindi. The widget itself stays in English (its config
// asks TradingView for locale "en", as the spec says); these are our own words around it: the
// section, the frame's title, the fallback links, the loading and failure messages.
export const marketsText: MarketsText = {
  home: {
    heading: 'बाज़ार का हाल',
    intro: 'पिछले बारह महीनों में BSE SENSEX और डॉलर के मुक़ाबले रुपये की दर। सिर्फ़ जानकारी के लिए: पिछला उतार-चढ़ाव आगे के प्रदर्शन का संकेत नहीं है।',
    chartTitle: 'पिछले 12 महीनों में BSE SENSEX और अमेरिकी डॉलर से भारतीय रुपये की दर का चार्ट, TradingView से',
    captions: { 'BSE:SENSEX|1D': 'BSE SENSEX', 'FX_IDC:USDINR|1D': 'अमेरिकी डॉलर से भारतीय रुपया (USD/INR)' },
  },
  global: {
    heading: 'दुनिया के बाज़ार',
    intro:
      'कई भारतीय निवेशकों के पास इंटरनेशनल फंड या विदेश में निवेश करने वाले फंड ऑफ़ फंड्स होते हैं। यहाँ देखें कि पिछले एक साल में अमेरिका की तीन बड़ी कंपनियों के शेयर कैसे चले। सिर्फ़ जानकारी के लिए, किसी शेयर या फंड की सिफ़ारिश नहीं। पिछला प्रदर्शन भविष्य में बना रह भी सकता है और नहीं भी।',
    chartTitle: 'Apple, Microsoft और Alphabet के शेयरों का चार्ट, TradingView से',
    captions: { 'NASDAQ:AAPL|1D': 'Apple (AAPL)', 'NASDAQ:MSFT|1D': 'Microsoft (MSFT)', 'NASDAQ:GOOGL|1D': 'Alphabet (GOOGL)' },
  },
  widget: {
    liveChartOf: '{symbols} का लाइव चार्ट, TradingView से।',
    loadNow: 'चार्ट अभी लोड करें',
    loading: 'चार्ट लोड हो रहा है…',
    failed: 'लाइव चार्ट लोड नहीं हो सका। ऊपर के लिंक TradingView पर ताज़ा भाव दिखाते हैं।',
    chartsBy: 'चार्ट {tradingView} के हैं। सिर्फ़ जानकारी के लिए, ख़रीदने या बेचने का सुझाव नहीं।',
  },
};
