import { CostOfDelayCalculator } from '@/components/calculators/CostOfDelayCalculator';
import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/content/routes';
import { costOfDelay as copy } from '@/content/tools';
import { COST_OF_DELAY_FIELDS, costOfDelay } from '@/lib/costOfDelay';
import { formatInr } from '@/lib/format';
import { writeQueryFields } from '@/lib/numberField';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/tools/cost-of-delay/');

export const metadata = pageMetadata(route);

export default function CostOfDelayPage() {
  const { amount, rate, years, delay } = copy.example;
  const result = costOfDelay(copy.example);
  const rupees = (n: number) => formatInr(n, { paise: false });
  const sentence = `${rupees(amount)} a month at ${rate}% a year, started now for ${years} years, could grow to ${rupees(result.now)}. Started ${delay === 1 ? '1 year' : `${delay} years`} later and stopped on the same date, it could reach ${rupees(result.later)}: the delay costs ${rupees(result.cost)}, though only ${rupees(result.investedNow - result.investedLater)} less is invested.`;
  return (
    <ToolPage route={route} explainer={copy.explainer} example={{ sentence, query: writeQueryFields(COST_OF_DELAY_FIELDS, copy.example) }}>
      <CostOfDelayCalculator labels={copy.labels} />
    </ToolPage>
  );
}
