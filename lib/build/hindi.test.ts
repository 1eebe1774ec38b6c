import { englishLeftOver, jsonLdWords, mainElement, withoutEnglishCitations, type KeptInEnglish } from './hindi';

const kept: KeptInEnglish = {
  phrases: ['Mutual Fund investments are subject to market risks, read all scheme related documents carefully.', 'Sample Towers'],
  words: ['WhatsApp'],
};

describe('englishLeftOver', () => {
  it('passes Hindi with acronyms, figures, addresses and the kept phrases', () => {
    const text = [
      'SIP (सिस्टमैटिक इन्वेस्टमेंट प्लान) से ₹5,000 हर महीने: ₹1.2 करोड़',
      'Mutual Fund investments are subject to market risks, read all scheme related documents carefully. म्यूचुअल फंड निवेश बाज़ार जोखिमों के अधीन हैं।',
      'ARN-000000 · E000001 · contact@example.com · https://www.amfiindia.com/',
      'Office 401, Sample Towers',
      'WhatsApp पर बात करें',
    ].join('\n');
    expect(englishLeftOver(text, kept)).toEqual([{ word: 'Office', line: 'Office 401, Sample Towers' }]);
  });

  it('names each English word left over and the line it is in', () => {
    expect(englishLeftOver('अपना Goal चुनें\nLearn more', kept)).toEqual([
      { word: 'Goal', line: 'अपना Goal चुनें' },
      { word: 'Learn', line: 'Learn more' },
      { word: 'more', line: 'Learn more' },
    ]);
  });

  it('does not let a kept word pass in another case', () => {
    expect(englishLeftOver('whatsapp', kept).map((l) => l.word)).toEqual(['whatsapp']);
  });
});

it('leaves out the English titles of cited sources, and nothing else', () => {
  const html = '<li><cite lang="en">The Hindu BusinessLine, “On behalf of a minor”</cite> (नए टैब में खुलता है)</li><cite>Hindi</cite>';
  expect(withoutEnglishCitations(html)).toBe('<li><cite></cite> (नए टैब में खुलता है)</li><cite>Hindi</cite>');
});

describe('jsonLdWords', () => {
  it('reads the names and descriptions of every JSON-LD record, not its addresses or codes', () => {
    const html =
      '<script type="application/ld+json">{"@type":"FinancialService","name":"Sample Wealth","description":"म्यूचुअल फंड","url":"https://x.in/","areaServed":{"@type":"Country","name":"भारत"},"identifier":{"propertyID":"ARN","value":"ARN-1"}}</script>' +
      '<script type="application/ld+json">{"@type":"WebSite","name":"Sample Wealth","inLanguage":"hi-IN"}</script><script>var a = 1;</script>';
    expect(jsonLdWords(html).split('\n')).toEqual(['Sample Wealth', 'म्यूचुअल फंड', 'भारत', 'ARN', 'Sample Wealth']);
  });
});

it('takes the main element out of a page, without the chrome round it', () => {
  expect(mainElement('<body><nav>होम</nav><main id="main"><h1>SIP</h1></main><footer>डिस्क्लेमर</footer></body>')).toBe(
    '<main id="main"><h1>SIP</h1></main>',
  );
  expect(mainElement('<body></body>')).toBe('');
});
