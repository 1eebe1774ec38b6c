import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findViolations, rulesInScope } from '@/lib/compliance/complianceText';
import { marathiComplianceRules } from './complianceRules';

// Every string a Marathi module writes, one per line, as a page would show each block.
const folder = join(process.cwd(), 'content', 'mr');
const strings = readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !['glossary.ts', 'complianceRules.ts'].includes(name))
  .flatMap((name) => (readFileSync(join(folder, name), 'utf8').match(/'(?:[^'\\\n]|\\.)*'|`[^`]*`/gu) ?? []).map((s) => s.slice(1, -1)));

it('finds the Marathi words to check', () => {
  expect(strings.length).toBeGreaterThan(500);
});

// The names rule reads titles and headings only (the export's check knows which is which); here every
// string is read as page text.
it('passes every Marathi word the site writes', () => {
  const text = strings.filter((s) => /[\u0900-\u097f]/u.test(s)).join('\n');
  expect(findViolations(text, rulesInScope(marathiComplianceRules, 'text')).map((v) => `${v.ruleId}: ${v.sentence}`)).toEqual([]);
});

it.each([
  ['mr-advice', 'आम्ही तुम्हाला गुंतवणुकीचा सल्ला देतो.'],
  ['mr-financial-planning', 'आम्ही तुमचे आर्थिक नियोजन करतो.'],
  ['mr-promised-return', 'या योजनेत हमखास परतावा मिळतो.'],
  ['mr-promised-return', 'ही पूर्णपणे सुरक्षित गुंतवणूक आहे.'],
  ['mr-sebi-registered', 'आम्ही SEBI नोंदणीकृत वितरक आहोत.'],
  ['mr-planning-name', 'निवृत्ती नियोजन'],
])('%s catches "%s"', (ruleId, sentence) => {
  expect(findViolations(sentence, marathiComplianceRules).map((v) => v.ruleId)).toContain(ruleId);
});

it.each([
  'आम्ही गुंतवणूक सल्ला देत नाही.',
  'कोणत्याही परताव्याची हमी नाही.',
  'हमखास परताव्याचे आश्वासन देणाऱ्यांपासून सावध राहा.',
  'तुमच्या चार्टर्ड अकाउंटंटचा सल्ला घ्या.',
])('lets "%s" stand', (sentence) => {
  expect(findViolations(sentence, marathiComplianceRules)).toEqual([]);
});
