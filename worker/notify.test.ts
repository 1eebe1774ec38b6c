import { describe, expect, test } from 'vitest';
import headersFile from '../public/_headers?raw';
import { digestMail, escapeHtml, leadMail } from './notify';
import { parseHeadersFile } from '../lib/build/headers';
import { API_HEADERS, clientKey, newReference, parseRequest } from './contact';
import type { StoredLead } from './contact';

const lead: StoredLead = {
  reference: 'KPR-482',
  name: 'Asha "A" Rao & Sons',
  phone: '+91 98765 43210',
  email: 'asha@example.com',
  service: '',
  message: 'Returns < 5%?\nCall after 6pm.',
  language: 'English',
  created_at: '2026-11-26T10:00:00.000Z',
};

test('the notification escapes every typed value in its HTML part and keeps the text part as typed', () => {
  const mail = leadMail(lead);
  expect(mail.html).toContain('Asha &quot;A&quot; Rao &amp; Sons');
  expect(mail.html).toContain('Returns &lt; 5%?<br>Call after 6pm.');
  expect(mail.html).not.toMatch(/Rao & Sons|< 5%/);
  expect(mail.text).toContain('Name: Asha "A" Rao & Sons');
  expect(mail.subject).toBe('Website request KPR-482: general enquiry (Asha "A" Rao & Sons)');
});

test('a subject never carries a line break, whatever a row holds', () => {
  expect(leadMail({ ...lead, name: 'A\r\nBcc: x@example.com' }).subject).not.toMatch(/[\r\n]/);
});

test('escapeHtml covers the five characters HTML gives meaning to', () => {
  expect(escapeHtml(`<script>alert('x')</script> & "`)).toBe('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;');
});

test('the digest lists each request of the day, or says there were none', () => {
  expect(digestMail([lead], '2026-11-26').text).toContain('KPR-482');
  expect(digestMail([], '2026-11-26').subject).toBe('Website requests on 2026-11-26: 0');
});

test('a reference is three letters without I or O, a hyphen and three digits', () => {
  for (let i = 0; i < 200; i += 1) expect(newReference()).toMatch(/^[A-HJ-NP-Z]{3}-\d{3}$/);
  expect(newReference(() => new Uint8Array([0, 1, 23, 0, 9, 19]))).toBe('ABZ-099');
});

test('parseRequest takes the form JSON and refuses anything else', () => {
  expect(parseRequest('{"name":" Asha ","phone":"98765 43210","language":"Hindi"}')).toEqual({
    values: { name: 'Asha', phone: '98765 43210', email: '', service: '', message: '' },
    language: 'Hindi',
    honeypot: '',
  });
  expect(parseRequest('{nope')).toEqual({ error: 'The body is not JSON.' });
  expect(parseRequest('[]')).toEqual({ error: 'The body is not a JSON object.' });
  expect(parseRequest('{"name":1,"language":"English"}')).toEqual({ error: '"name" must be a string.' });
  expect(parseRequest('{"name":"A","language":"French"}')).toHaveProperty('error');
});

test('the digest lists the requests whose e-mail was given up, with a count in its subject', () => {
  const mail = digestMail([], '2026-11-26', [lead]);
  expect(mail.subject).toBe('Website requests on 2026-11-26: 0; 1 not e-mailed');
  expect(mail.text).toContain('KPR-482');
  expect(mail.html).toContain('Asha &quot;A&quot; Rao');
});

describe('clientKey: whom the per-visitor limit counts', () => {
  test('an IPv6 address counts by its /64, whatever its spelling', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const spelling of [
      '2001:DB8:1:2::ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '[2001:db8:1:2:0:0:0:9]',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(clientKey(spelling)).toBe(key);
    }
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  test('IPv4 as is, an IPv4-mapped IPv6 address as its IPv4, junk as one shared "unknown"', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    for (const junk of [null, '', 'not-an-ip', '1::2::3', '2001:db8:1:2:3:4:5:6:7', '::ffff:999.1.1.1'])
      expect(clientKey(junk)).toBe('unknown');
  });
});

test('the API answers carry every security header public/_headers gives the pages, with the same values where they apply', () => {
  const site = parseHeadersFile(headersFile).find((r) => r.pattern === '/*')!;
  for (const [name, value] of site.headers) {
    if (name === 'Permissions-Policy') continue; // A JSON answer has no features to allow or deny.
    expect(API_HEADERS).toHaveProperty([name]);
    if (name !== 'Content-Security-Policy') expect(API_HEADERS[name]).toBe(value);
  }
  expect(API_HEADERS['Content-Security-Policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
});
