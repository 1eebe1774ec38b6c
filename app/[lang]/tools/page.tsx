import { ToolsHubPage, toolsHubMetadata } from '@/components/pages/ToolsHubPage';
import { editionLocale, type EditionRouteProps } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: EditionRouteProps) {
  return toolsHubMetadata(await editionLocale(params));
}

export default async function ToolsPage({ params }: EditionRouteProps) {
  const locale = await editionLocale(params);
  return <ToolsHubPage locale={locale} />;
}
