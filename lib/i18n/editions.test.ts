import { editionsOf, hreflangAlternates, switchTargets } from './editions';
import { LOCALE_TABLE } from './locale';
import { latinFullStops } from './termRules';

// A third language is one entry: the same helpers the site uses, built over the real table plus a
// Marathi entry, serve it without a line of code (the real table gains 'mr' when its words land).
const table = {
  ...LOCALE_TABLE,
  mr: {
    ...LOCALE_TABLE.hi,
    prefix: '/mr',
    htmlLang: 'mr-IN',
    ogLocale: 'mr_IN',
    name: 'Marathi',
    nativeName: 'मराठी',
    intlLocale: 'mr-IN',
    collation: 'mr',
    // Marathi writes Devanagari but ends a sentence with a full stop: data, not a code path.
    sentenceEnd: '.',
    sentenceEndName: 'a full stop',
    textRules: { ...LOCALE_TABLE.hi.textRules, latinFullStopAfterScript: true },
  },
} as const;
const three = editionsOf<keyof typeof table, typeof table>(table, 'en');
const absolute = (path: string) => `https://example.com${path}`;

describe('a table with a third edition', () => {
  it('localises, recognises and unlocalises its paths', () => {
    expect(three.localisePath('/tools/goal/', 'mr')).toBe('/mr/tools/goal/');
    expect(three.localeOfPath('/mr/tools/goal/')).toBe('mr');
    expect(three.localeOfPath('/mr')).toBe('mr');
    expect(three.localeOfPath('/mrs-guide/')).toBe('en');
    expect(three.localeOfPath('/hi/about/')).toBe('hi');
    expect(three.unlocalisedPath('/mr/services/mutual-funds/')).toBe('/services/mutual-funds/');
  });

  it('finds each page’s twin in every other edition, 404 pages and old English addresses included', () => {
    expect(three.twinPath('/hi/about/', 'mr')).toBe('/mr/about/');
    expect(three.twinPath('/mr/about/', 'en')).toBe('/about/');
    expect(three.twinPath('/about/', 'mr')).toBe('/mr/about/');
    expect(three.twinPath('/mr/page-not-found/', 'hi')).toBe('/hi/');
    expect(three.twinPath('/_not-found/', 'mr')).toBe('/mr/');
    expect(three.twinPath('/services/tax-planning/', 'mr')).toBe('/mr/services/tax-guidance/');
    expect(three.otherLocales('hi')).toEqual(['en', 'mr']);
  });

  it('lists every edition in hreflang, English as x-default', () => {
    expect(hreflangAlternates(table, 'en', '/about/', absolute)).toEqual({
      'en-IN': 'https://example.com/about/',
      'hi-IN': 'https://example.com/hi/about/',
      'mr-IN': 'https://example.com/mr/about/',
      'x-default': 'https://example.com/about/',
    });
  });

  it('offers every other edition in the language switch, each named in its own script', () => {
    expect(switchTargets(table, 'hi')).toEqual([
      { locale: 'en', prefix: '', label: 'English', lang: 'en-IN' },
      { locale: 'mr', prefix: '/mr', label: 'मराठी', lang: 'mr-IN' },
    ]);
    expect(switchTargets(table, 'en').map((target) => target.label)).toEqual([LOCALE_TABLE.hi.nativeName, 'मराठी']);
  });

  it('holds each language to its own sentence end: a Marathi full stop passes where a Hindi one fails', () => {
    expect(latinFullStops('हे मूल्य आहे.', table.mr.textRules)).toEqual([]);
    expect(latinFullStops('यह मूल्य है.', table.hi.textRules)).toHaveLength(1);
  });
});
