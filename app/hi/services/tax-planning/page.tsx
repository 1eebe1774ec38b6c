import { LegacyRedirect, legacyRedirectMetadata } from '@/components/services/LegacyRedirect';
import { legacyTarget } from '@/content/services';

// The Hindi twin of the old address, so the language switch on it leads somewhere.
const target = legacyTarget('tax-planning', 'hi');

export const metadata = legacyRedirectMetadata(target, 'hi');

export default function LegacyPage() {
  return <LegacyRedirect to={target} locale="hi" />;
}
