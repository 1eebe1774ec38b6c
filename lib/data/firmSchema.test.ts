import { existsSync, readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { DataFileError, parseDataFile } from './dataFile';
import { DATA_FILES, missingPictures, pictureOf, RULES, SAME_AS_PHONE, whatsappNumber, type DataFileName } from './firmSchema';

// Each rule of the schema, on the repository's own data files: one field changed to a good value
// passes, to a bad one fails with exactly one line naming the file, the field, the value and the rule.
type Data = Record<string, unknown>;
const original = (file: DataFileName): Data => parse(readFileSync(file, 'utf8')) as Data;

function setIn(data: Data, path: readonly (string | number)[], value: unknown): Data {
  const copy = JSON.parse(JSON.stringify(data)) as Data;
  let node: Record<string | number, unknown> = copy;
  path.slice(0, -1).forEach((key) => (node = node[key] as Record<string | number, unknown>));
  const last = path.at(-1) as string | number;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** The lines a data file gives with one field set to `value` (undefined removes it): [] when it passes. */
function problems(file: DataFileName, path: readonly (string | number)[], value: unknown, base = original(file)): string[] {
  try {
    parseDataFile(file, stringify(setIn(base, path, value)), DATA_FILES[file]);
    return [];
  } catch (error) {
    if (error instanceof DataFileError) return [...error.lines];
    throw error;
  }
}

const FIRM = 'content/firm.yml';
const SETTINGS = 'content/settings.yml';
const cases: { rule: keyof typeof RULES; file: DataFileName; path: (string | number)[]; good: unknown[]; bad: unknown[] }[] = [
  { rule: 'arn', file: FIRM, path: ['arn', 'number'], good: ['ARN-123456', 'ARN-4567'], bad: ['ARN12', 'ARN-1234567', 'arn-123456'] },
  { rule: 'euin', file: 'content/people.yml', path: ['people', 0, 'euin'], good: ['E123456'], bad: ['E12345', 'e123456', 'E1234567'] },
  {
    rule: 'irdaiNumber',
    file: FIRM,
    path: ['insurance', 'number'],
    good: ['CA0123', 'IRDA/DB/123/2005'],
    bad: ['ca0123', 'CA 0123', 'CA'],
  },
  {
    rule: 'whatsapp',
    file: FIRM,
    path: ['whatsapp'],
    good: ['+971501234567', SAME_AS_PHONE, null],
    bad: ['9876543210', '+91 98765 43210', '+0123456789', 'same'],
  },
  {
    rule: 'https',
    file: SETTINGS,
    path: ['passwordResetUrl'],
    good: ['https://clients.arthavidya.in/reset', null],
    bad: ['http://clients.arthavidya.in/reset', 'clients.arthavidya.in'],
  },
  {
    rule: 'https',
    file: SETTINGS,
    path: ['webVitalsEndpoint'],
    good: ['https://vitals.arthavidya.in/beacon', null],
    bad: ['ftp://vitals.arthavidya.in'],
  },
  {
    rule: 'origin',
    file: SETTINGS,
    path: ['url'],
    good: ['https://www.arthavidya.in'],
    bad: ['https://www.arthavidya.in/', 'http://www.arthavidya.in'],
  },
  { rule: 'isoDate', file: FIRM, path: ['arn', 'validTill'], good: ['2028-02-29'], bad: ['2027-02-30', '29/01/2027', '2027-1-29'] },
  { rule: 'isoDate', file: FIRM, path: ['insurance', 'validTill'], good: ['2029-03-31'], bad: ['2029-13-01'] },
  { rule: 'pincode', file: FIRM, path: ['address', 'pincode'], good: ['110001', '560034'], bad: ['040001', '4000011', '40001'] },
  { rule: 'email', file: FIRM, path: ['email'], good: ['contact@arthavidya.in'], bad: ['contact@', 'contact arthavidya.in'] },
  { rule: 'email', file: FIRM, path: ['grievanceOfficer', 'email'], good: ['grievance@arthavidya.in'], bad: ['grievance'] },
  {
    rule: 'cin',
    file: FIRM,
    path: ['legalEntity', 'registrationNumber'],
    good: ['U66190MH2024PTC123456'],
    bad: ['U123', 'u66190MH2024PTC123456'],
  },
  {
    rule: 'contactEndpoint',
    file: SETTINGS,
    path: ['contactFormEndpoint'],
    good: ['/api/contact', 'https://forms.example.in/f/1', null],
    bad: ['/api/other', 'mailto:contact@arthavidya.in'],
  },
  {
    rule: 'repo',
    file: SETTINGS,
    path: ['editor', 'repo'],
    good: ['arthavidya/website', 'a-b/site.v2'],
    bad: ['website', 'https://github.com/a/b'],
  },
  {
    rule: 'origin',
    file: SETTINGS,
    path: ['editor', 'authBaseUrl'],
    good: ['https://cms-auth.arthavidya.in', null],
    bad: ['https://cms-auth.arthavidya.in/auth'],
  },
  { rule: 'text', file: FIRM, path: ['name'], good: ['Arthavidya Wealth'], bad: ['', '   '] },
  { rule: 'year', file: FIRM, path: ['copyrightYear'], good: [2019], bad: [1800, 2024.5] },
  {
    rule: 'symbol',
    file: 'content/markets.yml',
    path: ['home', 0, 'symbol'],
    good: ['NSE:NIFTY|1D', 'NSE:NIFTYBEES'],
    bad: ['SENSEX', 'bse:sensex|1D'],
  },
  { rule: 'id', file: 'content/fund-houses.yml', path: ['fundHouses', 0, 'id'], good: ['sbi-mf'], bad: ['SBI', 'sbi_mf'] },
  { rule: 'id', file: 'content/testimonials.yml', path: ['testimonials', 0, 'photo'], good: ['priya-r'], bad: ['Priya Raghavan'] },
];

describe.each(cases)('$file $path: $rule', ({ rule, file, path, good, bad }) => {
  it.each(good.map((v) => [v]))('passes %p', (value) => {
    expect(problems(file, path, value)).toEqual([]);
  });
  it.each(bad.map((v) => [v]))('refuses %p with its one line', (value) => {
    const field = path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
    expect(problems(file, path, value)).toEqual([`${file}: ${field} ${JSON.stringify(value)} ${RULES[rule]}`]);
  });
});

describe('the rules that look at more than one field', () => {
  it('wants a phone’s display to show its e164 number’s digits', () => {
    expect(problems(FIRM, ['phone', 'display'], '+91 98765 43219')).toEqual([
      `${FIRM}: phone.display "+91 98765 43219" ${RULES.phoneDisplay}`,
    ]);
    expect(problems(FIRM, ['grievanceOfficer', 'phone'], { display: '+91 22 2266 1234', e164: '+912222661234' })).toEqual([]);
  });

  it('checks a phone’s e164 number by E.164', () => {
    expect(problems(FIRM, ['phone', 'e164'], '98765')).toEqual([`${FIRM}: phone.e164 "98765" ${RULES.e164}`]);
  });

  it('asks a company for a CIN, an LLP for an LLPIN, and neither of a partnership firm or a proprietor', () => {
    const entity = (kind: string, registrationNumber: string | null) =>
      problems(FIRM, ['legalEntity'], { name: 'A. B. & Co.', kind, registrationNumber });
    expect(entity('llp', 'AAB-1234')).toEqual([]);
    expect(entity('llp', 'AAB1234')).toEqual([`${FIRM}: legalEntity.registrationNumber "AAB1234" ${RULES.llpin}`]);
    expect(entity('company', null)).toEqual([`${FIRM}: legalEntity.registrationNumber null ${RULES.cin}`]);
    expect(entity('partnership', null)).toEqual([]);
    expect(entity('proprietor', 'U66190MH2024PTC123456')).toEqual([
      `${FIRM}: legalEntity.registrationNumber "U66190MH2024PTC123456" ${RULES.noNumber}`,
    ]);
  });
});

describe('a field the editor at /admin/ has emptied ("")', () => {
  const read = (path: (string | number)[], file: DataFileName = FIRM) =>
    parseDataFile(file, stringify(setIn(original(file), path, '')), DATA_FILES[file]) as Data;

  it('is null where the schema allows null', () => {
    expect(read(['whatsapp']).whatsapp).toBeNull();
    expect(read(['passwordResetUrl'], SETTINGS).passwordResetUrl).toBeNull();
    expect(read(['contactFormEndpoint'], SETTINGS).contactFormEndpoint).toBeNull();
  });

  it('is left out where the schema allows leaving it out', () => {
    expect((read(['address', 'line2']).address as Data).line2).toBeUndefined();
  });

  it('is still refused where a value is required', () => {
    expect(problems(FIRM, ['email'], '')).toEqual([`${FIRM}: email "" ${RULES.email}`]);
  });
});

describe('the messages for zod’s own checks', () => {
  it('names a missing field', () => {
    expect(problems(FIRM, ['arn', 'number'], undefined)).toEqual([`${FIRM}: arn.number is missing`]);
  });

  it('names a field the file does not have (a misspelt name)', () => {
    expect(problems(FIRM, ['phoneNumber'], '+919876543210')).toEqual([
      `${FIRM}: phoneNumber is not a field of this file (a misspelt name?)`,
    ]);
  });

  it('lists the choices of a field that has a few', () => {
    expect(problems(FIRM, ['insurance', 'category'], 'Motor')).toEqual([
      `${FIRM}: insurance.category "Motor" must be one of "Life", "General", "Health", "Composite"`,
    ]);
    expect(problems(FIRM, ['legalEntity', 'kind'], 'trust')).toEqual([
      `${FIRM}: legalEntity.kind "trust" must be one of "company", "llp", "partnership", "proprietor"`,
    ]);
  });

  it('says what a switch takes', () => {
    expect(problems(FIRM, ['showTestimonials'], 'yes')).toEqual([`${FIRM}: showTestimonials "yes" must be true or false`]);
  });

  it('wants at least one person, one fund house and one insurer', () => {
    expect(problems('content/people.yml', ['people'], [])).toEqual(['content/people.yml: people must list at least 1']);
    expect(problems(FIRM, ['insurance', 'insurers'], [])).toEqual([`${FIRM}: insurance.insurers must list at least 1`]);
  });

  it('gives one line for each wrong value', () => {
    const twice = setIn(setIn(original(FIRM), ['arn', 'number'], 'ARN12'), ['address', 'pincode'], '0400');
    expect(problems(FIRM, ['email'], 'contact@', twice)).toEqual([
      `${FIRM}: email "contact@" ${RULES.email}`,
      `${FIRM}: address.pincode "0400" ${RULES.pincode}`,
      `${FIRM}: arn.number "ARN12" ${RULES.arn}`,
    ]);
  });
});

describe('the sample list', () => {
  it('names only fields the file has', () => {
    const sample = [...(original(FIRM).sample as string[]), 'arn.numbr 00000000'];
    const line = `${FIRM}: sample[${sample.length - 1}] "arn.numbr" names no field of this file`;
    expect(problems(FIRM, ['sample'], sample)).toEqual([line]);
    expect(problems('content/people.yml', ['sample'], ['people[0]', 'people[1].euin'])).toEqual([]);
    expect(problems('content/people.yml', ['sample'], ['people[9]'])).toEqual([
      'content/people.yml: sample[0] "people[9]" names no field of this file',
    ]);
  });

  it('may be left out once every sample value is replaced', () => {
    expect(problems('content/links.yml', ['sample'], undefined)).toEqual([]);
  });
});

it('reads every data file the repository ships', () => {
  for (const file of Object.keys(DATA_FILES) as DataFileName[]) expect(problems(file, ['sample'], original(file).sample ?? [])).toEqual([]);
});

describe('missingPictures', () => {
  const data = () => ({
    fundHouses: parseDataFile(
      'content/fund-houses.yml',
      readFileSync('content/fund-houses.yml', 'utf8'),
      DATA_FILES['content/fund-houses.yml'],
    ),
    testimonials: parseDataFile(
      'content/testimonials.yml',
      readFileSync('content/testimonials.yml', 'utf8'),
      DATA_FILES['content/testimonials.yml'],
    ),
  });

  it('finds every picture the shipped data names in public/', () => {
    expect(missingPictures(data(), (path) => existsSync(`public${path}`))).toEqual([]);
  });

  it('names the field and the path of a picture public/ lacks', () => {
    const { fundHouses, testimonials } = data();
    const first = fundHouses.fundHouses[0];
    const missing = (path: string) => path !== pictureOf.fundHouse(first?.id ?? '');
    expect(missingPictures({ fundHouses, testimonials }, missing)).toEqual([
      `content/fund-houses.yml: fundHouses[0].id "${first?.id}" has no picture at public${pictureOf.fundHouse(first?.id ?? '')}`,
    ]);
  });
});

describe('WhatsApp', () => {
  test('"same as phone", another E.164 number or empty pass; anything else is refused with the rule', () => {
    for (const good of [SAME_AS_PHONE, '+971501234567', null]) expect(problems(FIRM, ['whatsapp'], good)).toEqual([]);
    for (const bad of ['same', '98765 43210', '+91 98765 43210']) {
      expect(problems(FIRM, ['whatsapp'], bad)).toEqual([expect.stringContaining(RULES.whatsapp)]);
    }
  });

  test('"same as phone" follows the phone: changing the phone changes the WhatsApp number with it', () => {
    const firm = { whatsapp: SAME_AS_PHONE, phone: { e164: '+919812345678' } };
    expect(whatsappNumber(firm)).toBe('+919812345678');
    expect(whatsappNumber({ ...firm, phone: { e164: '+912222661234' } })).toBe('+912222661234');
    expect(whatsappNumber({ ...firm, whatsapp: '+971501234567' })).toBe('+971501234567');
    expect(whatsappNumber({ ...firm, whatsapp: null })).toBeNull();
  });
});
