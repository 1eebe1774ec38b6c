import { hindiRequest, validRequest } from './requests.fixture';
import { buildMailto, contactEmail, contactMailto, contactRequestText } from './draft';
import { wordsFor } from '@/lib/i18n/words';

// The drafts the visitor sends (email app, WhatsApp) are labelled in the page's language.
const draft = wordsFor('en').contact.draft;
const hindiDraft = wordsFor('hi').contact.draft;

const valid = validRequest;

describe('mailto', () => {
  it('encodes line breaks as CRLF and every reserved character', () => {
    const url = buildMailto({ to: 'contact@example.com', subject: 'Q&A? 100% #1 + more', body: 'Line one\nLine two\r\nLine = three' });
    expect(url).toBe(
      'mailto:contact@example.com?subject=Q%26A%3F%20100%25%20%231%20%2B%20more&body=Line%20one%0D%0ALine%20two%0D%0ALine%20%3D%20three',
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get('subject')).toBe('Q&A? 100% #1 + more');
    expect(parsed.searchParams.get('body')).toBe('Line one\r\nLine two\r\nLine = three');
  });

  it('keeps non-ASCII text (Hindi, the rupee sign) intact', () => {
    const url = buildMailto({ to: 'contact@example.com', body: 'नमस्ते ₹5,000' });
    expect(decodeURIComponent(url.split('body=')[1] ?? '')).toBe('नमस्ते ₹5,000');
  });

  it('leaves out what is not given', () => {
    expect(buildMailto({ to: 'contact@example.com' })).toBe('mailto:contact@example.com');
    expect(buildMailto({ to: 'contact@example.com', subject: 'Hi' })).toBe('mailto:contact@example.com?subject=Hi');
  });

  it('turns a request into a subject and a readable body', () => {
    const { subject, body } = contactEmail({ ...valid, message: 'Line 1\nLine 2 & more' }, 'en', draft);
    const { labels } = draft;
    expect(subject).toBe(`${draft.subject}: Mutual Funds`);
    expect(body).toBe(
      `${labels.name}: Asha Rao\n${labels.email}: asha.rao@example.co.in\n${labels.phone}: +91 98765 43210\n${labels.service}: Mutual Funds\nLanguage: English\n\n${labels.message}:\nLine 1\nLine 2 & more`,
    );
    expect(contactEmail({ ...valid, service: '' }, 'en', draft).subject).toBe(`${draft.subject}: ${draft.generalEnquiry}`);
    // A call-back request (name and phone only) still reads as one.
    expect(contactRequestText({ ...valid, email: '', service: '', message: '' }, 'en', draft)).toBe(
      `${labels.name}: Asha Rao\n${labels.email}: ${draft.notGiven}\n${labels.phone}: +91 98765 43210\n${labels.service}: ${draft.notSpecified}\nLanguage: English\n\n${labels.message}:\n${draft.noMessage}`,
    );
    const url = new URL(contactMailto('contact@example.com', valid, 'en', draft));
    expect(url.pathname).toBe('contact@example.com');
    expect(url.searchParams.get('body')).toContain('Message:\r\nI would like to start a SIP');
  });
});

describe('the language of the request, in every way it reaches the firm', () => {
  // The visitor's own words, in Hindi, go unchanged; the field names stay English for the firm's staff.

  it('names English or Hindi in the written-out request (email and WhatsApp), labelled in the page’s language', () => {
    expect(contactRequestText(valid, 'en', draft)).toContain('\nLanguage: English\n');
    const { labels } = hindiDraft;
    expect(contactRequestText(hindiRequest, 'hi', hindiDraft)).toBe(
      `${labels.name}: आशा राव\n${labels.email}: ${hindiDraft.notGiven}\n${labels.phone}: 98765 43210\n${labels.service}: Mutual Funds\nLanguage: Hindi\n\n${labels.message}:\nमुझे अपनी बेटी के लिए SIP शुरू करनी है।`,
    );
    expect(contactRequestText({ ...hindiRequest, service: '', message: '' }, 'hi', hindiDraft)).toContain(
      `${labels.service}: ${hindiDraft.notSpecified}\nLanguage: Hindi\n\n${labels.message}:\n${hindiDraft.noMessage}`,
    );
  });

  it('labels a Hindi draft in Hindi and an English one in English: no English label but the language line', () => {
    const hindiText = contactRequestText({ ...hindiRequest, service: '', message: '' }, 'hi', hindiDraft);
    for (const word of [...Object.values(draft.labels), draft.notGiven, draft.notSpecified, draft.noMessage])
      expect(hindiText).not.toContain(word);
    // Every line but the firm's language line, the blank one and the service's English name is Devanagari-led.
    const englishLines = hindiText.split('\n').filter((line) => /^[A-Za-z]/.test(line));
    expect(englishLines).toEqual(['Language: Hindi']);
    const englishText = contactRequestText({ ...valid, email: '', service: '', message: '' }, 'en', draft);
    expect(englishText).not.toMatch(/[\u0900-\u097F]/);
  });

  it('names it in the mailto: body, the email fallback, with a subject in the page’s language', () => {
    const body = new URL(contactMailto('contact@example.com', hindiRequest, 'hi', hindiDraft)).searchParams.get('body') ?? '';
    expect(body).toContain('\r\nLanguage: Hindi\r\n');
    expect(body).toContain(`${hindiDraft.labels.name}: आशा राव`);
    expect(body).toContain('मुझे अपनी बेटी के लिए SIP शुरू करनी है।');
    expect(contactEmail(hindiRequest, 'hi', hindiDraft).subject).toBe(`${hindiDraft.subject}: Mutual Funds`);
    expect(contactEmail({ ...hindiRequest, service: '' }, 'hi', hindiDraft).subject).toBe(
      `${hindiDraft.subject}: ${hindiDraft.generalEnquiry}`,
    );
  });
});
