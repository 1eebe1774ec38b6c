import { AMFI_RETURN_RANGE, specSipRate } from '../assumedRates';
import type { CalculatorCopy, CalculatorTextWords, FieldWords, NumberFieldWords } from '../calculators';
import { routeText } from './routes';

// The Hindi words of every calculator (content/calculators.ts has the English and the types). Figures
// keep Latin digits, Indian grouping and ₹; "{name}" placeholders are filled by the calculator.

export const fieldWords: NumberFieldWords = {
  year: '1 साल',
  years: '{n} साल',
  per: { month: '{value} प्रति माह', year: '{value} सालाना' },
  age: '{value} की उम्र',
  units: { rupees: 'रुपयों में', percent: 'प्रतिशत में', years: 'पूरे सालों में', age: 'सालों में' },
  suffix: { percent: '%', years: 'साल', age: 'साल' },
  messages: {
    empty: '{noun} लिखें, जैसे {example}।',
    notNumber: '{noun} अंकों में लिखें, जैसे {example}।',
    tooSmall: '{noun} के लिए कम से कम {min} लिखें।',
    tooLarge: '{noun} के लिए ज़्यादा से ज़्यादा {max} लिखें।',
    precisionWhole: '{noun} {whole} लिखें।',
    precisionPlaces: '{noun} में दशमलव के बाद ज़्यादा से ज़्यादा {places} लिखें, जैसे {example}।',
    commaRupees: '{noun} अंकों में लिखें, कॉमा सिर्फ़ अंकों के समूहों के बीच (1,00,000), जैसे {example}।',
    commaDecimal: '{noun} में दशमलव के लिए बिंदु (.) लगाएँ, जैसे {example}।',
  },
  places: { one: 'एक अंक', many: '{n} अंक' },
  whole: { rupees: 'पूरे रुपयों में', percent: 'पूरी संख्या में', years: 'पूरे सालों में' },
  ignored: 'लिंक में {name} का मान “{raw}” इस्तेमाल नहीं हुआ: {message}',
  ignoredNearest: '{note} इसकी जगह सबसे नज़दीकी मान्य मान, {nearest}, दिखाया गया है।',
  chooseOneOf: 'इनमें से एक चुनें: {options}।',
};

const rangeMessage = `मानी गई रिटर्न दर ${AMFI_RETURN_RANGE.min}% से ${AMFI_RETURN_RANGE.max}% सालाना के बीच होनी चाहिए; उदाहरणों के लिए AMFI की गाइडलाइन यही दायरा देती है।`;

/** An assumed-return field: its own range message, as in English. */
const assumedRate = (noun: string): FieldWords => ({ noun, messages: { tooSmall: rangeMessage, tooLarge: rangeMessage } });

const ASSUMED_RATE_LABEL = 'मानी गई रिटर्न दर (% सालाना)';
const TIME_PERIOD = 'समय अवधि (साल)';
const INFLATION = 'महँगाई (सालाना)';
const time: FieldWords = { noun: 'समय अवधि' };
const inflation: FieldWords = { noun: 'महँगाई दर' };
const rate = assumedRate('मानी गई रिटर्न दर');

