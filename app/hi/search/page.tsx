import { SearchPage, searchMetadata } from '@/components/search/SearchPage';

export const metadata = searchMetadata('hi');

export default function Page() {
  return <SearchPage locale="hi" />;
}
