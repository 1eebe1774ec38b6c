import { LumpsumCalculator } from '@/components/calculators/LumpsumCalculator';
import { ToolPage } from '@/components/calculators/ToolPage';
import { routeFor } from '@/content/routes';
import { lumpsum as copy } from '@/content/tools';
import { formatInr } from '@/lib/format';
import { LUMPSUM_FIELDS, lumpsum } from '@/lib/lumpsum';
import { writeQueryFields } from '@/lib/numberField';
import { pageMetadata } from '@/lib/seo';

const route = routeFor('/tools/lumpsum/');

export const metadata = pageMetadata(route);

export default function LumpsumPage() {
  const { amount, rate, years } = copy.example;
  const result = lumpsum(copy.example);
  const rupees = (n: number) => formatInr(n, { paise: false });
  const sentence = `${rupees(amount)} for ${years} years at ${rate}% a year: A = ${amount.toLocaleString('en-IN')} × (1 + ${rate / 100})^${years} = ${rupees(result.maturity)}, of which ${rupees(result.gains)} is estimated gains.`;
  return (
    <ToolPage route={route} explainer={copy.explainer} example={{ sentence, query: writeQueryFields(LUMPSUM_FIELDS, copy.example) }}>
      <LumpsumCalculator labels={copy.labels} />
    </ToolPage>
  );
}
