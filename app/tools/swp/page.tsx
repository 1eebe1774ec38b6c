import { SwpCalculator } from '@/components/calculators/SwpCalculator';
import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/content/routes';
import { swp as copy } from '@/content/tools';
import { formatInr } from '@/lib/format';
import { writeQueryFields } from '@/lib/numberField';
import { pageMetadata } from '@/lib/seo';
import { SWP_FIELDS, swp } from '@/lib/swp';

const route = routeFor('/tools/swp/');

export const metadata = pageMetadata(route);

export default function SwpPage() {
  const { corpus, withdrawal, rate, years } = copy.example;
  const result = swp(copy.example);
  const rupees = (n: number) => formatInr(n, { paise: false });
  const outcome =
    result.monthsLasting === null
      ? `the money lasts the whole ${years} years, ${rupees(result.withdrawn)} is withdrawn and ${rupees(result.balance)} is left`
      : `full withdrawals last ${result.monthsLasting} months and ${rupees(result.withdrawn)} is withdrawn in all`;
  const sentence = `${rupees(corpus)} invested, ${rupees(withdrawal)} withdrawn at the end of every month, at ${rate}% a year (a monthly rate of ${(result.monthlyRate * 100).toFixed(4)}%): ${outcome}.`;
  return (
    <ToolPage route={route} explainer={copy.explainer} example={{ sentence, query: writeQueryFields(SWP_FIELDS, copy.example) }}>
      <SwpCalculator labels={copy.labels} />
    </ToolPage>
  );
}
