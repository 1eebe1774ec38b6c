import { SearchPage, searchMetadata } from '@/components/search/SearchPage';

export const metadata = searchMetadata('en');

export default function Page() {
  return <SearchPage locale="en" />;
}
