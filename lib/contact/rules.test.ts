import { validRequest } from './requests.fixture';
import {
  contactProblems,
  firstInvalidField,
  isValidEmail,
  MAX_FIELD_LENGTHS,
  passesPhonePattern,
  PHONE_PATTERN,
  readContactValues,
  validateContact,
  type ContactValues,
} from './rules';
import { phoneProblem } from '../phone';
import { wordsFor } from '@/lib/i18n/words';

// The messages come from content/ in the page's language; the rules are the same in both.
const words = wordsFor('en').contact.validation;
const hindiWords = wordsFor('hi').contact.validation;

const valid = validRequest;

describe('email', () => {
  it.each(['a@b.in', 'asha.rao@example.co.in', 'first+tag@mail.example.com', '  padded@example.com  ', "o'brien@example.ie"])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    '',
    'asha',
    'asha@',
    '@example.com',
    'asha@example',
    'asha@example.c',
    'asha rao@example.com',
    'asha@@example.com',
    'asha@example..com',
  ])('rejects "%s"', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('the no-JavaScript phone pattern', () => {
  // Lenient by design: it must never refuse a number the island (lib/phone.ts) accepts.
  const callable = [
    '98765 43210',
    '+91 98765-43210',
    '022 2266 1234',
    '(022) 2266-1234',
    '+971 50 123 4567',
    '0091 98200 12345',
    '00971501234567',
    // A Hindi or Tamil keyboard's digits are digits too.
    '९८७६५ ४३२१०',
    '+९१ ९८७६५-४३२१०',
    '௯௮௭௬௫ ௪௩௨௧௦',
  ];
  const refused = ['', '12345', 'call me', '98765 4321O', '+91 +98765 43210', '1'.repeat(18)];
  // Browsers anchor `pattern` and compile it with the v flag, which is stricter about escapes.
  const browser = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');

  it.each(callable)('lets "%s" through, as the island does', (phone) => {
    expect(browser.test(phone)).toBe(true);
    expect(passesPhonePattern(phone)).toBe(true);
    expect(phoneProblem(phone)).toBeUndefined();
  });
  it.each(refused)('stops "%s", which the island refuses too', (phone) => {
    expect(browser.test(phone)).toBe(false);
    expect(passesPhonePattern(phone)).toBe(false);
    if (phone) expect(phoneProblem(phone)).toBeDefined();
  });
});

describe('validateContact', () => {
  it('passes a complete request, with or without a service', () => {
    expect(validateContact(valid, phoneProblem, words)).toEqual({});
    expect(validateContact({ ...valid, service: '' }, phoneProblem, words)).toEqual({});
  });

  it('reports every empty required field, and the first one in form order: only the name and the phone are required', () => {
    const errors = validateContact({ name: ' ', email: '', phone: '', service: '', message: '   ' }, phoneProblem, words);
    expect(Object.keys(errors).sort()).toEqual(['name', 'phone']);
    expect(errors.name).toMatch(/full name/);
    expect(firstInvalidField(errors)).toBe('name');
  });

  it('says what a malformed value should look like', () => {
    const errors = validateContact({ ...valid, email: 'asha@example', phone: '12345' }, phoneProblem, words);
    expect(errors.email).toMatch(/name@example\.com/);
    expect(errors.phone).toBe(words.phone.tooShort);
    expect(firstInvalidField(errors)).toBe('phone');
  });

  it('asks the phone rule it is given about the trimmed number', () => {
    const seen: string[] = [];
    const errors = validateContact(
      { ...valid, phone: '  +971 50 123 4567 ' },
      (phone) => {
        seen.push(phone);
        return 'country';
      },
      words,
    );
    expect(seen).toEqual(['+971 50 123 4567']);
    expect(errors.phone).toBe(words.phone.country);
  });

  it('accepts a call-back request with only a name and a phone number', () => {
    expect(validateContact({ ...valid, email: '', message: '' }, phoneProblem, words)).toEqual({});
    expect(validateContact({ ...valid, message: 'Call me' }, phoneProblem, words)).toEqual({});
  });

  it('caps the message, as the textarea does', () => {
    expect(validateContact({ ...valid, message: 'word '.repeat(500) }, phoneProblem, words).message).toMatch(/under 2000/);
  });

  it('refuses tags, control characters and line breaks outside the message, and caps every field', () => {
    const errors = validateContact(
      {
        ...valid,
        name: 'Asha\nBcc: x@example.com',
        email: 'a\u0007@example.com',
        service: '<script>x</script>',
        message: 'Hi <b>there</b>',
      },
      phoneProblem,
      words,
    );
    expect(errors).toEqual({ name: words.characters, email: words.characters, service: words.characters, message: words.characters });
    expect(validateContact({ ...valid, message: 'Returns < 5%?\nCall after 6pm.' }, phoneProblem, words)).toEqual({});
    expect(contactProblems({ ...valid, name: 'a'.repeat(MAX_FIELD_LENGTHS.name + 1) }, phoneProblem)).toEqual({ name: 'tooLong' });
    expect(validateContact({ ...valid, name: 'a'.repeat(MAX_FIELD_LENGTHS.name + 1) }, phoneProblem, words).name).toBe(
      words.tooLong.replace('{max}', String(MAX_FIELD_LENGTHS.name)),
    );
  });

  it("gives the same verdicts in Hindi, in the Hindi page's words", () => {
    const values = { ...valid, name: '', email: 'asha@example', phone: '12345', message: 'word '.repeat(500) };
    const english = validateContact(values, phoneProblem, words);
    const hindi = validateContact(values, phoneProblem, hindiWords);
    expect(Object.keys(hindi)).toEqual(Object.keys(english));
    expect(hindi).toEqual({
      name: hindiWords.name,
      email: hindiWords.email,
      phone: hindiWords.phone.tooShort,
      message: hindiWords.messageTooLong.replace('{max}', '2000'),
    });
    expect(validateContact({ ...valid, phone: ' ' }, phoneProblem, hindiWords).phone).toBe(hindiWords.phoneMissing);
  });

  it('never changes what was typed', () => {
    const values = { ...valid, name: '  Asha  ' };
    const copy = { ...values };
    validateContact(values, phoneProblem, words);
    expect(values).toEqual(copy);
  });
});

it('reads the named fields from a form, treating missing ones as empty', () => {
  const data = new FormData();
  data.set('name', 'Asha');
  data.set('message', 'Hello');
  expect(readContactValues(data)).toEqual({ name: 'Asha', email: '', phone: '', service: '', message: 'Hello' });
});

describe('invisible and direction-changing characters', () => {
  const problemsOf = (values: Partial<ContactValues>) => contactProblems({ ...valid, ...values }, phoneProblem);

  it.each([
    ['a right-to-left override', 'Asha \u202Egnp.exe\u202C Rao'],
    ['a directional isolate', 'Asha \u2066Rao\u2069'],
    ['a zero-width space', 'As\u200Bha'],
    ['a left-to-right mark', 'Asha\u200E'],
    ['a line separator', 'Asha\u2028Rao'],
    ['a paragraph separator', 'Asha\u2029Rao'],
    ['a lone high surrogate', 'A\uD800B'],
    ['a lone low surrogate', 'A\uDC00B'],
    ['a joiner on its own', '\u200DAsha'],
  ])('refuses %s in every field that reaches the e-mail', (_, text) => {
    for (const field of ['name', 'email', 'service', 'message'] as const) {
      expect(problemsOf({ [field]: text })[field]).toBe('characters');
    }
  });

  it('keeps Hindi spelling with a joiner inside a word, and emoji (a surrogate pair)', () => {
    expect(problemsOf({ name: 'क्\u200Dष', message: 'नमस्ते 🙏' })).toEqual({});
  });

  it('refuses a name with no letter, in the words of an empty name', () => {
    for (const name of ['...', '123', '\u00A0\u00A0']) expect(problemsOf({ name }).name).toBe('required');
    expect(validateContact({ ...valid, name: '---' }, phoneProblem, words).name).toBe(words.name);
    expect(problemsOf({ name: 'आशा' })).toEqual({});
  });
});
