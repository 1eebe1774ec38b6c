'use client';

import { use, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { loadOnce } from '@/lib/embeds/loadOnce';

/** What a live island is given besides its props: the exported HTML it replaces, to carry over what the visitor did there. */
export type FromHtml = { html?: HTMLElement | undefined };

type Swap<P> = { Live: ComponentType<P & FromHtml>; html: HTMLElement };

const noSubscription = () => () => {};
const FIRST_USE = ['focusin', 'pointerover', 'touchstart'] as const;

/**
 * An island whose code is not in the page's JavaScript, for pages held to the content pages' budget
 * (the library's topics): lazyTool (components/tools/) costs about 1.6 KB gzipped on the page, this
 * about a third of that, because it waits for the visitor only (a pointer over it, a touch, focus),
 * never for the viewport, and leaves carrying over what was done in the HTML to the live island (its
 * `html` prop, read while rendering, before React replaces it). The exported HTML has the island
 * rendered in full (the server imports it); the page hydrates an empty box over that HTML.
 */
export function onFirstUse<P extends object>(load: () => Promise<ComponentType<P & FromHtml>>): ComponentType<P> {
  // One request, whoever asks (React's use() needs the same promise on every render); a failure is forgotten.
  const fetchIsland = loadOnce(load);

  return function FirstUse(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // True only while hydrating exported HTML; kept, since the store reports false right after.
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const [overHtml] = useState(hydrating);
    const [swap, setSwap] = useState<Swap<P> | null>(null);

    useEffect(() => {
      const html = box.current;
      if (!overHtml || swap || !html) return;
      // A failed fetch (offline) leaves the HTML, and the next use tries again.
      const start = () =>
        void fetchIsland().then(
          (Live) => setSwap((current) => current ?? { Live, html }),
          () => {},
        );
      for (const type of FIRST_USE) html.addEventListener(type, start, { passive: true });
      return () => {
        for (const type of FIRST_USE) html.removeEventListener(type, start);
      };
    }, [overHtml, swap]);

    if (swap) {
      return (
        <div ref={box}>
          <swap.Live {...props} html={swap.html} />
        </div>
      );
    }
    // On the server `overHtml` is true too, but there the island renders in full, into the HTML.
    if (overHtml && typeof window !== 'undefined')
      return <div ref={box} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    // After a client-side navigation there is no HTML to keep: the page waits for the code.
    const Island = fetchIsland.loaded() ?? use(fetchIsland());
    return (
      <div ref={box}>
        <Island {...props} />
      </div>
    );
  };
}
