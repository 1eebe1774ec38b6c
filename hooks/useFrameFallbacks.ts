import { useEffect } from 'react';
import { unreachable } from '@/lib/embeds/frameWatch';

/**
 * The maps' boxes (components/embeds/MapFrame) are plain <details data-frame> with no island of their
 * own, so that the footer's map costs no JavaScript of its own on every page. One listener for the
 * document asks whether Google can be reached once the visitor opens a box, and if not marks it
 * data-frame="failed": its CSS then shows the message with the direct link in the frame's place.
 * (`toggle` does not bubble: the listener captures it.)
 */
export function useFrameFallbacks(): void {
  useEffect(() => {
    function onToggle({ target: box }: Event) {
      if (box instanceof HTMLDetailsElement && box.open && box.dataset.frame === '')
        void unreachable(box.querySelector('iframe')?.src ?? '').then((down) => down && (box.dataset.frame = 'failed'));
    }
    document.addEventListener('toggle', onToggle, true);
    return () => document.removeEventListener('toggle', onToggle, true);
  }, []);
}
