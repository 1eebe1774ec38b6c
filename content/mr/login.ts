import type { LoginText } from '../login';

// The login page in Marathi: the same keys as content/en/login.ts, checked by LoginText. The English
// "secure" portal is the provider's HTTPS portal; Marathi keeps "सुरक्षित" for warnings only, so the
// note names the portal without it.
export const loginText: LoginText = {
  subtitle: 'तुमचा डॅशबोर्ड पाहण्यासाठी लॉग इन करा',
  usernameLabel: 'ई-मेल',
  usernamePlaceholder: 'you@example.com',
  passwordLabel: 'पासवर्ड',
  showPassword: 'पासवर्ड दाखवा',
  forgotPassword: 'पासवर्ड विसरलात?',
  submit: 'लॉग इन करा',
  submitTitle: 'साइन इन करा',
  note: 'तुमचा ई-मेल आणि पासवर्ड थेट {host} कडे जातात, हे आमच्या बॅक-ऑफिस सेवादात्याचे एनक्रिप्टेड क्लायंट पोर्टल आहे; ही साइट ते कधीही पाहत नाही. अजून क्लायंट नाही, किंवा मदत हवी आहे? {contact} किंवा {phone} वर फोन करा.',
  contactLink: 'आमच्याशी संपर्क साधा',
};
