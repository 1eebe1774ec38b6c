import { AMFI_RETURN_RANGE, specSipRate } from '../assumedRates';
import type { CalculatorCopy, CalculatorTextWords, FieldWords, NumberFieldWords } from '../calculators';
import { routeText } from './routes';

// The Marathi words of every calculator (content/calculators.ts has the types, content/en/calculators.ts
// the English). Figures keep Latin digits, Indian grouping and ₹; "{name}" placeholders are filled by the
// calculator. A figure at a rate the visitor sets is an illustration at an assumed rate (गृहीत दर), never
// an estimate.

export const fieldWords: NumberFieldWords = {
  year: '1 वर्ष',
  years: '{n} वर्षे',
  per: { month: 'दरमहा {value}', year: 'वार्षिक {value}' },
  age: '{value} वय',
  units: { rupees: 'रुपयांत', percent: 'टक्क्यांत', years: 'पूर्ण वर्षांत', age: 'वर्षांत' },
  suffix: { percent: '%', years: 'वर्षे', age: 'वर्षे' },
  messages: {
    empty: '{noun} लिहा, उदाहरणार्थ {example}.',
    notNumber: '{noun} अंकांत लिहा, उदाहरणार्थ {example}.',
    tooSmall: '{noun} किमान {min} असायला हवा.',
    tooLarge: '{noun} जास्तीत जास्त {max} असू शकतो.',
    precisionWhole: '{noun} {whole} लिहा.',
    precisionPlaces: '{noun} मध्ये दशांशानंतर जास्तीत जास्त {places} वापरा, उदाहरणार्थ {example}.',
    commaRupees: '{noun} अंकांत लिहा, स्वल्पविराम फक्त अंकांच्या गटांमध्ये (1,00,000), उदाहरणार्थ {example}.',
    commaDecimal: '{noun} मध्ये दशांशासाठी बिंदू (.) वापरा, उदाहरणार्थ {example}.',
  },
  places: { one: 'एक अंक', many: '{n} अंक' },
  whole: { rupees: 'पूर्ण रुपयांत', percent: 'पूर्ण संख्येत', years: 'पूर्ण वर्षांत' },
  ignored: 'लिंकमधील {name} चे मूल्य “{raw}” वापरले गेले नाही: {message}',
  ignoredNearest: '{note} त्याऐवजी सर्वांत जवळचे वैध मूल्य, {nearest}, दाखवले आहे.',
  chooseOneOf: 'यांपैकी एक निवडा: {options}.',
};

const rangeMessage = `गृहीत परतावा दर वर्षाला ${AMFI_RETURN_RANGE.min}% ते ${AMFI_RETURN_RANGE.max}% दरम्यान असायला हवा; उदाहरणांसाठी AMFI ची मार्गदर्शक तत्त्वे हीच मर्यादा देतात.`;

/** An assumed-return field: its own range message, as in English. */
const assumedRate = (noun: string): FieldWords => ({ noun, messages: { tooSmall: rangeMessage, tooLarge: rangeMessage } });

const ASSUMED_RATE_LABEL = 'गृहीत परतावा दर (% वार्षिक)';
const TIME_PERIOD = 'कालावधी (वर्षे)';
const INFLATION = 'महागाई (वार्षिक)';
const time: FieldWords = { noun: 'कालावधी' };
const inflation: FieldWords = { noun: 'महागाई दर' };
const rate = assumedRate('गृहीत परतावा दर');

