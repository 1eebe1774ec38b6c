'use client';

import { use, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useLoadTrigger } from '@/hooks/useLoadTrigger';

const noSubscription = () => () => {};

/**
 * A calculator or questionnaire whose code is not in the page's JavaScript. The exported HTML has the
 * tool rendered in full (the server imports it), and the page hydrates only an empty box over that
 * HTML, which React leaves as it is. The code is fetched when the tool nears the viewport or the
 * visitor reaches it (at once for a shared link); then the live tool replaces the HTML in one
 * commit, with the same markup, and whatever the visitor typed or picked meanwhile is replayed into it.
 * After a client-side navigation there is no HTML to keep: the navigation waits for the code.
 */
export function lazyTool<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let fetched: Promise<ComponentType<P>> | null = null;
  // The code once it has arrived, so that a later mount renders it at once instead of suspending.
  let arrived: ComponentType<P> | null = null;
  const fetchTool = (): Promise<ComponentType<P>> => {
    if (!fetched) {
      fetched = load();
      fetched.then(
        (tool) => {
          arrived = tool;
        },
        // A failed fetch (offline) leaves the HTML form, which still submits; a later trigger tries again.
        () => {
          fetched = null;
        },
      );
    }
    return fetched;
  };

  function LazyTool(props: P) {
    const boxRef = useRef<HTMLDivElement>(null);
    // True only while hydrating exported HTML; kept, since the store reports false right after.
    const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
    const [overHtml] = useState(hydrating);
    const [Live, setLive] = useState<ComponentType<P> | null>(() => arrived);
    const waiting = overHtml && Live === null;
    // The viewport, the visitor and a shared link can each ask; the HTML is replaced once.
    const started = useRef(false);
    // A button the visitor pressed in the HTML form (its index), pressed again in the live one.
    const pressed = useRef(-1);

    const activate = () => {
      if (started.current) return;
      started.current = true;
      // The replay of early input is needed only at the swap, so it comes with the tool's code.
      Promise.all([fetchTool(), import('./carryOver')])
        .then(([tool, { carryOver, snapshotForm }]) => {
          const box = boxRef.current;
          const snapshot = box ? snapshotForm(box) : null;
          // One synchronous commit: nothing the visitor does can fall between reading the HTML form and replacing it.
          flushSync(() => setLive(() => tool));
          if (snapshot && boxRef.current) carryOver(snapshot, boxRef.current, pressed.current);
        })
        .catch(() => {
          started.current = false;
        });
    };
    useLoadTrigger(boxRef, { rootMargin: '200px 0px', onInteraction: true, enabled: waiting }, activate);
    useEffect(() => {
      // A shared link computes on load, wherever the tool sits on the page.
      if (waiting && window.location.search) activate();
    });
    useEffect(() => {
      const box = boxRef.current;
      if (!waiting || !box) return;
      // Until the code is here, a press (Calculate, a preset, Enter in a box) is held for the live
      // form: the HTML form's own GET submit would reload the page and drop what was typed.
      const hold = (event: Event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (event.type === 'click' && !button) return;
        event.preventDefault();
        if (button) pressed.current = Array.from(box.querySelectorAll('button')).indexOf(button);
        activate();
      };
      box.addEventListener('click', hold, true);
      box.addEventListener('submit', hold, true);
      return () => {
        box.removeEventListener('click', hold, true);
        box.removeEventListener('submit', hold, true);
      };
    });

    if (Live) {
      return (
        <div ref={boxRef} key="live">
          <Live {...props} />
        </div>
      );
    }
    // On the server `waiting` is true too, but there the tool renders in full, into the HTML.
    if (waiting && typeof window !== 'undefined') return <div ref={boxRef} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    const Tool = arrived ?? use(fetchTool());
    return (
      <div ref={boxRef}>
        <Tool {...props} />
      </div>
    );
  }
  return LazyTool;
}
