import { soundKey } from './soundKey';

// English words as Hindi and Marathi readers write them in Devanagari, and as the pages spell them.
describe('soundKey', () => {
  it.each([
    ['कॅपिटल', 'capital'],
    ['स्टेटमेंट', 'statement'],
    ['वेटिंग', 'waiting'],
    ['पिरियड', 'period'],
    ['बेंचमार्क', 'benchmark'],
    ['प्रीमियम', 'premium'],
    ['फ्लोटर', 'floater'],
    ['हेल्थ', 'health'],
    ['स्विच', 'switch'],
    ['कंपनी', 'company'],
    ['क्लेम', 'claim'],
  ])('hears %s as "%s"', (devanagari, english) => {
    expect(soundKey(devanagari)).toBe(soundKey(english));
  });

  it.each([
    ['नामनिर्देशन', 'namnirdeshan'],
    ['निवृत्ती', 'nivrutti'],
    ['खाते', 'khate'],
    ['गुंतवणूक', 'guntavnuk'],
  ])('hears %s typed in Latin letters as "%s"', (devanagari, latin) => {
    expect(soundKey(devanagari)).toBe(soundKey(latin));
  });

  it('tells apart words of other consonants', () => {
    expect(soundKey('कॅपिटल')).not.toBe(soundKey('capped'));
    expect(soundKey('गुंतवणूक')).not.toBe(soundKey('investment'));
  });

  it('gives no key to a word in neither script', () => {
    expect(soundKey('80c')).toBeNull();
    expect(soundKey('ইনভেস্ট')).toBeNull();
  });
});
