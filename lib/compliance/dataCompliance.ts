// The compliance rules (content/complianceRules.ts) applied to the texts of the firm's data files, so
// an edit made in the editor at /admin/ that promises a return ("guaranteed returns") stops the
// build's first step, naming the file and the field, before any page is built. check:compliance
// still reads every built page; this is the earlier, more precise of the two.
import type { ComplianceRule } from '@/content/complianceRules';
import { findViolations, rulesInScope } from './complianceText';
import { formatPath, readYaml, stringsIn } from '../data/dataFile';

/** One line per phrase a data file's text may not say: "<file>:<line>: <field> "<phrase>" (<rule>): <why>". */
export function dataFileComplianceProblems(file: string, text: string, rules: readonly ComplianceRule[]): string[] {
  const { doc, lines } = readYaml(file, text);
  const textRules = rulesInScope(rules, 'text');
  return stringsIn(doc, lines).flatMap(({ path, value, line }) =>
    findViolations(value, textRules).map((v) => `${file}:${line}: ${formatPath(path)} "${v.phrase}" (${v.ruleId}): ${v.why}`),
  );
}
