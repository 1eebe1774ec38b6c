import { RetirementCalculatorIsland } from '@/components/tools/RetirementCalculatorIsland';
import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/content/routes';
import { retirement } from '@/content/tools';
import { toolPages } from '@/content/toolPages';
import { pageMetadata } from '@/lib/seo';

const path = '/tools/retirement/';
const route = routeFor(path);

export const metadata = pageMetadata(route);

export default function RetirementPage() {
  return <ToolPage route={route} {...toolPages[path]} calculator={<RetirementCalculatorIsland labels={retirement.labels} />} />;
}
