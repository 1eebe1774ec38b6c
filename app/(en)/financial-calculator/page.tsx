import { SipCalculatorIsland } from '@/components/tools/SipCalculatorIsland';
import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/content/routes';
import { toolPages } from '@/content/toolPages';
import { sip } from '@/content/tools';
import { pageMetadata } from '@/lib/seo';

const path = '/financial-calculator/';
const route = routeFor(path);

export const metadata = pageMetadata(route);

export default function FinancialCalculatorPage() {
  return <ToolPage route={route} {...toolPages[path]} calculator={<SipCalculatorIsland labels={sip.labels} />} />;
}