export const calculatorText: CalculatorTextWords = {
  linkNote: 'तुम्ही उघडलेल्या लिंकमधील काही मूल्ये वापरली गेली नाहीत, म्हणून त्याऐवजी आधी भरलेली मूल्ये दाखवली आहेत:',
  noScript: {
    live: 'या कॅल्क्युलेटरला JavaScript लागते, जी तुमच्या ब्राउझरमध्ये बंद आहे किंवा अडवलेली आहे. आधी भरलेल्या मूल्यांचा निकाल, सूत्र आणि सोडवलेले उदाहरण याच पानावर आहे, म्हणजे तुम्ही हातानेही हिशेब करू शकता.',
    submit:
      'निकाल काढण्यासाठी या कॅल्क्युलेटरला JavaScript लागते, जी तुमच्या ब्राउझरमध्ये बंद आहे किंवा अडवलेली आहे, म्हणून निकाल ₹0.00 दिसतो. "हिशेब करा" दाबल्यावर तुमचे आकडे पानाच्या पत्त्यात (amount, rate आणि years) येतात, त्यामुळे ती लिंक JavaScript असलेल्या ब्राउझरमध्ये तुमचा निकाल दाखवते. खालील सूत्र आणि सोडवलेले उदाहरण हाताने हिशेब करण्यास मदत करतात.',
  },
  stale: {
    live: 'हा निकाल शेवटच्या वैध मूल्यांचा आहे: तो अद्ययावत करण्यासाठी खूण केलेली नोंद दुरुस्त करा.',
    submit: 'मूल्ये बदलली आहेत: तुम्ही पुन्हा "हिशेब करा" दाबेपर्यंत खालचा निकाल आधीच्या मूल्यांचा आहे.',
  },
  result: {
    heading: 'तुमचे उदाहरण',
    about: 'सुमारे {amount}',
    todaysRupees: 'किमती दरवर्षी {rate}% वाढल्या तर आजच्या रुपयांत {amount}',
    invested: 'गुंतवलेली रक्कम',
    gains: 'गृहीत दराने वाढ',
    maturity: 'मॅच्युरिटी रक्कम',
  },
  growthHeading: 'ही वर्षागणिक कशी वाढते',
  table: {
    year: 'वर्ष',
    investedSoFar: 'आतापर्यंतची गुंतवणूक',
    estimatedGains: 'गृहीत दराने वाढ',
    valueAtYearEnd: 'वर्षअखेरीचे मूल्य',
    difference: 'फरक',
  },
  chart: {
    theValue: 'मूल्य',
    atYearEnd: 'प्रत्येक वर्षाच्या शेवटी',
    summaryOne: '1 वर्षानंतर {subject} चा स्तंभालेख: {figures}.',
    summaryMany:
      '{count} वर्षांत प्रत्येक वर्षाच्या शेवटी {subject} चा स्तंभालेख{split}. वर्ष 1 नंतर: {first}. वर्ष {count} नंतर: {last}. खालच्या तक्त्यात प्रत्येक वर्षाचे आकडे आहेत.',
    split: ', {first} आणि {second} मध्ये विभागलेला',
    ofWhich: '{total}, ज्यात {parts}',
    part: '{label} {amount}',
    partsJoin: ' आणि ',
    yearTitle: 'वर्ष {year}: {figures}',
  },
};

