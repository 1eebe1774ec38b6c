import { useEffect } from 'react';

/**
 * While a drop-down menu is open: a tap or click outside `container` closes it, Escape anywhere
 * closes it and returns focus to `toggle`, and the page behind it stays still (the root element's
 * overflow is hidden, the scrollbar's width kept so nothing shifts sideways).
 */
export function useDismissableMenu(
  open: boolean,
  container: React.RefObject<HTMLElement | null>,
  toggle: React.RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
    root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';

    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && container.current?.contains(event.target)) return;
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.style.overflow = previous.overflow;
      root.style.scrollbarGutter = previous.scrollbarGutter;
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, container, toggle, close]);
}
