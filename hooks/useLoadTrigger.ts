import { useEffect, useRef, type RefObject } from 'react';

export type LoadTriggerOptions = {
  /** How near counts, as IntersectionObserver's rootMargin: '400px 0px' fires 400 px before the element shows. */
  rootMargin: string;
  /** Also fire on the first pointer over, press, touch or focus inside the element: the visitor got there first. */
  onInteraction?: boolean;
  /**
   * Watch only after the visitor's first scroll, so a third-party host hears nothing on first paint
   * even from a box near the fold. Without IntersectionObserver such a trigger never fires (the
   * embed's own button remains); any other fires at once.
   */
  afterScroll?: boolean;
  /** While false, nothing is watched. */
  enabled?: boolean;
};

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * The one way an island decides to fetch its heavy part (a library, a third-party frame, a lazily
 * hydrated form): calls `onTrigger` once, when the element comes within `rootMargin` of the
 * viewport or, with `onInteraction`, when the visitor reaches it by pointer, touch or keyboard,
 * whichever comes first. The listeners are native, so they also hear events inside content React
 * has not hydrated yet.
 */
export function useLoadTrigger(ref: RefObject<Element | null>, options: LoadTriggerOptions, onTrigger: () => void): void {
  const { rootMargin, onInteraction = false, afterScroll = false, enabled = true } = options;
  // The latest callback, without re-arming the watchers when the parent re-renders.
  const onTriggerRef = useRef(onTrigger);
  useEffect(() => {
    onTriggerRef.current = onTrigger;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let observer: IntersectionObserver | undefined;
    let fired = false;

    const stop = () => {
      window.removeEventListener('scroll', watch);
      observer?.disconnect();
      for (const type of INTERACTIONS) element.removeEventListener(type, fire);
    };
    const fire = () => {
      if (fired) return;
      fired = true;
      stop();
      onTriggerRef.current();
    };
    const watch = () => {
      window.removeEventListener('scroll', watch);
      if (typeof IntersectionObserver === 'undefined') {
        if (!afterScroll) fire();
        return;
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) fire();
        },
        { rootMargin },
      );
      observer.observe(element);
    };

    if (onInteraction) for (const type of INTERACTIONS) element.addEventListener(type, fire, { passive: true });
    if (afterScroll) window.addEventListener('scroll', watch, { passive: true });
    else watch();
    return stop;
  }, [enabled, rootMargin, onInteraction, afterScroll, ref]);
}
