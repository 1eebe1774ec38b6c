import { useCallback, useEffect, useState } from 'react';
import { loadOnce, type OnceLoader } from '@/lib/embeds/loadOnce';
import type { LoadedIndex, SerialisedIndex } from '@/lib/search/searchIndex';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed';

// One fetch per edition's index for the whole visit: a second box, or the same box after a client-side
// navigation to another topic, finds it loaded.
const loaders = new Map<string, OnceLoader<LoadedIndex>>();

function loaderFor(indexUrl: string): OnceLoader<LoadedIndex> {
  let loader = loaders.get(indexUrl);
  if (!loader) {
    loader = loadOnce(async () => {
      // The search code (MiniSearch and the folding rules) and the index arrive together, and only now.
      const [{ loadIndex }, response] = await Promise.all([import('@/lib/search/searchIndex'), fetch(indexUrl)]);
      if (!response.ok) throw new Error(`${indexUrl}: ${String(response.status)}`);
      return loadIndex((await response.json()) as SerialisedIndex);
    });
    loaders.set(indexUrl, loader);
  }
  return loader;
}

/**
 * The library's search for one edition: nothing is requested until `start()` (the box's first focus
 * or keystroke); a failed load is tried again on the next `start()`.
 */
export function useLibrarySearch(indexUrl: string): { status: SearchStatus; index: LoadedIndex | null; start(): void } {
  const [index, setIndex] = useState<LoadedIndex | null>(() => loaders.get(indexUrl)?.loaded() ?? null);
  const [status, setStatus] = useState<SearchStatus>(index ? 'ready' : 'idle');
  const start = useCallback(() => {
    if (status === 'loading' || status === 'ready') return;
    setStatus('loading');
    loaderFor(indexUrl)().then(
      (loaded) => {
        setIndex(loaded);
        setStatus('ready');
      },
      () => setStatus('failed'),
    );
  }, [indexUrl, status]);
  return { status, index, start };
}

/** The value once it has stayed the same for `delay` ms: a live region that speaks after typing pauses. */
export function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
