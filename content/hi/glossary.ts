import type { RiskometerLevel } from '@/lib/riskProfile';
import type { Source } from '../complianceRules';

/**
 * The Hindi edition's words for the financial terms it uses, so every page says them one way. English
 * words Indians use stay, written as AMFI's Hindi pages (Mutual Funds Sahi Hai, /hi/) and the Hindi
 * business press write them, with the Hindi word in brackets at a page's first use (`firstUse`).
 * `avoid` lists spellings seen elsewhere that this site does not use: content/hi/glossary.test.ts
 * fails when one appears in content/hi/.
 */
export type GlossaryEntry = {
  english: string;
  hindi: string;
  firstUse?: string;
  avoid?: readonly string[];
  sources: readonly Source[];
};

const AMFI_RISKOMETER_HI: Source = {
  title: 'Mutual Funds Sahi Hai (AMFI), Hindi: "रिस्क-ओ-मीटर क्या है और इसके अलग-अलग लेवल क्या हैं?"',
  url: 'https://d3bwt68e75fwv5.cloudfront.net/hi/what-risk-o-meter-and-what-are-different-levels',
};
const AMFI_RISK_INDICATORS_HI: Source = {
  title: 'Mutual Funds Sahi Hai (AMFI), Hindi: "म्यूचुअल फंड की स्कीम में कौन कौन से रिस्क इंडीकेटर्स होते हैं?"',
  url: 'https://d3bwt68e75fwv5.cloudfront.net/hi/what-are-indicators-risk-mutual-fund-scheme',
};
const NEWSBYTES_SIP: Source = {
  title: 'NewsBytes Hindi, "SIP शुरू या बंद करने से पहले इन बातों का रखें ध्यान" (22 January 2026): "सिस्टमैटिक इन्वेस्टमेंट प्लान (SIP)"',
  url: 'https://hindi.newsbytesapp.com/news/business/keep-these-things-in-mind-before-starting-or-stopping-sip/story',
};
const MONEYCONTROL_SIP: Source = {
  title: 'Moneycontrol Hindi, SIP Calculator: "सिस्टमैटिक इन्वेस्टमेंट प्लान (SIP)"',
  url: 'https://hindi.moneycontrol.com/news/your-money/sip-calculator-how-rs-5000-monthly-investment-grows-into-rs-25-lakh-fund-2121242.html/amp',
};
const NAV_HI: Source = {
  title: 'Moneykhabar wiki, "NAV": "म्यूचुअल फंड का NAV or Net Asset Value फंड की एक यूनिट की कीमत है"',
  url: 'https://moneykhabar.in/wiki/nav',
};

export const glossary: readonly GlossaryEntry[] = [
  { english: 'mutual fund', hindi: 'म्यूचुअल फंड', avoid: ['म्युचुअल', 'म्यूच्यूअल', 'म्युच्युअल'], sources: [AMFI_RISKOMETER_HI] },
  {
    english: 'SIP',
    hindi: 'SIP',
    firstUse: 'SIP (सिस्टमैटिक इन्वेस्टमेंट प्लान)',
    avoid: ['एसआईपी', 'व्यवस्थित निवेश योजना'],
    sources: [NEWSBYTES_SIP, MONEYCONTROL_SIP],
  },
  { english: 'lump sum', hindi: 'लम्पसम', firstUse: 'लम्पसम (एकमुश्त)', avoid: ['लंपसम', 'लमसम'], sources: [MONEYCONTROL_SIP] },
  { english: 'NAV', hindi: 'NAV', firstUse: 'NAV (नेट एसेट वैल्यू)', avoid: ['एनएवी', 'एन.ए.वी.'], sources: [NAV_HI] },
  { english: 'KYC', hindi: 'KYC', firstUse: 'KYC (अपने ग्राहक को जानें)', avoid: ['केवाईसी'], sources: [AMFI_RISK_INDICATORS_HI] },
  { english: 'riskometer', hindi: 'रिस्क-ओ-मीटर', avoid: ['रिस्कोमीटर', 'जोखिम-मीटर', 'जोखिममापी'], sources: [AMFI_RISKOMETER_HI] },
  {
    english: 'riskometer levels (Low … Very High)',
    hindi: 'लो रिस्क … वेरी हाई रिस्क (riskometerLevels below)',
    avoid: ['बहुत उच्च जोखिम', 'मध्यम रूप से उच्च जोखिम'],
    sources: [AMFI_RISKOMETER_HI],
  },
  { english: 'scheme', hindi: 'स्कीम', sources: [AMFI_RISK_INDICATORS_HI] },
  { english: 'nominee', hindi: 'नॉमिनी', avoid: ['नामिनी', 'नोमिनी'], sources: [AMFI_RISKOMETER_HI] },
  { english: 'risk', hindi: 'जोखिम', sources: [AMFI_RISKOMETER_HI] },
  { english: 'market', hindi: 'बाज़ार', sources: [AMFI_RISK_INDICATORS_HI] },
];

/**
 * The riskometer's six levels as AMFI's Hindi page writes them ("लो, लो से मॉडरेट, मॉडरेट, मॉडरेटली
 * हाई, हाई और वेरी हाई"; AMFI_RISKOMETER_HI), each with plain Hindi for where a page explains the scale.
 */
export const riskometerLevels: Readonly<Record<RiskometerLevel, { name: string; plain: string }>> = {
  Low: { name: 'लो रिस्क', plain: 'कम जोखिम' },
  'Low to Moderate': { name: 'लो से मॉडरेट रिस्क', plain: 'कम से मध्यम जोखिम' },
  Moderate: { name: 'मॉडरेट रिस्क', plain: 'मध्यम जोखिम' },
  'Moderately High': { name: 'मॉडरेटली हाई रिस्क', plain: 'मध्यम से ज़्यादा जोखिम' },
  High: { name: 'हाई रिस्क', plain: 'ज़्यादा जोखिम' },
  'Very High': { name: 'वेरी हाई रिस्क', plain: 'बहुत ज़्यादा जोखिम' },
};
