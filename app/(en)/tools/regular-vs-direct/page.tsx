import { RegularVsDirectCalculatorIsland } from '@/components/tools/RegularVsDirectCalculatorIsland';
import { ToolPage } from '@/components/calculators/ToolPage';
import { trailCommissions } from '@/content/commissions';
import { routeFor } from '@/content/routes';
import { regularVsDirect as copy } from '@/content/tools';
import { toolPages } from '@/content/toolPages';
import { gapCategories } from '@/lib/regularVsDirect';
import { pageMetadata } from '@/lib/seo';

const path = '/tools/regular-vs-direct/';
const route = routeFor(path);

export const metadata = pageMetadata(route);

export default function RegularVsDirectPage() {
  const calculator = (
    <RegularVsDirectCalculatorIsland
      labels={copy.labels}
      modeLabels={copy.modes}
      categoryLabel={copy.categoryLabel}
      categories={gapCategories(trailCommissions)}
      disclosure={copy.disclosure}
    />
  );
  return <ToolPage route={route} {...toolPages[path]} calculator={calculator} />;
}
