import { ToolsHubPage, toolsHubMetadata } from '@/components/pages/CalculatorPages';

export const metadata = toolsHubMetadata('hi');

export default function ToolsPage() {
  return <ToolsHubPage locale="hi" />;
}
