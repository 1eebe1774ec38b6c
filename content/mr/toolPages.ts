import type { ToolPagesText } from '../toolPages';

// The Marathi words around each calculator page's explanation, and its worked example as a template
// (lib/calculators/toolPages.ts fills in the same figures as in English).

export const toolPagesText: ToolPagesText = {
  howHeading: 'आकडे कसे काढले जातात',
  workedExample: 'एक सोडवलेले उदाहरण',
  openExample: 'हे उदाहरण कॅल्क्युलेटरमध्ये उघडा',
  sentenceEnd: '.',
  assumes: 'कॅल्क्युलेटर काय गृहीत धरतो',
  moreCalculators: 'आणखी कॅल्क्युलेटर',
  talkToUs: 'एखाद्या उद्दिष्टाविषयी आमच्याशी बोला',
  examples: {
    sip:
      '{amount}, {years} साठी, वार्षिक {rate}% ने: r = {rate} ÷ 12 ÷ 100 = {r}, n = {years_n} × 12 = {n}, ' +
      'म्हणून M = {p} × [(1 + {r})^{n} − 1] ÷ {r} × (1 + {r}) = {maturity}, म्हणजे सुमारे {words}, {invested} गुंतवणुकीतून.',
    stepUpSip:
      'सुरुवातीला दरमहा {amount}, दरवर्षी {stepup}% वाढत, {years} वर्षांसाठी वार्षिक {rate}% ने: हप्ते {instalments} आहेत, एकूण {invested}, आणि शेवटी मूल्य {maturity} होऊ शकते. स्टेप-अपशिवाय तेच {amount} {flat} पर्यंत पोहोचले असते.',
    lumpsum:
      '{amount}, {years} वर्षांसाठी वार्षिक {rate}% ने: A = {p} × (1 + {growth})^{years} = {maturity}, ज्यात गृहीत दराने {gains} वाढ आहे.',
    swp: '{corpus} गुंतवलेले, प्रत्येक महिन्याच्या शेवटी {withdrawal} काढलेले, वार्षिक {rate}% ने ({monthlyRate}% मासिक दर): {outcome}.',
    swpLasts:
      'दरवर्षी {rate}% च्या स्थिर दराने पैसे संपूर्ण {years} वर्षे पुरतील, {withdrawn} काढल्यानंतर {balance} उरतील; परतावा वर-खाली झाल्यास, विशेषतः सुरुवातीच्या वर्षांत घसरण आल्यास, ते आधी संपू शकतात',
    swpRunsOut:
      'दरवर्षी {rate}% च्या स्थिर दराने पूर्ण रक्कम {months} महिने काढता येईल, एकूण {withdrawn} काढले जातील; परतावा वर-खाली झाल्यास, विशेषतः सुरुवातीच्या वर्षांत घसरण आल्यास, पैसे आधी संपू शकतात',
    goal: 'आज {cost} खर्चाचे, {years} वर्षांनी येणारे उद्दिष्ट, किमती दरवर्षी {inflation}% वाढल्यास, तोपर्यंत {futureCost} खर्चाचे होईल. वार्षिक {rate}% च्या गृहीत परताव्याने, {sip} ची मासिक SIP किंवा आज केलेली {lumpsum} ची एकरकमी गुंतवणूक (लम्पसम) तिथपर्यंत पोहोचवू शकते.',
    retirement:
      '{age} वयात, {retireAt} ला निवृत्ती आणि {lifeTo} वयापर्यंतचा हिशेब, आज दरमहा {expense} खर्च आणि किमती दरवर्षी {inflation}% वाढत असताना: {retireAt} वयात खर्च दरमहा {expenseThen} होईल. निवृत्तीत दरवर्षी {postRate}% च्या स्थिर कमाईवर ({realRate}% वास्तविक दर), अशा {yearsIn} वर्षांसाठी {corpus} चा कॉर्पस लागेल. निवृत्तीपूर्वी वार्षिक {preRate}% ने, {sip} ची मासिक SIP किंवा आज {lumpsum} ची एकरकमी गुंतवणूक तो उभा करू शकते.',
    costOfDelay:
      'दरमहा {amount}, वार्षिक {rate}% ने, आता सुरू करून {years} वर्षे, {now} पर्यंत वाढू शकते. {delay} नंतर सुरू करून त्याच तारखेला थांबवल्यास ते {later} पर्यंत पोहोचू शकते: गृहीत दराने उशिराची किंमत {cost} होऊ शकते, तर गुंतवणूक फक्त {less} कमी होते.',
    regularVsDirect:
      '{years} वर्षांसाठी दरमहा {amount} ची SIP: वार्षिक {rate}% ने डायरेक्ट प्लॅन {direct} पर्यंत वाढू शकतो; {gap} टक्के गुण जास्त खर्चाचे प्रमाण असलेला रेग्युलर प्लॅन {regularRate}% कमावेल आणि {regular} पर्यंत वाढू शकतो, म्हणजे {difference} कमी.',
  },
};
