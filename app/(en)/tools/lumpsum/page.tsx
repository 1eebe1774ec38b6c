import { LumpsumCalculatorIsland } from '@/components/tools/LumpsumCalculatorIsland';
import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/content/routes';
import { lumpsum } from '@/content/tools';
import { toolPages } from '@/content/toolPages';
import { pageMetadata } from '@/lib/seo';

const path = '/tools/lumpsum/';
const route = routeFor(path);

export const metadata = pageMetadata(route);

export default function LumpsumPage() {
  return <ToolPage route={route} {...toolPages[path]} calculator={<LumpsumCalculatorIsland labels={lumpsum.labels} />} />;
}
