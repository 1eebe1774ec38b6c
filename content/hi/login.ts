import type { LoginText } from '../login';

// The login page in Hindi: the same keys as content/en/login.ts, checked by LoginText.
export const loginText: LoginText = {
  subtitle: 'अपना डैशबोर्ड देखने के लिए लॉग इन करें',
  usernameLabel: 'ई-मेल',
  usernamePlaceholder: 'you@example.com',
  passwordLabel: 'पासवर्ड',
  showPassword: 'पासवर्ड दिखाएँ',
  forgotPassword: 'पासवर्ड भूल गए?',
  submit: 'लॉग इन करें',
  submitTitle: 'साइन इन करें',
  note: 'आपका ई-मेल और पासवर्ड सीधे {host} पर जाते हैं, जो हमारे बैक-ऑफ़िस प्रोवाइडर का सुरक्षित क्लाइंट पोर्टल है; यह साइट उन्हें कभी नहीं देखती। अभी क्लाइंट नहीं हैं, या मदद चाहिए? {contact} या {phone} पर कॉल करें।',
  contactLink: 'हमसे संपर्क करें',
};