export const calculatorCopy: CalculatorCopy = {
  sip: {
    label: routeText['/financial-calculator/'].label,
    shareTitle: 'SIP चे उदाहरण',
    labels: { amount: 'मासिक गुंतवणूक', rate: 'गृहीत वार्षिक परतावा दर (%)', years: TIME_PERIOD },
    fields: {
      amount: { noun: 'मासिक गुंतवणूक', messages: { empty: 'मासिक गुंतवणूक लिहा, उदाहरणार्थ 5000.' } },
      rate: {
        noun: 'परतावा दर',
        messages: {
          empty: 'गृहीत परतावा दर लिहा, उदाहरणार्थ 12.',
          notNumber: 'परतावा दर संख्येत लिहा, उदाहरणार्थ 12 किंवा 12.5.',
          tooSmall: `परतावा दर वर्षाला किमान ${specSipRate.min}% असायला हवा; तो शून्य असू शकत नाही.`,
          tooLarge: `परतावा दर वर्षाला जास्तीत जास्त ${specSipRate.max}% असू शकतो.`,
        },
      },
      years: { noun: 'कालावधी', messages: { empty: 'कालावधी वर्षांत लिहा, उदाहरणार्थ 10.' } },
    },
    calculate: 'हिशेब करा',
    prompt: 'तुमची रक्कम, दर आणि कालावधी निवडा, मग "हिशेब करा" दाबा.',
    basis: '{amount}, {years} साठी, {rate} ने',
    announcement: 'मॅच्युरिटी रक्कम {maturity}, ज्यात {invested} गुंतवणूक आणि गृहीत दराने {gains} वाढ.',
    caption: '{amount} ची {rate} ने वर्षागणिक वाढ, पूर्ण रुपयापर्यंत पूर्णांकित',
    note: 'प्रत्येक वर्षाच्या शेवटी मूल्य',
  },
  stepUpSip: {
    label: routeText['/tools/step-up-sip/'].label,
    shareTitle: 'स्टेप-अप SIP चे उदाहरण',
    labels: {
      amount: 'पहिला मासिक हप्ता',
      rate: ASSUMED_RATE_LABEL,
      years: TIME_PERIOD,
      stepup: 'वार्षिक स्टेप-अप',
      inflation: INFLATION,
    },
    fields: { amount: { noun: 'पहिला मासिक हप्ता' }, rate, years: time, stepup: { noun: 'वार्षिक स्टेप-अप' }, inflation },
    basis: 'सुरुवातीला {amount}, दरवर्षी {stepup} वाढत, {years} साठी, {rate} ने',
    flat: 'स्टेप-अपशिवाय तीच SIP',
    announcement: 'मॅच्युरिटी रक्कम {maturity}, {invested} गुंतवणुकीतून.',
    caption: '{amount} पासून सुरू होणाऱ्या स्टेप-अप SIP ची वर्षागणिक वाढ, पूर्ण रुपयापर्यंत पूर्णांकित',
    instalment: 'मासिक हप्ता',
  },
  lumpsum: {
    label: routeText['/tools/lumpsum/'].label,
    shareTitle: 'एकरकमी गुंतवणुकीचे उदाहरण',
    labels: { amount: 'गुंतवलेली रक्कम', rate: ASSUMED_RATE_LABEL, years: TIME_PERIOD, inflation: INFLATION },
    fields: { amount: { noun: 'गुंतवलेली रक्कम' }, rate, years: time, inflation },
    basis: '{amount}, {years} साठी, {rate} ने, वार्षिक चक्रवाढीसह',
    announcement: 'मॅच्युरिटी रक्कम {maturity}.',
    caption: '{amount} ची {rate} ने वर्षागणिक वाढ, पूर्ण रुपयापर्यंत पूर्णांकित',
  },
  swp: {
    label: routeText['/tools/swp/'].label,
    shareTitle: 'SWP चे उदाहरण',
    labels: {
      corpus: 'गुंतवलेली रक्कम',
      withdrawal: 'मासिक काढलेली रक्कम',
      rate: ASSUMED_RATE_LABEL,
      years: TIME_PERIOD,
      inflation: INFLATION,
    },
    fields: { corpus: { noun: 'गुंतवलेली रक्कम' }, withdrawal: { noun: 'मासिक काढलेली रक्कम' }, rate, years: time, inflation },
    basis: '{corpus} मधून {withdrawal} काढत, {years} साठी, {rate} ने',
    withdrawn: 'एकूण काढलेली रक्कम',
    lastingLabel: 'गृहीत दराने ही किती काळ पुरेल',
    wholePeriod: 'संपूर्ण कालावधी',
    lasts: 'दरवर्षी {rate} च्या स्थिर दराने ही {period} पुरेल; परतावा वर-खाली झाल्यास, विशेषतः सुरुवातीच्या वर्षांत घसरण आल्यास, ती आधी संपू शकते.',
    runsOut:
      'दरवर्षी {rate} च्या स्थिर दराने पूर्ण रक्कम {lasting} नंतर संपेल; परतावा वर-खाली झाल्यास, विशेषतः सुरुवातीच्या वर्षांत घसरण आल्यास, ती आधी संपू शकते.',
    balance: 'शेवटी उरलेली रक्कम',
    announcement: 'शेवटी उरलेली रक्कम {balance}, {withdrawn} काढली. {lasts}',
    growthHeading: 'वर्षागणिक',
    chartSubject: 'उरलेली रक्कम',
    balanceSeries: 'उरलेली रक्कम',
    caption: '{withdrawal} काढत वर्षागणिक उरलेली रक्कम, पूर्ण रुपयापर्यंत पूर्णांकित',
    withdrawnSoFar: 'आतापर्यंत काढलेली रक्कम',
    balanceAtYearEnd: 'वर्षअखेरीस उरलेली रक्कम',
    duration: { month: '1 महिना', months: '{n} महिने', year: '1 वर्ष', years: '{n} वर्षे', both: '{years} {months}' },
  },
  goal: {
    label: routeText['/tools/goal/'].label,
    shareTitle: 'उद्दिष्टाचे उदाहरण',
    labels: {
      cost: 'उद्दिष्टाचा आजचा खर्च',
      years: 'उद्दिष्टापर्यंतची वर्षे',
      inflation: INFLATION,
      rate: ASSUMED_RATE_LABEL,
      saved: 'आधीच बाजूला ठेवलेली बचत',
    },
    fields: {
      cost: { noun: 'उद्दिष्टाचा आजचा खर्च' },
      years: { noun: 'उद्दिष्टापर्यंतची वर्षे' },
      inflation,
      rate,
      saved: { noun: 'आधीच बाजूला ठेवलेली बचत' },
    },
    basis: 'आज {cost}, {years} नंतर, किमती {inflation} वाढत आणि {rate} च्या गृहीत परताव्यासह',
    futureCost: 'उद्दिष्टाच्या वेळचा खर्च',
    savedGrowsTo: 'तुमची बचत इतकी होऊ शकते',
    lumpsum: 'किंवा आज केलेली एकरकमी गुंतवणूक (लम्पसम)',
    mainLabel: 'गृहीत दराने लागणारी मासिक SIP',
    todaysRupees: 'उद्दिष्टाच्या वेळचा खर्च आजच्या रुपयांत {cost} आहे.',
    announcement: 'उद्दिष्टाच्या वेळचा खर्च {futureCost}; लागणारी मासिक SIP {sip}, किंवा आज {lumpsum} ची एकरकमी गुंतवणूक.',
    covered: 'या दरांवर, आधीच बाजूला ठेवलेली तुमची बचत या उद्दिष्टासाठी पुरेशी ठरू शकते.',
    growthHeading: 'मासिक SIP, वर्षागणिक',
    subject: 'SIP चे मूल्य',
    caption: 'उद्दिष्टाकडे {sip} च्या मासिक SIP ची वर्षागणिक वाढ, पूर्ण रुपयापर्यंत पूर्णांकित',
    presetsLabel: 'एखाद्या सामान्य उद्दिष्टापासून सुरुवात करा',
    presetDetail: '{years} वर्षांत {cost}, वार्षिक {rate}% ने',
    presets: ['मुलाचे शिक्षण', 'मुलाचे लग्न', 'घराचे डाउन पेमेंट', 'एक कोटी'],
  },
  retirement: {
    label: routeText['/tools/retirement/'].label,
    shareTitle: 'निवृत्तीचे उदाहरण',
    labels: {
      age: 'तुमचे आजचे वय',
      retireAt: 'निवृत्तीचे वय',
      lifeTo: 'कोणत्या वयापर्यंतचा हिशेब',
      expense: 'आजचा मासिक खर्च',
      inflation: INFLATION,
      preRate: 'निवृत्तीपूर्वीचा गृहीत परतावा दर (% वार्षिक)',
      postRate: 'निवृत्तीनंतरचा गृहीत परतावा दर (% वार्षिक)',
    },
    fields: {
      age: { noun: 'तुमचे वय' },
      retireAt: { noun: 'निवृत्तीचे वय' },
      lifeTo: { noun: 'हिशेबाचे शेवटचे वय' },
      expense: { noun: 'आजचा मासिक खर्च' },
      inflation,
      preRate: assumedRate('निवृत्तीपूर्वीचा गृहीत परतावा दर'),
      postRate: assumedRate('निवृत्तीनंतरचा गृहीत परतावा दर'),
    },
    basis: 'आज {age} वयापासून {retireAt} ला निवृत्ती, {lifeTo} वयापर्यंतचा हिशेब, आज {expense} खर्चासह',
    expenseAtRetirement: 'निवृत्तीच्या वेळचा मासिक खर्च',
    monthlySip: 'तो उभा करू शकेल अशी मासिक SIP',
    lumpsum: 'किंवा आज केलेली एकरकमी गुंतवणूक (लम्पसम)',
    mainLabel: 'या दरांवर निवृत्तीच्या वेळी लागणारा कॉर्पस',
    announcement: 'लागणारा कॉर्पस {corpus}; मासिक SIP {sip}, किंवा आज {lumpsum} ची एकरकमी गुंतवणूक.',
    lasts:
      'या दरांवर कॉर्पस {years} वर्षे वाढता खर्च भागवू शकेल, जर त्याने दरवर्षी {postRate} चा स्थिर दर कमावला आणि महागाई दरवर्षी {inflation} राहिली; परतावा वर-खाली झाल्यास तो आधी संपू शकतो.',
    growthHeading: 'निवृत्तीपर्यंत मासिक SIP',
    subject: 'SIP चे मूल्य',
    caption: 'निवृत्तीपर्यंत {sip} च्या मासिक SIP ची वर्षागणिक वाढ, पूर्ण रुपयापर्यंत पूर्णांकित',
    rowHeader: 'वय',
    note: 'प्रत्येक वर्षाच्या शेवटी, आजपासून मोजलेल्या वर्षांनुसार',
    conflicts: {
      retireAt: 'निवृत्तीचे वय तुमच्या आजच्या वयापेक्षा जास्त असायला हवे.',
      lifeTo: 'हिशेबाचे शेवटचे वय निवृत्तीच्या वयापेक्षा जास्त असायला हवे.',
    },
  },
  costOfDelay: {
    label: routeText['/tools/cost-of-delay/'].label,
    shareTitle: 'उशिराच्या किमतीचे उदाहरण',
    labels: { amount: 'मासिक गुंतवणूक', rate: ASSUMED_RATE_LABEL, years: TIME_PERIOD, delay: 'उशीर (वर्षे)', inflation: INFLATION },
    fields: { amount: { noun: 'मासिक गुंतवणूक' }, rate, years: time, delay: { noun: 'उशीर' }, inflation },
    basis: '{amount}, {rate} ने, आजपासून {years} नंतर संपणारी',
    startedNow: 'आता सुरू केलेली',
    startedDelayLater: '{delay} नंतर सुरू केलेली',
    lessInvested: 'उशिरा सुरू केल्याने कमी गुंतवणूक',
    mainLabel: 'गृहीत दराने उशिराची किंमत',
    announcement: 'आता सुरू केल्यास {now}; {delay} नंतर सुरू केल्यास {later}; गृहीत दराने उशिराची किंमत {cost} होऊ शकते.',
    growthHeading: 'आता आणि नंतर, वर्षागणिक',
    startedLater: 'नंतर सुरू केलेली',
    extraLabel: 'आता सुरू केल्याने जास्तीची',
    subject: 'नंतर सुरू केलेल्या गुंतवणुकीचे मूल्य आणि आता सुरू केल्याने जास्तीची रक्कम',
    caption: '{amount} चे वर्षागणिक मूल्य, आता आणि {delay} नंतर सुरू केल्यास, पूर्ण रुपयापर्यंत पूर्णांकित',
    conflicts: { delay: 'उशीर कालावधीपेक्षा कमी असायला हवा.' },
  },
  regularVsDirect: {
    label: routeText['/tools/regular-vs-direct/'].label,
    shareTitle: 'रेग्युलर विरुद्ध डायरेक्ट तुलना',
    labels: {
      amount: 'रक्कम',
      rate: 'डायरेक्ट प्लॅनचा गृहीत परतावा दर (% वार्षिक)',
      years: TIME_PERIOD,
      gap: 'खर्चाच्या प्रमाणातील फरक (वार्षिक)',
      inflation: INFLATION,
    },
    fields: {
      amount: { noun: 'रक्कम' },
      rate: assumedRate('डायरेक्ट प्लॅनचा गृहीत परतावा दर'),
      years: time,
      gap: { noun: 'खर्चाच्या प्रमाणातील फरक' },
      inflation,
    },
    heading: 'तुमची तुलना',
    perMonth: 'दरमहा {amount}',
    basis: '{amount}, {years} साठी; डायरेक्ट प्लॅन {rate} ने, रेग्युलर प्लॅन वार्षिक {regularRate}% ने',
    invested: 'गुंतवणूक',
    direct: 'डायरेक्ट प्लॅन इतका होऊ शकतो',
    regular: 'रेग्युलर प्लॅन इतका होऊ शकतो',
    mainLabel: 'या दरांवर रेग्युलर प्लॅनचा तुम्हाला पडणारा खर्च',
    announcement: 'रेग्युलर प्लॅन डायरेक्ट प्लॅनपेक्षा {difference} कमी राहू शकतो: {regular} विरुद्ध {direct}.',
    growthHeading: 'दोन्ही प्लॅन, वर्षागणिक',
    directPlan: 'डायरेक्ट प्लॅन',
    regularPlan: 'रेग्युलर प्लॅन',
    extraLabel: 'डायरेक्ट प्लॅनमध्ये जास्तीची',
    subject: 'डायरेक्ट प्लॅनचे मूल्य',
    caption: 'दोन्ही प्लॅनमध्ये {amount} चे वर्षागणिक मूल्य, पूर्ण रुपयापर्यंत पूर्णांकित',
    modesLegend: 'तुम्ही गुंतवणूक कशी करता',
    modes: { sip: 'मासिक SIP', lumpsum: 'एकरकमी गुंतवणूक (लम्पसम)' },
    categoryLabel: 'योजनेचा प्रकार',
    categoryOption: '{type} (ट्रेल {low}–{high}%)',
    amountLabel: '{label} ({per})',
    amountPer: { sip: 'दरमहा', lumpsum: 'एकदाच' },
    gapHint: '{type} साठी आम्ही जाहीर केलेल्या ट्रेल कमिशनच्या वरच्या मर्यादेवरून ठरवलेला. तुम्ही तो बदलू शकता.',
    disclosure:
      'आम्ही फक्त रेग्युलर प्लॅनचे वितरण करतो आणि त्यावर ट्रेल कमिशन कमावतो, जे गुंतवणुकीच्या मूल्याची वार्षिक टक्केवारी असते; डायरेक्ट प्लॅनवर आम्ही काहीही कमावत नाही. तुम्ही डायरेक्ट प्लॅनमध्ये स्वतः, थेट फंड हाउसकडे गुंतवणूक करू शकता.',
  },
};
