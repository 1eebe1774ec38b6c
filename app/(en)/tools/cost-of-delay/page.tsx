import { CostOfDelayCalculatorIsland } from '@/components/tools/CostOfDelayCalculatorIsland';
import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/content/routes';
import { costOfDelay } from '@/content/tools';
import { toolPages } from '@/content/toolPages';
import { pageMetadata } from '@/lib/seo';

const path = '/tools/cost-of-delay/';
const route = routeFor(path);

export const metadata = pageMetadata(route);

export default function CostOfDelayPage() {
  return <ToolPage route={route} {...toolPages[path]} calculator={<CostOfDelayCalculatorIsland labels={costOfDelay.labels} />} />;
}
