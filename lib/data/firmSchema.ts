// The schema of the firm's data files (content/*.yml): what each field may hold, and the one rule
// each wrong value breaks, in words the firm can act on. zod, not valibot: its inferred types keep
// `Site` and the pages fully typed, and each of its issues carries the field's path, which the loader
// (lib/data/dataFile.ts) turns into one line naming the file, the field, the value and the rule.
import { z } from 'zod';
import { CIN, isCin, isLlpin, LEGAL_ENTITY_KINDS, LLPIN, registrationNumberName } from './legalEntity';
import { CONTACT_API_PATH } from '../contact/rules';
import { calendarDay } from './calendarDay';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locale';

/** The rules' messages, each completing "<field> <value> ...": the tests read them from here. */
export const RULES = {
  arn: 'must look like ARN-123456',
  euin: 'must look like E123456 (E and six digits)',
  irdaiNumber: 'must be the number as IRDAI issued it: capital letters and digits, "/" or "-" between them, such as CA0123',
  e164: 'must be an E.164 phone number: + then the country code and the number, 8 to 15 digits, no spaces (+919876543210)',
  phoneDisplay: 'must show the same digits as its e164 number',
  https: 'must be an https:// address, such as https://www.example.in',
  origin: "must be the site's https:// origin with no path or trailing slash, such as https://www.example.in",
  isoDate: 'must be a real date written YYYY-MM-DD, such as 2027-01-29',
  pincode: 'must be an Indian PIN code: six digits, not starting with 0',
  email: 'must be an e-mail address, such as contact@example.in',
  cin: 'must be a CIN: 21 characters, such as U66190MH2024PTC123456',
  llpin: 'must be an LLPIN: three letters, a hyphen and four digits, such as AAB-1234',
  noNumber: 'must be null: a partnership firm or a proprietor has no CIN or LLPIN',
  text: 'must be a text that is not empty',
  year: 'must be a year between 1900 and 2100',
  symbol: 'must be a TradingView symbol such as BSE:SENSEX|1D (exchange, a colon, the ticker, optionally | and an interval)',
  id: 'must be lower-case letters, digits and hyphens, such as hdfc',
  repo: 'must be a GitHub repository written owner/name, such as arthavidya/website',
  contactEndpoint: `must be null, ${CONTACT_API_PATH} or a form service's https:// address`,
  whatsapp: 'must be "same as phone", another E.164 number (+919876543210), or empty to hide the WhatsApp button',
} as const;

type Https = `https://${string}`;
type IsoDate = `${number}-${number}-${number}`;

/**
 * Each format's pattern and rule, keyed by its schema: the editor at /admin/ (lib/data/cmsConfig.ts) gives
 * its fields the same patterns, so the browser refuses what the build would. The patterns carry no
 * flags, as the editor's are plain strings.
 */
export const FORMATS = new Map<z.ZodType, { pattern: RegExp; rule: string }>();
const withFormat = <S extends z.ZodType>(schema: S, re: RegExp, rule: string): S => {
  FORMATS.set(schema, { pattern: re, rule });
  return schema;
};

// The editor at /admin/ writes a field the firm has emptied as "": where the schema lets a field be
// null or left out, an empty text means just that.
const orNull = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? null : v), schema.nullable());
const orAbsent = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const text = z.string({ error: RULES.text }).refine((v) => v.trim() !== '', { error: RULES.text });
const pattern = (re: RegExp, rule: string) => withFormat(z.string({ error: rule }).regex(re, { error: rule }), re, rule);
const HTTPS = /^https:\/\/[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}(?::\d+)?(?:\/\S*)?$/;
const ORIGIN = /^https:\/\/[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}(?::\d+)?$/;
// The shape of a date; the schema also asks for a day of the calendar, which no pattern can say.
const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A string with a template-literal type: the pages' types (`https://${string}`, IsoDate) stay as precise as before.
const literal = <T extends string>(re: RegExp, test: (v: string) => boolean, rule: string) =>
  withFormat(
    z.custom<T>((v) => typeof v === 'string' && re.test(v) && test(v), { error: rule }),
    re,
    rule,
  );

export const httpsUrl = literal<Https>(HTTPS, () => true, RULES.https);
const origin = literal<Https>(ORIGIN, () => true, RULES.origin);
/** YYYY-MM-DD that is a day of the calendar (not 2027-02-30). */
export const isoDate = literal<IsoDate>(DAY, (v) => calendarDay(v) !== null, RULES.isoDate);
// AMFI's ARN: "ARN-" and the number AMFI issued (the spec's ARN-000000 has six digits; older ones fewer).
export const arnNumber = pattern(/^ARN-\d{1,6}$/, RULES.arn);
// AMFI's EUIN: the letter E and six digits (E123456).
export const euin = pattern(/^E\d{6}$/, RULES.euin);
// IRDAI numbers differ by kind of registration (a corporate agent's CA0123, a broker's licence number,
// an insurer's agent code): the rule admits them all, and refuses spaces, lower case and stray signs.
// At least one digit (the lookahead): "CA" alone is no number.
export const irdaiNumber = pattern(/^(?=\D*\d)[A-Z0-9]+(?:[/-][A-Z0-9]+)*$/, RULES.irdaiNumber);
// E.164: "+", a country code and the subscriber number, at most 15 digits (ITU-T E.164).
// India Post's PIN code: six digits, the first (the postal region) 1 to 9.
export const pincode = pattern(/^[1-9]\d{5}$/, RULES.pincode);
const email = withFormat(z.email({ error: RULES.email }), z.regexes.email, RULES.email);
const year = z.number({ error: RULES.year }).int({ error: RULES.year }).min(1900, { error: RULES.year }).max(2100, { error: RULES.year });
const id = pattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, RULES.id);

