import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onNear` once the element is within `rootMargin` of the viewport, but only after the
 * visitor's first scroll: a third-party embed that happens to sit near the fold still sends nothing
 * on first paint. Does nothing while `enabled` is false or where IntersectionObserver is missing.
 */
export function useNearViewportAfterScroll(
  ref: RefObject<Element | null>,
  { enabled, rootMargin, onNear }: { enabled: boolean; rootMargin: string; onNear: () => void },
): void {
  // The latest callback, without re-arming the observer when the parent re-renders.
  const onNearRef = useRef(onNear);
  useEffect(() => {
    onNearRef.current = onNear;
  });

  useEffect(() => {
    if (!enabled) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    const arm = () => {
      window.removeEventListener('scroll', arm);
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) onNearRef.current();
        },
        { rootMargin },
      );
      observer.observe(element);
    };
    window.addEventListener('scroll', arm, { passive: true, once: true });
    return () => {
      window.removeEventListener('scroll', arm);
      observer?.disconnect();
    };
  }, [enabled, rootMargin, ref]);
}
