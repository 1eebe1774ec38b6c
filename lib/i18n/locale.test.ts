import {
  DEFAULT_LOCALE,
  editionLocale,
  editionParams,
  LEGACY_SERVICE_SLUGS,
  LOCALE_TABLE,
  LOCALES,
  localeOfPath,
  localisePath,
  PREFIXED_LOCALES,
  twinPath,
  unlocalisedPath,
} from './locale';

describe('locale paths', () => {
  it('keeps English unprefixed and mirrors it under /hi/', () => {
    expect(localisePath('/', 'en')).toBe('/');
    expect(localisePath('/', 'hi')).toBe('/hi/');
    expect(localisePath('/tools/goal/', 'hi')).toBe('/hi/tools/goal/');
  });

  it('tells the edition from the path, not from a look-alike segment', () => {
    expect(localeOfPath('/hi/')).toBe('hi');
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/about/')).toBe('hi');
    expect(localeOfPath('/history/')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });

  it('finds the twin in either direction', () => {
    expect(twinPath('/about/')).toBe('/hi/about/');
    expect(twinPath('/hi/about/')).toBe('/about/');
    expect(twinPath('/')).toBe('/hi/');
    expect(twinPath('/hi/')).toBe('/');
    expect(unlocalisedPath('/hi/services/mutual-funds/')).toBe('/services/mutual-funds/');
  });

  it('sends each 404 page to the other edition’s home', () => {
    expect(twinPath('/_not-found')).toBe('/hi/');
    expect(twinPath('/hi/page-not-found/')).toBe('/');
  });

  it('sends an old English-only service address to the Hindi page of the service that replaced it', () => {
    for (const [old, slug] of Object.entries(LEGACY_SERVICE_SLUGS)) {
      expect(twinPath(`/services/${old}/`)).toBe(`/hi/services/${slug}/`);
      expect(twinPath(`/services/${old}`)).toBe(`/hi/services/${slug}/`);
    }
    // A current service keeps its own twin.
    expect(twinPath('/services/tax-guidance/')).toBe('/hi/services/tax-guidance/');
    expect(twinPath('/services/planning/')).toBe('/hi/services/planning/');
  });
});

describe('the locale table', () => {
  it('puts the default edition at the root and every other under "/" + its code, the segment of app/[lang]/', () => {
    expect(LOCALE_TABLE[DEFAULT_LOCALE].prefix).toBe('');
    for (const locale of PREFIXED_LOCALES) expect(LOCALE_TABLE[locale].prefix).toBe(`/${locale}`);
    expect(editionParams().map((p) => p.lang)).toEqual(PREFIXED_LOCALES);
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
  });

  it('reads a route’s language from its segment, and refuses one not in the table', async () => {
    for (const locale of PREFIXED_LOCALES) await expect(editionLocale(Promise.resolve({ lang: locale }))).resolves.toBe(locale);
    await expect(editionLocale(Promise.resolve({ lang: 'xx' }))).rejects.toThrow('No edition "xx"');
  });
});
