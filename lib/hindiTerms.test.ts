import { latinFullStops, masculineAgreement, termProblems, unglossedJargon, type TermRule } from './hindiTerms';
import { LOCALE_TABLE } from './i18n/locale';

const found = (text: string, rules: readonly TermRule[]) => termProblems(text, rules).map((p) => p.found);

describe('termProblems: one spelling', () => {
  const rules: TermRule[] = [
    { hindi: 'क़ीमत', avoid: ['कीमत'] },
    { hindi: 'फ़र्क़', avoid: ['फ़र्क'] },
    { hindi: 'तरीक़ा', avoid: ['तरीक'] },
  ];

  it('finds a spelling without its nukta, and its inflections', () => {
    expect(found('देरी की कीमत, और कीमतें', rules)).toEqual(['कीमत', 'कीमत']);
    expect(found('दस तरीके', rules)).toEqual(['तरीक']);
  });

  it('passes the right spelling, though the wrong one is written inside it', () => {
    expect(found('देरी की क़ीमत, कितना फ़र्क़ पड़ता है, दस तरीक़े', rules)).toEqual([]);
  });

  it('compares after NFC, so a precomposed nukta letter is the same letter', () => {
    expect(found('\u0958ीमत', rules)).toEqual([]);
    expect(found('फ़र्\u0958', [{ hindi: 'x', avoid: ['फ़र्क'] }])).toEqual([]);
  });
});

describe('termProblems: one wording', () => {
  const rules: TermRule[] = [
    { hindi: 'मानी गई दर', avoid: ['अनुमानित रिटर्न', /(?:SIP|SWP) अनुमान/u] },
    { hindi: 'निवेश सलाहकार', firstUse: 'निवेश सलाहकार (इन्वेस्टमेंट एडवाइज़र)', avoid: ['इन्वेस्टमेंट एडवाइज़र'] },
  ];

  it('finds an avoided wording and an avoided pattern', () => {
    expect(found('आपके चुने हुए अनुमानित रिटर्न पर; SIP अनुमान', rules)).toEqual(['अनुमानित रिटर्न', 'SIP अनुमान']);
  });

  it('lets the first use carry the avoided word as its gloss, and nowhere else', () => {
    expect(found('SEBI में रजिस्टर्ड निवेश सलाहकार (इन्वेस्टमेंट एडवाइज़र) ही', rules)).toEqual([]);
    expect(found('किसी इन्वेस्टमेंट एडवाइज़र से पूछें', rules)).toEqual(['इन्वेस्टमेंट एडवाइज़र']);
  });

  it('passes the right wording', () => {
    expect(found('आपकी चुनी हुई मानी गई रिटर्न दर पर; SIP का उदाहरण', rules)).toEqual([]);
  });
});

describe('termProblems: SIP is feminine', () => {
  const sip: TermRule[] = [{ hindi: 'SIP', gender: 'feminine', wrongAgreement: masculineAgreement('SIP') }];

  it.each([
    'SIP मुनाफ़े की गारंटी नहीं देता',
    'सिस्टमैटिक इन्वेस्टमेंट प्लान (SIP) हर महीने एक तय रक़म निवेश करता है।',
    'स्टेप-अप SIP (सिस्टमैटिक इन्वेस्टमेंट प्लान) अपनी मासिक किस्त साल में एक बार बढ़ाता है',
    'ऐसा SIP जिसकी किस्त हर साल बढ़ती है',
    'इसे बना सकने वाला मासिक SIP',
    '{amount} से शुरू होने वाले स्टेप-अप SIP की बढ़त',
    'लक्ष्य की ओर {sip} के मासिक SIP की बढ़त',
    'और SIP रुक जाते हैं।',
    'SIP अगले महीने फिर शुरू होगा',
  ])('finds the masculine in “%s”', (text) => {
    expect(found(text, sip)).toHaveLength(1);
  });

  it.each([
    'SIP मुनाफ़े की गारंटी नहीं देती',
    'सिस्टमैटिक इन्वेस्टमेंट प्लान (SIP) हर महीने एक तय रक़म निवेश करती है।',
    'ऐसी SIP जिसकी किस्त हर साल बढ़ती है',
    'हर साल बढ़ने वाली SIP',
    'लक्ष्य की ओर {sip} की मासिक SIP की बढ़त',
    'पहले साल की SIP (सिस्टमैटिक इन्वेस्टमेंट प्लान) किस्तों का 1% होता है',
    'SIP से हर महीने एक तय रक़म लगती है, और पैसा बढ़ता है',
    'SIP कैलकुलेटर दिखाता है',
    'पढ़ाई के लिए SIP शुरू करें।',
  ])('passes “%s”', (text) => {
    expect(found(text, sip)).toEqual([]);
  });
});

