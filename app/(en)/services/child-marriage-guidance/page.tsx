import { LegacyRedirect, legacyRedirectMetadata } from '@/components/services/LegacyRedirect';
import { legacyTarget } from '@/lib/pages/services';

// The page lived here until the compliance sign-off; the old slug put "child marriage" in the address
// bar, so it now lives at /services/childs-wedding/.
const target = legacyTarget('child-marriage-guidance');

export const metadata = legacyRedirectMetadata(target, 'en');

export default function LegacyPage() {
  return <LegacyRedirect to={target} locale="en" />;
}
