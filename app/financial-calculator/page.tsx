import { SipCalculator } from '@/components/calculators/SipCalculator';
import { ToolPage } from '@/components/calculators/ToolPage';
import { sipExplainer, sipFieldLabels, sipNotAdvice, sipWorkedExample } from '@/content/calculator';
import { routeFor } from '@/content/routes';
import { formatInr, formatInrWords } from '@/lib/format';
import { calculateSip, sipQuery, sipValueText } from '@/lib/sip';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/financial-calculator/');

export const metadata = pageMetadata(route);

export default function FinancialCalculatorPage() {
  const example = calculateSip(sipWorkedExample);
  const { amount, rate, years } = sipWorkedExample;
  const r = rate / 1200;
  const sentence =
    `${sipValueText('amount', amount)} for ${sipValueText('years', years)} at ${rate}% a year: r = ${rate} ÷ 12 ÷ 100 = ${r}, n = ${years} × 12 = ${years * 12}, ` +
    `so M = ${amount.toLocaleString('en-IN')} × [(1 + ${r})^${years * 12} − 1] ÷ ${r} × (1 + ${r}) = ${formatInr(example.maturity)}, ` +
    `about ${formatInrWords(example.maturity)}, from ${formatInr(example.invested, { paise: false })} invested.`;
  return (
    <ToolPage route={route} explainer={sipExplainer} example={{ sentence, query: sipQuery(sipWorkedExample) }} note={sipNotAdvice}>
      <SipCalculator labels={sipFieldLabels} />
    </ToolPage>
  );
}
