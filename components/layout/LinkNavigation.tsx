'use client';

import { useFrameFallbacks } from '@/hooks/useFrameFallbacks';
import { useLinkNavigation } from '@/hooks/useLinkNavigation';

/**
 * The island of every page's document-wide listeners; it renders nothing. It makes every SiteLink on
 * the page open without a page load, and replaces a map the visitor opened that cannot load with its
 * message (one island rather than two on every page).
 */
export function LinkNavigation() {
  useLinkNavigation();
  useFrameFallbacks();
  return null;
}
