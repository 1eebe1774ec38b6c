import type { ToolPagesText } from '../toolPages';

// The Hindi words around each calculator page's explanation, and its worked example as a template
// (each calculator's example in lib/calculators/ fills in the same figures as in English).

export const toolPagesText: ToolPagesText = {
  howHeading: 'आँकड़े कैसे निकाले जाते हैं',
  workedExample: 'एक हल किया हुआ उदाहरण',
  openExample: 'यह उदाहरण कैलकुलेटर में खोलें',
  sentenceEnd: '।',
  assumes: 'कैलकुलेटर क्या मानकर चलता है',
  moreCalculators: 'और कैलकुलेटर',
  talkToUs: 'किसी लक्ष्य के बारे में हमसे बात करें',
  examples: {
    sip:
      '{amount}, {years} के लिए, {rate}% सालाना पर: r = {rate} ÷ 12 ÷ 100 = {r}, n = {years_n} × 12 = {n}, ' +
      'इसलिए M = {p} × [(1 + {r})^{n} − 1] ÷ {r} × (1 + {r}) = {maturity}, यानी लगभग {words}, {invested} के निवेश से।',
    stepUpSip:
      'शुरुआत में {amount} प्रति माह, हर साल {stepup}% बढ़ते हुए, {years} साल के लिए {rate}% सालाना पर: किस्तें {instalments} हैं, कुल {invested}, और अंत में वैल्यू {maturity} हो सकती है। बिना स्टेप-अप के वही {amount} {flat} तक पहुँचता।',
    lumpsum:
      '{amount}, {years} साल के लिए {rate}% सालाना पर: A = {p} × (1 + {growth})^{years} = {maturity}, जिसमें मानी गई दर पर {gains} की बढ़त है।',
    swp: '{corpus} का निवेश, हर महीने के अंत में {withdrawal} की निकासी, {rate}% सालाना पर ({monthlyRate}% की मासिक दर): {outcome}।',
    swpLasts:
      'हर साल {rate}% की स्थिर दर पर पैसा पूरे {years} साल चलेगा, {withdrawn} की निकासी के बाद {balance} बचेगा; रिटर्न ऊपर-नीचे होने पर, ख़ासकर शुरुआती सालों में गिरावट आने पर, यह पहले ख़त्म हो सकता है',
    swpRunsOut:
      'हर साल {rate}% की स्थिर दर पर पूरी निकासी {months} महीने चलेगी, कुल {withdrawn} की निकासी के साथ; रिटर्न ऊपर-नीचे होने पर, ख़ासकर शुरुआती सालों में गिरावट आने पर, यह पहले ख़त्म हो सकता है',
    goal: 'आज {cost} की लागत वाला लक्ष्य, जो {years} साल बाद आना है, क़ीमतें हर साल {inflation}% बढ़ने पर तब तक {futureCost} का हो जाएगा। {rate}% सालाना के माने गए रिटर्न पर, {sip} की मासिक SIP या आज लगाई गई {lumpsum} का लम्पसम (एकमुश्त) निवेश वहाँ तक पहुँचा सकता है।',
    retirement:
      '{age} की उम्र में, {retireAt} पर रिटायरमेंट और {lifeTo} की उम्र तक का हिसाब, आज {expense} मासिक ख़र्च और क़ीमतें हर साल {inflation}% बढ़ने पर: {retireAt} की उम्र में ख़र्च {expenseThen} प्रति माह हो जाएगा। रिटायरमेंट में हर साल {postRate}% की स्थिर कमाई पर ({realRate}% की असली दर), ऐसे {yearsIn} सालों के लिए {corpus} का कॉर्पस चाहिए। रिटायरमेंट से पहले {preRate}% सालाना पर, {sip} की मासिक SIP या आज {lumpsum} का लम्पसम निवेश इसे बना सकता है।',
    costOfDelay:
      '{amount} प्रति माह, {rate}% सालाना पर, अभी शुरू करके {years} साल तक, {now} तक बढ़ सकता है। {delay} बाद शुरू करके उसी तारीख़ पर बंद करने पर यह {later} तक पहुँच सकता है: मानी गई दर पर देरी की क़ीमत {cost} हो सकती है, जबकि निवेश सिर्फ़ {less} कम होता है।',
    regularVsDirect:
      '{years} साल तक {amount} प्रति माह की SIP: {rate}% सालाना पर डायरेक्ट प्लान {direct} तक बढ़ सकता है; {gap} प्रतिशत अंक ज़्यादा एक्सपेंस रेशियो वाला रेगुलर प्लान {regularRate}% कमाएगा और {regular} तक बढ़ सकता है, यानी {difference} कम।',
  },
};