const E164 = /^\+[1-9]\d{7,14}$/;
export const e164 = pattern(E164, RULES.e164);

/**
 * The firm's WhatsApp: most firms chat on their phone number, and a value copied from it goes stale
 * the day the phone changes. "same as phone" follows the phone (whatsappNumber); a different number
 * is written out.
 */
export const SAME_AS_PHONE = 'same as phone';
const whatsapp = pattern(new RegExp(`^(?:${SAME_AS_PHONE}|${E164.source.slice(1, -1)})$`), RULES.whatsapp);

/** The number the WhatsApp button opens, or null when the firm shows none. */
export function whatsappNumber(firm: { whatsapp: string | null; phone: { e164: string } }): string | null {
  if (firm.whatsapp === null) return null;
  return firm.whatsapp === SAME_AS_PHONE ? firm.phone.e164 : firm.whatsapp;
}
const digits = (v: string) => v.replace(/\D/g, '');
// A wrong e164 is reported on its own; the display is compared with a well-formed one only.
const phone = z
  .strictObject({ display: text, e164 })
  .refine((p) => !E164.test(p.e164) || digits(p.display) === digits(p.e164), { error: RULES.phoneDisplay, path: ['display'] });

/**
 * The fields of this file that shipped with sample values, each with its value's fingerprint
 * ("arn.number 88f8e52b", lib/data/dataFile.ts, sampleFields): npm run check:release lists those whose
 * value is unchanged. A field without a fingerprint is a sample until its line is deleted.
 */
const sample = z.array(text).default([]);

// Which of the two a number must be depends on the kind; the editor's pattern admits either.
const registrationNumber = withFormat(
  z.string(),
  new RegExp(`^(?:${CIN.source.slice(1, -1)}|${LLPIN.source.slice(1, -1)})$`),
  `${RULES.cin}, or ${RULES.llpin}`,
);
const legalEntity = z
  .strictObject({ name: text, kind: z.enum(LEGAL_ENTITY_KINDS), registrationNumber: orNull(registrationNumber) })
  .superRefine((entity, ctx) => {
    const expected = registrationNumberName(entity.kind);
    const number = entity.registrationNumber;
    const wrong = (rule: string) => ctx.addIssue({ code: 'custom', message: rule, path: ['registrationNumber'] });
    if (expected === null && number !== null) wrong(RULES.noNumber);
    else if (expected === 'CIN' && (number === null || !isCin(number))) wrong(RULES.cin);
    else if (expected === 'LLPIN' && (number === null || !isLlpin(number))) wrong(RULES.llpin);
  });

/** content/firm.yml: the firm's identity, registrations, contacts and switches. */
const firmFileSchema = z.strictObject({
  sample,
  name: text,
  shortName: text,
  phone,
  /** The firm's WhatsApp number; null hides WhatsApp. */
  whatsapp: orNull(whatsapp),
  email,
  address: z.strictObject({
    line1: text,
    line2: orAbsent(text),
    locality: text,
    city: text,
    state: text,
    pincode,
    country: z.literal('India'),
  }),
  showTestimonials: z.boolean(),
  copyrightYear: year,
  takesNewInvestorIncentive: z.boolean(),
  grievanceOfficer: z.strictObject({ name: text, email, phone }),
  legalEntity,
  arn: z.strictObject({ number: arnNumber, validTill: isoDate }),
  insurance: z.strictObject({
    kind: z.enum(['Individual agent', 'POSP', 'Corporate agent', 'Insurance broker']),
    // IRDAI (Registration of Corporate Agents) Regulations, 2015: life, general or health, or all three.
    category: z.enum(['Life', 'General', 'Health', 'Composite']),
    principalOfficer: text,
    number: irdaiNumber,
    insurers: z.array(text).min(1),
    validTill: isoDate,
  }),
  /**
   * The company's latest annual return (form MGT-7 or MGT-7A) on the web: section 92(3) of the Companies
   * Act, 2013 asks a company with a website to place it there. Absent hides the footer's link, and
   * `npm run check:release` lists it as missing for a company.
   */
  annualReturnUrl: orAbsent(httpsUrl),
});

/**
 * content/settings.yml: what whoever set the site up chose once (its address, hosts, endpoints, the
 * editor's repository), apart from the firm's own details so the office manager's form holds only
 * those. A file of its own, not a second collection on content/firm.yml: two collections saving one
 * file each rewrite it in their own field order.
 */