export const calculatorText: CalculatorTextWords = {
  linkNote: 'आपने जो लिंक खोला, उसके कुछ मान इस्तेमाल नहीं हुए, इसलिए उनकी जगह पहले से भरे मान दिखाए गए हैं:',
  noScript: {
    live: 'इस कैलकुलेटर को JavaScript चाहिए, जो आपके ब्राउज़र में बंद है या रोका गया है। पहले से भरे मानों का नतीजा, फ़ॉर्मूला और एक हल किया हुआ उदाहरण इसी पेज पर है, ताकि आप हाथ से भी हिसाब लगा सकें।',
    submit:
      'इस कैलकुलेटर को नतीजा निकालने के लिए JavaScript चाहिए, जो आपके ब्राउज़र में बंद है या रोका गया है, इसलिए नतीजा ₹0.00 दिखता है। "हिसाब लगाएँ" दबाने पर आपके आँकड़े पेज के पते (amount, rate और years) में आ जाते हैं, इसलिए वह लिंक JavaScript वाले ब्राउज़र में आपका नतीजा दिखाता है। नीचे दिया फ़ॉर्मूला और हल किया हुआ उदाहरण हाथ से हिसाब लगाने में मदद करते हैं।',
  },
  stale: {
    live: 'यह नतीजा पिछले सही मानों का है: इसे अपडेट करने के लिए चिह्नित एंट्री ठीक करें।',
    submit: 'मान बदल गए हैं: जब तक आप दोबारा "हिसाब लगाएँ" नहीं दबाते, नीचे का नतीजा पिछले मानों का है।',
  },
  result: {
    heading: 'आपका उदाहरण',
    about: 'लगभग {amount}',
    todaysRupees: 'आज के रुपयों में {amount}, अगर क़ीमतें हर साल {rate}% बढ़ें',
    invested: 'निवेश की गई रक़म',
    gains: 'मानी गई दर पर बढ़त',
    maturity: 'मैच्योरिटी रक़म',
  },
  growthHeading: 'यह साल-दर-साल कैसे बढ़ता है',
  table: {
    year: 'साल',
    investedSoFar: 'अब तक का निवेश',
    estimatedGains: 'मानी गई दर पर बढ़त',
    valueAtYearEnd: 'साल के अंत में वैल्यू',
    difference: 'अंतर',
  },
  chart: {
    theValue: 'वैल्यू',
    atYearEnd: 'हर साल के अंत में',
    summaryOne: '1 साल बाद {subject} का बार चार्ट: {figures}।',
    summaryMany:
      '{count} सालों में हर साल के अंत में {subject} का बार चार्ट{split}। साल 1 के बाद: {first}। साल {count} के बाद: {last}। नीचे की तालिका में हर साल के आँकड़े हैं।',
    split: ', {first} और {second} में बँटा हुआ',
    ofWhich: '{total}, जिसमें {parts}',
    part: '{label} {amount}',
    partsJoin: ' और ',
    yearTitle: 'साल {year}: {figures}',
  },
};

