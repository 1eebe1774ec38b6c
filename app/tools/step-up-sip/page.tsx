import { StepUpSipCalculator } from '@/components/calculators/StepUpSipCalculator';
import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/content/routes';
import { stepUpSip as copy } from '@/content/tools';
import { formatInr } from '@/lib/format';
import { INFLATION_FIELD } from '@/lib/fields';
import { writeQueryFields } from '@/lib/numberField';
import { pageMetadata } from '@/lib/seo';
import { STEP_UP_SIP_FIELDS, stepUpSip } from '@/lib/stepUpSip';

const route = routeFor('/tools/step-up-sip/');

export const metadata = pageMetadata(route);

export default function StepUpSipPage() {
  const { amount, rate, years, stepup } = copy.example;
  const result = stepUpSip(copy.example);
  const flat = stepUpSip({ ...copy.example, stepup: 0 });
  const rupees = (n: number) => formatInr(n, { paise: false });
  const sentence = `${rupees(amount)} a month to start, rising ${stepup}% every year, for ${years} years at ${rate}% a year: the instalments are ${result.schedule.map((row) => rupees(row.instalment)).join(', ')}, ${rupees(result.invested)} in all, and the value at the end is ${rupees(result.maturity)}. The same ${rupees(amount)} without a step-up would reach ${rupees(flat.maturity)}.`;
  return (
    <ToolPage
      route={route}
      explainer={copy.explainer}
      example={{ sentence, query: writeQueryFields({ ...STEP_UP_SIP_FIELDS, inflation: INFLATION_FIELD }, copy.example) }}
    >
      <StepUpSipCalculator labels={copy.labels} />
    </ToolPage>
  );
}