const settingsFileSchema = z.strictObject({
  sample,
  url: origin,
  loginProvider: origin,
  passwordResetUrl: orNull(httpsUrl),
  webHost: text,
  contactFormEndpoint: orNull(
    withFormat(
      z.union([z.literal(CONTACT_API_PATH), httpsUrl], { error: RULES.contactEndpoint }),
      new RegExp(`^${CONTACT_API_PATH.replace(/[/.]/g, '\\$&')}$|${HTTPS.source}`),
      RULES.contactEndpoint,
    ),
  ),
  webVitalsEndpoint: orNull(httpsUrl),
  /** The editor at /admin/: the repository it commits to, and the OAuth client that signs the firm in to GitHub. */
  editor: z.strictObject({
    repo: pattern(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, RULES.repo),
    authBaseUrl: orNull(origin),
  }),
});

/** content/people.yml: everyone who deals with clients, with the EUIN AMFI issued to them. */
const peopleFileSchema = z.strictObject({
  sample,
  people: z.array(z.strictObject({ name: text, euin, role: text })).min(1),
});

/** content/fund-houses.yml: the fund houses whose schemes the firm distributes. */
const fundHousesFileSchema = z.strictObject({
  sample,
  fundHouses: z.array(z.strictObject({ id, name: text, href: httpsUrl, logoAlt: orAbsent(text) })).min(1),
});

const testimonialWords = { name: text, jobTitle: text, quote: text, photoAlt: text };
const englishTestimonial = z.strictObject(testimonialWords);
// `translated`: the words are a translation of what the client said in English, and say so.
const translatedTestimonial = z.strictObject({ ...testimonialWords, translated: z.boolean() });
type TestimonialByLocale = { [L in Locale]: L extends typeof DEFAULT_LOCALE ? typeof englishTestimonial : typeof translatedTestimonial };
const testimonialByLocale = Object.fromEntries(
  LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? englishTestimonial : translatedTestimonial]),
) as TestimonialByLocale;

/** content/testimonials.yml: each client's words in every language of the locale table, side by side. */
const testimonialsFileSchema = z.strictObject({
  sample,
  testimonials: z.array(z.strictObject({ photo: id, ...testimonialByLocale })),
});

/** content/links.yml: the home page's tool cards that lead to other sites. */
const linksFileSchema = z.strictObject({
  sample,
  features: z.strictObject({ 'download-form': httpsUrl, 'buy-mf-online': httpsUrl, 'pay-premium-online': httpsUrl }),
});

const symbols = z
  .array(z.strictObject({ symbol: pattern(/^[A-Z0-9_]+:[A-Z0-9_.!&-]+(?:\|\d+[DWM]?)?$/, RULES.symbol), label: text }))
  .min(1);
/** content/markets.yml: the market widget's symbols, and the label the widget shows for each. */
const marketsFileSchema = z.strictObject({ sample, home: symbols, global: symbols });

export type FirmFile = z.infer<typeof firmFileSchema>;
export type SettingsFile = z.infer<typeof settingsFileSchema>;
export type PeopleFile = z.infer<typeof peopleFileSchema>;
export type FundHousesFile = z.infer<typeof fundHousesFileSchema>;
export type TestimonialsFile = z.infer<typeof testimonialsFileSchema>;

/** Every data file and its schema: the build's data check and the release check read this list. */
export const DATA_FILES = {
  'content/firm.yml': firmFileSchema,
  'content/people.yml': peopleFileSchema,
  'content/fund-houses.yml': fundHousesFileSchema,
  'content/testimonials.yml': testimonialsFileSchema,
  'content/links.yml': linksFileSchema,
  'content/markets.yml': marketsFileSchema,
  'content/settings.yml': settingsFileSchema,
} as const;
export type DataFileName = keyof typeof DATA_FILES;

/** Where the pictures the data names live in public/: a fund house's wordmark and a client's portrait. */
export const pictureOf = {
  fundHouse: (id: string) => `/images/partners/${id}.svg` as const,
  testimonial: (id: string) => `/images/testimonials/${id}.svg` as const,
};

/** A line for each picture the data names and public/ lacks, so a new fund house or client without one fails the build. */
export function missingPictures(
  data: { fundHouses: FundHousesFile; testimonials: TestimonialsFile },
  exists: (publicPath: string) => boolean,
): string[] {
  const check = (file: DataFileName, field: string, id: string, path: string) =>
    exists(path) ? [] : [`${file}: ${field} "${id}" has no picture at public${path}`];
  return [
    ...data.fundHouses.fundHouses.flatMap((h, i) =>
      check('content/fund-houses.yml', `fundHouses[${i}].id`, h.id, pictureOf.fundHouse(h.id)),
    ),
    ...data.testimonials.testimonials.flatMap((t, i) =>
      check('content/testimonials.yml', `testimonials[${i}].photo`, t.photo, pictureOf.testimonial(t.photo)),
    ),
  ];
}
