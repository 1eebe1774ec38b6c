import { ToolsHubPage, toolsHubMetadata } from '@/components/pages/ToolsHubPage';

export const metadata = toolsHubMetadata('en');

export default function ToolsPage() {
  return <ToolsHubPage locale="en" />;
}