export const calculatorCopy: CalculatorCopy = {
  sip: {
    label: routeText['/financial-calculator/'].label,
    shareTitle: 'SIP का उदाहरण',
    labels: { amount: 'मासिक निवेश', rate: 'मानी गई सालाना रिटर्न दर (%)', years: TIME_PERIOD },
    fields: {
      amount: { noun: 'मासिक निवेश', messages: { empty: 'मासिक निवेश लिखें, जैसे 5000।' } },
      rate: {
        noun: 'रिटर्न दर',
        messages: {
          empty: 'मानी गई रिटर्न दर लिखें, जैसे 12।',
          notNumber: 'रिटर्न दर संख्या में लिखें, जैसे 12 या 12.5।',
          tooSmall: `रिटर्न दर कम से कम ${specSipRate.min}% सालाना होनी चाहिए; यह शून्य नहीं हो सकती।`,
          tooLarge: `रिटर्न दर ज़्यादा से ज़्यादा ${specSipRate.max}% सालाना हो सकती है।`,
        },
      },
      years: { noun: 'समय अवधि', messages: { empty: 'समय अवधि सालों में लिखें, जैसे 10।' } },
    },
    calculate: 'हिसाब लगाएँ',
    prompt: 'अपनी रक़म, दर और अवधि चुनें, फिर "हिसाब लगाएँ" दबाएँ।',
    basis: '{amount}, {years} के लिए, {rate} पर',
    announcement: 'मैच्योरिटी रक़म {maturity}, जिसमें {invested} निवेश और मानी गई दर पर {gains} की बढ़त।',
    caption: '{amount} की {rate} पर साल-दर-साल बढ़त, पूरे रुपये तक राउंड की हुई',
    note: 'हर साल के अंत में वैल्यू',
  },
  stepUpSip: {
    label: routeText['/tools/step-up-sip/'].label,
    shareTitle: 'स्टेप-अप SIP का उदाहरण',
    labels: {
      amount: 'पहली मासिक किस्त',
      rate: ASSUMED_RATE_LABEL,
      years: TIME_PERIOD,
      stepup: 'सालाना स्टेप-अप',
      inflation: INFLATION,
    },
    fields: { amount: { noun: 'पहली मासिक किस्त' }, rate, years: time, stepup: { noun: 'सालाना स्टेप-अप' }, inflation },
    basis: 'शुरुआत में {amount}, हर साल {stepup} बढ़ते हुए, {years} के लिए, {rate} पर',
    flat: 'बिना स्टेप-अप के वही SIP',
    announcement: 'मैच्योरिटी रक़म {maturity}, {invested} के निवेश से।',
    caption: '{amount} से शुरू होने वाली स्टेप-अप SIP की साल-दर-साल बढ़त, पूरे रुपये तक राउंड की हुई',
    instalment: 'मासिक किस्त',
  },
  lumpsum: {
    label: routeText['/tools/lumpsum/'].label,
    shareTitle: 'लम्पसम का उदाहरण',
    labels: { amount: 'निवेश की गई रक़म', rate: ASSUMED_RATE_LABEL, years: TIME_PERIOD, inflation: INFLATION },
    fields: { amount: { noun: 'निवेश की गई रक़म' }, rate, years: time, inflation },
    basis: '{amount}, {years} के लिए, {rate} पर, सालाना कंपाउंडिंग के साथ',
    announcement: 'मैच्योरिटी रक़म {maturity}।',
    caption: '{amount} की {rate} पर साल-दर-साल बढ़त, पूरे रुपये तक राउंड की हुई',
  },
  swp: {
    label: routeText['/tools/swp/'].label,
    shareTitle: 'SWP का उदाहरण',
    labels: {
      corpus: 'निवेश की गई रक़म',
      withdrawal: 'मासिक निकासी',
      rate: ASSUMED_RATE_LABEL,
      years: TIME_PERIOD,
      inflation: INFLATION,
    },
    fields: { corpus: { noun: 'निवेश की गई रक़म' }, withdrawal: { noun: 'मासिक निकासी' }, rate, years: time, inflation },
    basis: '{corpus} में से {withdrawal} की निकासी, {years} के लिए, {rate} पर',
    withdrawn: 'कुल निकासी',
    lastingLabel: 'मानी गई दर पर यह कितना चलेगा',
    wholePeriod: 'पूरी अवधि',
    lasts: 'हर साल {rate} की स्थिर दर पर यह {period} चलेगा; रिटर्न ऊपर-नीचे होने पर, ख़ासकर शुरुआती सालों में गिरावट आने पर, यह पहले ख़त्म हो सकता है।',
    runsOut:
      'हर साल {rate} की स्थिर दर पर पूरी निकासी {lasting} बाद ख़त्म हो जाएगी; रिटर्न ऊपर-नीचे होने पर, ख़ासकर शुरुआती सालों में गिरावट आने पर, यह पहले ख़त्म हो सकता है।',
    balance: 'अंत में बची रक़म',
    announcement: 'अंत में बची रक़म {balance}, {withdrawn} की निकासी। {lasts}',
    growthHeading: 'साल-दर-साल',
    chartSubject: 'बची रक़म',
    balanceSeries: 'बची रक़म',
    caption: '{withdrawal} की निकासी के साथ साल-दर-साल बची रक़म, पूरे रुपये तक राउंड की हुई',
    withdrawnSoFar: 'अब तक की निकासी',
    balanceAtYearEnd: 'साल के अंत में बची रक़म',
    duration: { month: '1 महीने', months: '{n} महीने', year: '1 साल', years: '{n} साल', both: '{years} {months}' },
  },
  goal: {
    label: routeText['/tools/goal/'].label,
    shareTitle: 'लक्ष्य का उदाहरण',
    labels: {
      cost: 'लक्ष्य की आज की लागत',
      years: 'लक्ष्य तक के साल',
      inflation: INFLATION,
      rate: ASSUMED_RATE_LABEL,
      saved: 'पहले से अलग रखी बचत',
    },
    fields: {
      cost: { noun: 'लक्ष्य की आज की लागत' },
      years: { noun: 'लक्ष्य तक के साल' },
      inflation,
      rate,
      saved: { noun: 'पहले से अलग रखी बचत' },
    },
    basis: 'आज {cost}, {years} में, क़ीमतें {inflation} बढ़ने और {rate} के माने गए रिटर्न के साथ',
    futureCost: 'लक्ष्य के समय लागत',
    savedGrowsTo: 'आपकी बचत इतनी हो सकती है',
    lumpsum: 'या आज लगाया गया लम्पसम (एकमुश्त) निवेश',
    mainLabel: 'मानी गई दर पर ज़रूरी मासिक SIP',
    todaysRupees: 'लक्ष्य के समय की लागत आज के रुपयों में {cost} है।',
    announcement: 'लक्ष्य के समय लागत {futureCost}; ज़रूरी मासिक SIP {sip}, या आज {lumpsum} का लम्पसम।',
    covered: 'इन दरों पर, पहले से अलग रखी आपकी बचत इस लक्ष्य के लिए काफ़ी हो सकती है।',
    growthHeading: 'मासिक SIP, साल-दर-साल',
    subject: 'SIP की वैल्यू',
    caption: 'लक्ष्य की ओर {sip} की मासिक SIP की साल-दर-साल बढ़त, पूरे रुपये तक राउंड की हुई',
    presetsLabel: 'किसी आम लक्ष्य से शुरू करें',
    presetDetail: '{years} साल में {cost}, {rate}% सालाना पर',
    presets: ['बच्चे की पढ़ाई', 'बच्चे की शादी', 'घर का डाउन पेमेंट', 'एक करोड़'],
  },
  retirement: {
    label: routeText['/tools/retirement/'].label,
    shareTitle: 'रिटायरमेंट का उदाहरण',
    labels: {
      age: 'आज आपकी उम्र',
      retireAt: 'रिटायरमेंट की उम्र',
      lifeTo: 'किस उम्र तक का हिसाब',
      expense: 'आज का मासिक ख़र्च',
      inflation: INFLATION,
      preRate: 'रिटायरमेंट से पहले मानी गई रिटर्न दर (% सालाना)',
      postRate: 'रिटायरमेंट के बाद मानी गई रिटर्न दर (% सालाना)',
    },
    fields: {
      age: { noun: 'आपकी उम्र' },
      retireAt: { noun: 'रिटायरमेंट की उम्र' },
      lifeTo: { noun: 'हिसाब की आख़िरी उम्र' },
      expense: { noun: 'आज का मासिक ख़र्च' },
      inflation,
      preRate: assumedRate('रिटायरमेंट से पहले मानी गई रिटर्न दर'),
      postRate: assumedRate('रिटायरमेंट के बाद मानी गई रिटर्न दर'),
    },
    basis: 'आज {age} की उम्र से {retireAt} पर रिटायरमेंट, {lifeTo} की उम्र तक का हिसाब, आज {expense} के ख़र्च के साथ',
    expenseAtRetirement: 'रिटायरमेंट के समय मासिक ख़र्च',
    monthlySip: 'इसे बना सकने वाली मासिक SIP',
    lumpsum: 'या आज लगाया गया लम्पसम (एकमुश्त) निवेश',
    mainLabel: 'इन दरों पर रिटायरमेंट के समय ज़रूरी कॉर्पस',
    announcement: 'ज़रूरी कॉर्पस {corpus}; मासिक SIP {sip}, या आज {lumpsum} का लम्पसम।',
    lasts:
      'इन दरों पर कॉर्पस {years} साल तक बढ़ते ख़र्च चला पाएगा, अगर वह हर साल {postRate} की स्थिर दर कमाए और महँगाई हर साल {inflation} रहे; रिटर्न ऊपर-नीचे होने पर यह पहले ख़त्म हो सकता है।',
    growthHeading: 'रिटायरमेंट तक मासिक SIP',
    subject: 'SIP की वैल्यू',
    caption: 'रिटायरमेंट तक {sip} की मासिक SIP की साल-दर-साल बढ़त, पूरे रुपये तक राउंड की हुई',
    rowHeader: 'उम्र',
    note: 'हर साल के अंत में, आज से गिने सालों के हिसाब से',
    conflicts: {
      retireAt: 'रिटायरमेंट की उम्र आपकी आज की उम्र से ज़्यादा होनी चाहिए।',
      lifeTo: 'हिसाब की आख़िरी उम्र रिटायरमेंट की उम्र से ज़्यादा होनी चाहिए।',
    },
  },
  costOfDelay: {
    label: routeText['/tools/cost-of-delay/'].label,
    shareTitle: 'देरी की क़ीमत का उदाहरण',
    labels: { amount: 'मासिक निवेश', rate: ASSUMED_RATE_LABEL, years: TIME_PERIOD, delay: 'देरी (साल)', inflation: INFLATION },
    fields: { amount: { noun: 'मासिक निवेश' }, rate, years: time, delay: { noun: 'देरी' }, inflation },
    basis: '{amount}, {rate} पर, आज से {years} बाद ख़त्म',
    startedNow: 'अभी शुरू किया',
    startedDelayLater: '{delay} बाद शुरू किया',
    lessInvested: 'देर से शुरू करने पर कम निवेश',
    mainLabel: 'मानी गई दर पर देरी की क़ीमत',
    announcement: 'अभी शुरू करने पर {now}; {delay} बाद शुरू करने पर {later}; मानी गई दर पर देरी की क़ीमत {cost} हो सकती है।',
    growthHeading: 'अभी और बाद में, साल-दर-साल',
    startedLater: 'बाद में शुरू किया',
    extraLabel: 'अभी शुरू करने से अतिरिक्त',
    subject: 'बाद में शुरू किए निवेश की वैल्यू और अभी शुरू करने से अतिरिक्त रक़म',
    caption: '{amount} की साल-दर-साल वैल्यू, अभी और {delay} बाद शुरू करने पर, पूरे रुपये तक राउंड किया हुआ',
    conflicts: { delay: 'देरी समय अवधि से कम होनी चाहिए।' },
  },
  regularVsDirect: {
    label: routeText['/tools/regular-vs-direct/'].label,
    shareTitle: 'रेगुलर बनाम डायरेक्ट तुलना',
    labels: {
      amount: 'रक़म',
      rate: 'डायरेक्ट प्लान की मानी गई रिटर्न दर (% सालाना)',
      years: TIME_PERIOD,
      gap: 'एक्सपेंस रेशियो का अंतर (सालाना)',
      inflation: INFLATION,
    },
    fields: {
      amount: { noun: 'रक़म' },
      rate: assumedRate('डायरेक्ट प्लान की मानी गई रिटर्न दर'),
      years: time,
      gap: { noun: 'एक्सपेंस रेशियो का अंतर' },
      inflation,
    },
    heading: 'आपकी तुलना',
    perMonth: '{amount} प्रति माह',
    basis: '{amount}, {years} के लिए; डायरेक्ट प्लान {rate} पर, रेगुलर प्लान {regularRate}% सालाना पर',
    invested: 'निवेश',
    direct: 'डायरेक्ट प्लान इतना हो सकता है',
    regular: 'रेगुलर प्लान इतना हो सकता है',
    mainLabel: 'इन दरों पर रेगुलर प्लान की आपके लिए क़ीमत',
    announcement: 'रेगुलर प्लान डायरेक्ट प्लान से {difference} कम रह सकता है: {regular} बनाम {direct}।',
    growthHeading: 'दोनों प्लान, साल-दर-साल',
    directPlan: 'डायरेक्ट प्लान',
    regularPlan: 'रेगुलर प्लान',
    extraLabel: 'डायरेक्ट प्लान में अतिरिक्त',
    subject: 'डायरेक्ट प्लान की वैल्यू',
    caption: 'दोनों प्लान में {amount} की साल-दर-साल वैल्यू, पूरे रुपये तक राउंड किया हुआ',
    modesLegend: 'आप कैसे निवेश करते हैं',
    modes: { sip: 'मासिक SIP', lumpsum: 'लम्पसम (एकमुश्त)' },
    categoryLabel: 'स्कीम का प्रकार',
    categoryOption: '{type} (ट्रेल {low}–{high}%)',
    amountLabel: '{label} ({per})',
    amountPer: { sip: 'प्रति माह', lumpsum: 'एक बार' },
    gapHint: '{type} के लिए हमारी बताई ट्रेल कमीशन की ऊपरी सीमा से तय। आप इसे बदल सकते हैं।',
    disclosure:
      'हम सिर्फ़ रेगुलर प्लान डिस्ट्रीब्यूट करते हैं और उन पर ट्रेल कमीशन कमाते हैं, जो निवेश की वैल्यू का एक सालाना प्रतिशत होता है; डायरेक्ट प्लान पर हम कुछ नहीं कमाते। आप डायरेक्ट प्लान में ख़ुद, सीधे फंड हाउस के साथ निवेश कर सकते हैं।',
  },
};
