import { loadLibrary } from '@/lib/library';
import { LOCALES } from '@/lib/i18n/locale';
import { READING_PATH } from './readingPath';

describe('the library home’s starter path', () => {
  it.each(LOCALES)('names topics the %s library has, each once, and is short next to the full list', (locale) => {
    const slugs = new Set(loadLibrary(locale).topics.map((t) => t.slug));
    for (const slug of READING_PATH) expect(slugs).toContain(slug);
    expect(new Set(READING_PATH).size).toBe(READING_PATH.length);
    expect(READING_PATH.length).toBeLessThanOrEqual(Math.ceil(slugs.size / 3));
  });
});
