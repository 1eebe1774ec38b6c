import { RetirementCalculator } from '@/components/calculators/RetirementCalculator';
import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/content/routes';
import { retirement as copy } from '@/content/tools';
import { formatInr } from '@/lib/format';
import { writeQueryFields } from '@/lib/numberField';
import { RETIREMENT_FIELDS, retirement } from '@/lib/retirement';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/tools/retirement/');

export const metadata = pageMetadata(route);

export default function RetirementPage() {
  const { age, retireAt, lifeTo, expense, inflation, preRate, postRate } = copy.example;
  const result = retirement(copy.example);
  const rupees = (n: number) => formatInr(n, { paise: false });
  const sentence = `At ${age}, retiring at ${retireAt} and planning until ${lifeTo}, with expenses of ${rupees(expense)} a month today and prices rising ${inflation}% a year: expenses reach ${rupees(result.monthlyExpenseAtRetirement)} a month at ${retireAt}. Earning ${postRate}% a year in retirement (a real rate of ${(result.realRate * 100).toFixed(2)}%), ${result.yearsInRetirement} years of them need a corpus of ${rupees(result.corpus)}. At ${preRate}% a year before retirement, a monthly SIP of ${rupees(result.monthlySip)} or a lumpsum of ${rupees(result.lumpsum)} today could build it.`;
  return (
    <ToolPage route={route} explainer={copy.explainer} example={{ sentence, query: writeQueryFields(RETIREMENT_FIELDS, copy.example) }}>
      <RetirementCalculator labels={copy.labels} />
    </ToolPage>
  );
}
