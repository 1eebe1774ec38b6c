import { RegularVsDirectCalculator } from '@/components/calculators/RegularVsDirectCalculator';
import { ToolPage } from '@/components/calculators/ToolPage';
import { trailCommissions } from '@/content/commissions';
import { routeFor } from '@/content/routes';
import { regularVsDirect as copy } from '@/content/tools';
import { formatInr } from '@/lib/format';
import { writeQueryFields } from '@/lib/numberField';
import { REGULAR_VS_DIRECT_FIELDS, gapCategories, regularVsDirect } from '@/lib/regularVsDirect';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/tools/regular-vs-direct/');

export const metadata = pageMetadata(route);

export default function RegularVsDirectPage() {
  const { amount, rate, years, gap } = copy.example;
  const result = regularVsDirect(copy.example);
  const rupees = (n: number) => formatInr(n, { paise: false });
  const sentence = `A SIP of ${rupees(amount)} a month for ${years} years: at ${rate}% a year the Direct Plan could grow to ${rupees(result.direct)}; a Regular Plan with an expense ratio ${gap} percentage points higher earns ${rate - gap}% and could grow to ${rupees(result.regular)}, ${rupees(result.difference)} less.`;
  return (
    <ToolPage
      route={route}
      explainer={copy.explainer}
      example={{ sentence, query: `mode=${copy.example.mode}&${writeQueryFields(REGULAR_VS_DIRECT_FIELDS, copy.example)}` }}
    >
      <RegularVsDirectCalculator
        labels={copy.labels}
        modeLabels={copy.modes}
        categoryLabel={copy.categoryLabel}
        categories={gapCategories(trailCommissions)}
        disclosure={copy.disclosure}
      />
    </ToolPage>
  );
}
