import { LegacyRedirect, legacyRedirectMetadata } from '@/components/services/LegacyRedirect';
import { legacyTarget } from '@/lib/pages/services';

// The old footer linked here; the page now lives at /services/future-freedom-planning/.
const target = legacyTarget('financial-planning');

export const metadata = legacyRedirectMetadata(target, 'en');

export default function LegacyPage() {
  return <LegacyRedirect to={target} locale="en" />;
}
