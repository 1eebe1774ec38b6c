'use client';

import { onFirstUse } from './onFirstUse';

/**
 * The library's search box: in the HTML in full (a form that leads to the glossary); its code arrives
 * when the visitor points at, touches or focuses it, and the index with MiniSearch on the box's first
 * focus (hooks/useLibrarySearch.ts). Its stylesheet is imported by the server component around it.
 */
export const SearchBoxIsland = onFirstUse(() => import('./SearchBox').then((m) => m.SearchBox));
