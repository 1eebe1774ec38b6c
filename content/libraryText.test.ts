import { wordsFor } from '@/lib/i18n/words';
import { LOCALES } from '@/lib/i18n/locale';

// A self-check's verdict on a wrong option must say it is wrong: a softened verdict ("not quite",
// Hindi "पूरी तरह सही नहीं", "not entirely right") tells the reader that "your capital is guaranteed"
// is half true, against the explanation printed right after it.
const SOFTENERS = [/quite/i, /entirely/i, /partly/i, /fully/i, /almost/i, /nearly/i, /पूरी तरह/u, /पूरा/u, /आंशिक/u, /लगभग/u, /थोड़ा/u];

describe('the self-check verdict on a wrong option', () => {
  it.each(LOCALES)('says plainly that the answer is wrong (%s)', (locale) => {
    const { correct, incorrect } = wordsFor(locale).library.selfCheck;
    for (const softener of SOFTENERS) expect(incorrect.normalize('NFC')).not.toMatch(softener);
    expect(incorrect).not.toBe(correct);
    // The verdict is a negation of the "right" verdict, nothing more.
    expect(incorrect.length).toBeLessThan(20);
  });
});
