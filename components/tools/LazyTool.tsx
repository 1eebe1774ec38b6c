'use client';

import { use, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useLoadTrigger } from '@/hooks/useLoadTrigger';
import { loadOnce } from '@/lib/embeds/loadOnce';
import type { FormSnapshot } from './carryOver';

type CarryOver = typeof import('./carryOver');

const noSubscription = () => () => {};

/**
 * A calculator or questionnaire whose code is not in the page's JavaScript. The exported HTML has the
 * tool rendered in full (the server imports it), and the page hydrates only an empty box over that
 * HTML, which React leaves as it is. The code is fetched when the tool nears the viewport or the
 * visitor reaches it (at once for a shared link); then the live tool replaces the HTML in one
 * commit, with the same markup, and whatever the visitor typed, picked or pressed meanwhile is
 * replayed into it. After a client-side navigation there is no HTML to keep: the navigation waits
 * for the code.
 */
export function lazyTool<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // Fetched once, whoever asks; a failed fetch (offline) leaves the HTML form and a later trigger tries again.
  const fetchTool = loadOnce(load);

  function LazyTool(props: P) {
    const boxRef = useRef<HTMLDivElement>(null);
    // True only while hydrating exported HTML; kept, since the store reports false right after.
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const [overHtml] = useState(hydrating);
    const [Live, setLive] = useState<ComponentType<P> | null>(fetchTool.loaded);
    const waiting = overHtml && Live === null;
    // The viewport, the visitor and a shared link can each ask; the HTML is replaced once.
    const started = useRef(false);
    // A button the visitor pressed in the HTML form (its index), pressed again in the live one.
    const pressed = useRef(-1);
    // The replay of early input, fetched with the tool's code, and the HTML form's state at the swap.
    const carry = useRef<CarryOver | null>(null);
    const snapshot = useRef<FormSnapshot | null>(null);
    // React detaches this ref in the commit that removes the HTML box, just before removing it: the
    // form is read there, with the focus still in it, and nothing the visitor does can fall between.
    const [htmlBoxRef] = useState(() => (box: HTMLDivElement | null) => {
      boxRef.current = box;
      return () => {
        if (box && carry.current) snapshot.current = carry.current.snapshotForm(box);
      };
    });

    const activate = () => {
      if (started.current) return;
      started.current = true;
      Promise.all([fetchTool(), import('./carryOver')])
        .then(([tool, carryOver]) => {
          carry.current = carryOver;
          setLive(() => tool);
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
    useLayoutEffect(() => {
      const held = snapshot.current;
      const box = boxRef.current;
      snapshot.current = null;
      if (!Live || !held || !box) return;
      // Once this commit is over (each replayed event then renders before the next, as typing does)
      // and before the browser paints: the visitor never sees the live tool without their input.
      queueMicrotask(() => carry.current?.carryOver(held, box, pressed.current));
    }, [Live]);

    if (Live) {
      return (
        <div ref={boxRef} key="live">
          <Live {...props} />
        </div>
      );
    }
    // On the server `waiting` is true too, but there the tool renders in full, into the HTML.
    if (waiting && typeof window !== 'undefined')
      return <div ref={htmlBoxRef} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    const Tool = fetchTool.loaded() ?? use(fetchTool());
    return (
      <div ref={boxRef}>
        <Tool {...props} />
      </div>
    );
  }
  return LazyTool;
}
