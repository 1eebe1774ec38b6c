import { Fragment, type ReactNode } from 'react';

/**
 * A sentence from content/ with "{name}" slots filled by elements (a link, the phone link), so each
 * language keeps its own word order around them. Slots it is not given stay as they are written,
 * which a test would notice. No state, no content: server components and islands alike use it.
 */
export function fillSlots(template: string, slots: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part, i) => {
      const key = /^\{(\w+)\}$/.exec(part)?.[1];
      return key !== undefined && Object.hasOwn(slots, key) ? <Fragment key={i}>{slots[key]}</Fragment> : part;
    });
}
