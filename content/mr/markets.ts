import type { MarketsText } from '../markets';

// The words around the TradingView charts in Marathi. The widget itself stays in English (its config
// asks TradingView for locale "en", as the spec says); these are our own words around it: the
// section, the frame's title, the fallback links, the loading and failure messages.
export const marketsText: MarketsText = {
  home: {
    heading: 'बाजाराची स्थिती',
    intro: 'मागील बारा महिन्यांतील BSE SENSEX आणि अमेरिकी डॉलरच्या तुलनेत रुपयाचा दर. केवळ माहितीसाठी: मागील चढ-उतार भविष्यातील कामगिरीचे निदर्शक नाहीत.',
    chartTitle: 'मागील 12 महिन्यांतील BSE SENSEX आणि अमेरिकी डॉलर ते भारतीय रुपया दराचा तक्ता, TradingView कडून',
    captions: { 'BSE:SENSEX|1D': 'BSE SENSEX', 'FX_IDC:USDINR|1D': 'अमेरिकी डॉलर ते भारतीय रुपया (USD/INR)' },
  },
  global: {
    heading: 'जगभरातील बाजार',
    intro:
      'अनेक भारतीय गुंतवणूकदारांकडे आंतरराष्ट्रीय फंड किंवा परदेशात गुंतवणूक करणारे फंड ऑफ फंड्स असतात. मागील वर्षभरात अमेरिकेतील तीन मोठ्या कंपन्यांचे शेअर कसे हलले ते इथे पाहा. केवळ माहितीसाठी, कोणत्याही शेअरची किंवा फंडाची शिफारस नाही. मागील कामगिरी भविष्यात टिकेल किंवा टिकणारही नाही.',
    chartTitle: 'Apple, Microsoft आणि Alphabet यांच्या शेअरचा तक्ता, TradingView कडून',
    captions: { 'NASDAQ:AAPL|1D': 'Apple (AAPL)', 'NASDAQ:MSFT|1D': 'Microsoft (MSFT)', 'NASDAQ:GOOGL|1D': 'Alphabet (GOOGL)' },
  },
  widget: {
    liveChartOf: '{symbols} यांचा थेट तक्ता, TradingView कडून.',
    loadNow: 'तक्ता आत्ता लोड करा',
    loading: 'तक्ता लोड होत आहे…',
    failed: 'थेट तक्ता लोड होऊ शकला नाही. वरच्या लिंक TradingView वर ताजे भाव दाखवतात.',
    chartsBy: 'तक्ते {tradingView} चे आहेत. केवळ माहितीसाठी, खरेदी किंवा विक्रीची शिफारस नाही.',
  },
};
