import { StepUpSipCalculatorIsland } from '@/components/tools/StepUpSipCalculatorIsland';
import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/content/routes';
import { stepUpSip } from '@/content/tools';
import { toolPages } from '@/content/toolPages';
import { pageMetadata } from '@/lib/seo';

const path = '/tools/step-up-sip/';
const route = routeFor(path);

export const metadata = pageMetadata(route);

export default function StepUpSipPage() {
  return <ToolPage route={route} {...toolPages[path]} calculator={<StepUpSipCalculatorIsland labels={stepUpSip.labels} />} />;
}
