'use client';

import { createContext, use } from 'react';
import type { LoadErrorText } from '@/content/loadError';

// An edition's error boundary (app/[lang]/error.tsx) has no server parent to give it props, and one
// boundary serves every prefixed edition; the edition's layout hands it its three strings through this
// context instead, so a page carries its own language's words and no other's.
const LoadErrorWordsContext = createContext<LoadErrorText | null>(null);

/** Gives the error boundary under it the words of the page's language. */
export function LoadErrorWords({ words, children }: { words: LoadErrorText; children: React.ReactNode }) {
  return <LoadErrorWordsContext value={words}>{children}</LoadErrorWordsContext>;
}

/** The words the nearest LoadErrorWords gives, or null outside one. */
export function useLoadErrorWords(): LoadErrorText | null {
  return use(LoadErrorWordsContext);
}
