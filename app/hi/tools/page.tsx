import { ToolsHubPage, toolsHubMetadata } from '@/components/pages/ToolsHubPage';

export const metadata = toolsHubMetadata('hi');

export default function ToolsPage() {
  return <ToolsHubPage locale="hi" />;
}
