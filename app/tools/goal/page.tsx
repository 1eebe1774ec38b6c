import { GoalCalculator } from '@/components/calculators/GoalCalculator';
import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/content/routes';
import { goal as copy } from '@/content/tools';
import { formatInr } from '@/lib/format';
import { GOAL_FIELDS, goal } from '@/lib/goal';
import { writeQueryFields } from '@/lib/numberField';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/tools/goal/');

export const metadata = pageMetadata(route);

export default function GoalPage() {
  const { cost, years, inflation, rate } = copy.example;
  const result = goal(copy.example);
  const rupees = (n: number) => formatInr(n, { paise: false });
  const sentence = `A goal costing ${rupees(cost)} today, due in ${years} years, with prices rising ${inflation}% a year, costs ${rupees(result.futureCost)} by then. At an expected return of ${rate}% a year, a monthly SIP of ${rupees(result.monthlySip)} or a lumpsum of ${rupees(result.lumpsum)} invested today could reach it.`;
  return (
    <ToolPage route={route} explainer={copy.explainer} example={{ sentence, query: writeQueryFields(GOAL_FIELDS, copy.example) }}>
      <GoalCalculator labels={copy.labels} presets={copy.presets} />
    </ToolPage>
  );
}
