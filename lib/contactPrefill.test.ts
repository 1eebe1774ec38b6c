import { services } from '@/lib/services';
import { discussService } from '@/content/questionnaires';
import { PREFILL_MESSAGE_MAX, contactPrefillHref } from './contactPrefill';

describe('contactPrefillHref', () => {
  it('puts the service slug and the message in the contact page’s query', () => {
    const href = contactPrefillHref('mutual-funds', 'My risk profile: Moderate (score 20 of 40).');
    expect(href.startsWith('/contact/?')).toBe(true);
    const params = new URLSearchParams(href.slice('/contact/?'.length));
    expect(params.get('service')).toBe('mutual-funds');
    expect(params.get('message')).toBe('My risk profile: Moderate (score 20 of 40).');
  });

  it('leads to the Hindi contact page from a Hindi page, with the same query', () => {
    const message = 'मेरी रिस्क प्रोफ़ाइल: मध्यम जोखिम';
    const href = contactPrefillHref('mutual-funds', message, '/hi/contact/');
    expect(href.startsWith('/hi/contact/?')).toBe(true);
    expect(href.slice('/hi/contact/'.length)).toBe(contactPrefillHref('mutual-funds', message).slice('/contact/'.length));
    expect(new URLSearchParams(href.split('?')[1]).get('message')).toBe(message);
  });

  it('cuts a very long message', () => {
    const params = new URLSearchParams(contactPrefillHref('mutual-funds', 'x'.repeat(5000)).split('?')[1]);
    expect(params.get('message')).toHaveLength(PREFILL_MESSAGE_MAX);
  });

  it('is only ever given services that exist', () => {
    const ids = services.map((s) => s.id as string);
    for (const slug of Object.values(discussService)) expect(ids).toContain(slug);
  });
});
