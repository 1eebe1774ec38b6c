// Latin acronyms typed in Devanagari: a reader who writes Hindi spells SIP as एसआईपी, KYC as केवाईसी,
// the names of the English letters one after another. Reading a Devanagari word as a run of letter
// names gives back the acronym, so the index and the query both hold "sip" whichever script was used,
// with no hand-made list of acronyms to keep up. Only whole words of two or more letter names count:
// most Hindi words are no such run (बीमा is बी + मा, and मा names no letter).

// Each English letter's names as Hindi and Marathi write them (Marathi spells I आय, V व्ही, Z झेड), the
// common spellings of each; compared after the
// search's own folding (lib/search/normalise.ts), so ई/इ, ू/ु and the nukta need no second entry.
const LETTER_NAMES: Readonly<Record<string, readonly string[]>> = {
  a: ['ए', 'ऐ'],
  b: ['बी'],
  c: ['सी'],
  d: ['डी'],
  e: ['ई'],
  f: ['एफ', 'एफ़'],
  g: ['जी'],
  h: ['एच', 'ऐच'],
  i: ['आई', 'आय'],
  j: ['जे'],
  k: ['के'],
  l: ['एल'],
  m: ['एम'],
  n: ['एन'],
  o: ['ओ'],
  p: ['पी'],
  q: ['क्यू'],
  r: ['आर'],
  s: ['एस'],
  t: ['टी'],
  u: ['यू'],
  v: ['वी', 'व्ही'],
  w: ['डब्ल्यू', 'डब्लू', 'डबल्यू', 'डबल्यु'],
  x: ['एक्स'],
  y: ['वाई', 'वाय'],
  z: ['ज़ेड', 'जेड', 'ज़ी', 'झेड'],
};

type Fold = (text: string) => string;

/** The letter names folded as the search folds text, longest first so "एफ" is tried before "ए". */
function namesFor(fold: Fold): readonly (readonly [string, string])[] {
  return Object.entries(LETTER_NAMES)
    .flatMap(([letter, names]) => names.map((name) => [fold(name), letter] as const))
    .sort((a, b) => b[0].length - a[0].length);
}

const cache = new Map<Fold, readonly (readonly [string, string])[]>();

/**
 * The Latin acronym a folded Devanagari word spells out letter by letter ("एसआईपी" -> "sip"), or null
 * when the word is not such a run. Every way of splitting the word is tried, as one name can begin
 * another (ए, एफ, एफडी).
 */
export function acronymOf(word: string, fold: Fold): string | null {
  let names = cache.get(fold);
  if (!names) {
    names = namesFor(fold);
    cache.set(fold, names);
  }
  const table = names;
  const memo = new Map<number, string | null>();
  const from = (at: number): string | null => {
    if (at === word.length) return '';
    if (memo.has(at)) return memo.get(at) ?? null;
    let found: string | null = null;
    for (const [name, letter] of table) {
      if (!word.startsWith(name, at)) continue;
      const rest = from(at + name.length);
      if (rest !== null) {
        found = letter + rest;
        break;
      }
    }
    memo.set(at, found);
    return found;
  };
  const acronym = from(0);
  return acronym !== null && acronym.length >= 2 ? acronym : null;
}
