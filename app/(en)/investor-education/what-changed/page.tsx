import { WhatChangedPage, whatChangedMetadata } from '@/components/pages/WhatChangedPage';

export const metadata = whatChangedMetadata('en');

export default function Page() {
  return <WhatChangedPage locale="en" />;
}
