import { GoalCalculatorIsland } from '@/components/tools/GoalCalculatorIsland';
import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/content/routes';
import { goal } from '@/content/tools';
import { toolPages } from '@/content/toolPages';
import { pageMetadata } from '@/lib/seo';

const path = '/tools/goal/';
const route = routeFor(path);

export const metadata = pageMetadata(route);

export default function GoalPage() {
  return <ToolPage route={route} {...toolPages[path]} calculator={<GoalCalculatorIsland labels={goal.labels} presets={goal.presets} />} />;
}
