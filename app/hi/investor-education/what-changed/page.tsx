import { WhatChangedPage, whatChangedMetadata } from '@/components/pages/WhatChangedPage';

export const metadata = whatChangedMetadata('hi');

export default function Page() {
  return <WhatChangedPage locale="hi" />;
}
