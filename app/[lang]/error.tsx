'use client';

import { LoadErrorBox } from '@/components/layout/LoadErrorBox';
import { useLoadErrorWords } from '@/components/layout/LoadErrorWords';

/**
 * The boundary of every edition under app/[lang]/ for what fails in the browser: see app/(en)/error.tsx.
 * Its words come from the edition's layout (LoadErrorWords), so this chunk holds no language's words.
 */
export default function ErrorBoundary() {
  const words = useLoadErrorWords();
  return words ? <LoadErrorBox words={words} /> : null;
}
