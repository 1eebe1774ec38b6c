import { SwpCalculatorIsland } from '@/components/tools/SwpCalculatorIsland';
import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/content/routes';
import { swp } from '@/content/tools';
import { toolPages } from '@/content/toolPages';
import { pageMetadata } from '@/lib/seo';

const path = '/tools/swp/';
const route = routeFor(path);

export const metadata = pageMetadata(route);

export default function SwpPage() {
  return <ToolPage route={route} {...toolPages[path]} calculator={<SwpCalculatorIsland labels={swp.labels} />} />;
}
