'use client';

import { useLinkNavigation } from '@/hooks/useLinkNavigation';

/** The island that makes every SiteLink on the page open without a page load; it renders nothing. */
export function LinkNavigation() {
  useLinkNavigation();
  return null;
}