describe('latinFullStops', () => {
  const hindi = LOCALE_TABLE.hi.textRules;

  it('finds a Latin full stop after Hindi, at the end or before a space', () => {
    expect(latinFullStops('यह उदाहरण कैलकुलेटर में खोलें.', hindi)).toHaveLength(1);
    expect(latinFullStops('छह महीने का नियम. अगली बात', hindi)).toHaveLength(1);
  });

  it('passes the danda, decimals, abbreviations in Latin letters and English sentences', () => {
    expect(
      latinFullStops('यह उदाहरण कैलकुलेटर में खोलें। ₹1.25 लाख, 12.5% सालाना, www.amfiindia.com. Read all scheme related documents carefully.', hindi),
    ).toEqual([]);
  });

  it('finds nothing for a language whose entry allows a full stop after its script', () => {
    expect(latinFullStops('यह उदाहरण कैलकुलेटर में खोलें.', { ...hindi, latinFullStopAfterScript: true })).toEqual([]);
  });
});

describe('unglossedJargon', () => {
  const rules = [{ term: 'कॉर्पस', gloss: 'जमा की गई कुल रक़म' }];

  it('passes a page whose first use carries the gloss, and later uses without it', () => {
    expect(unglossedJargon('कितना कॉर्पस (जमा की गई कुल रक़म) चाहिए। फिर कॉर्पस से ख़र्च निकलता है।', rules)).toEqual([]);
  });

  it('passes a gloss a few characters after the term (its postposition between)', () => {
    expect(unglossedJargon('रिटायरमेंट कॉर्पस का (जमा की गई कुल रक़म) हिसाब', rules)).toEqual([]);
  });

  it('finds a first use without the gloss, even when a later use has it', () => {
    expect(unglossedJargon('कितना कॉर्पस चाहिए। कॉर्पस (जमा की गई कुल रक़म) से', rules).map((p) => p.term)).toEqual(['कॉर्पस']);
  });

  it('passes a page without the term', () => {
    expect(unglossedJargon('SIP कैलकुलेटर', rules)).toEqual([]);
  });
});

describe('a gloss as an inflecting language writes it', () => {
  const rules = [{ term: 'कॉर्पस', gloss: 'जमा झालेली एकूण रक्कम', glossForms: ['जमा झालेल्या एकूण रकमेतून'] }];

  it('passes the gloss in an inflected form the rule lists, or the term in brackets after the everyday words', () => {
    expect(unglossedJargon('लोक आपल्या कॉर्पसमधून (जमा झालेल्या एकूण रकमेतून) पैसे काढतात.', rules)).toEqual([]);
    expect(unglossedJargon('जमा झालेली एकूण रक्कम (कॉर्पस) वाढते.', rules)).toEqual([]);
  });

  it('still names a first use with no gloss', () => {
    expect(unglossedJargon('लोक आपल्या कॉर्पसमधून पैसे काढतात.', rules).map((p) => p.term)).toEqual(['कॉर्पस']);
  });
});
