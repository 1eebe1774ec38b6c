import type { ContactValues } from './rules';

// The requests the contact modules' tests send: one in English that passes every rule, and one in Hindi
// as a visitor types it (no e-mail, a local phone number), shared so the three test files agree.

export const validRequest: ContactValues = {
  name: 'Asha Rao',
  email: 'asha.rao@example.co.in',
  phone: '+91 98765 43210',
  service: 'Mutual Funds',
  message: 'I would like to start a SIP for my daughter.',
};

export const hindiRequest: ContactValues = {
  name: 'आशा राव',
  email: '',
  phone: '98765 43210',
  service: 'Mutual Funds',
  message: 'मुझे अपनी बेटी के लिए SIP शुरू करनी है।',
};
