'use client';

import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/hooks/useReducedMotion';
import styles from './RotatingTitle.module.css';

type RotatingTitleProps = {
  /** The first line is the one in the exported HTML and the one the rotation ends on. */
  lines: readonly string[];
  intervalMs: number;
};

/**
 * The hero's welcome line, cycling once through a few greetings and settling back on the first, so
 * it is not endlessly auto-updating content (WCAG 2.2.2). It is deliberately not a live region:
 * screen readers read whichever line is current when they reach it, and the page's stable heading
 * is the h1 beside it. Under prefers-reduced-motion it does not rotate at all. All lines share one
 * grid cell, so the box is as tall as the longest line and nothing around it moves.
 */
export function RotatingTitle({ lines, intervalMs }: RotatingTitleProps) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (lines.length < 2 || prefersReducedMotion()) return;
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      setIndex(step % lines.length);
      if (step >= lines.length) clearInterval(timer);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [lines.length, intervalMs]);

  return (
    <span className={styles.rotator}>
      {lines.map((line, i) => (
        <span key={line} className={styles.line} data-current={i === index ? '' : undefined} aria-hidden={i === index ? undefined : true}>
          {line}
        </span>
      ))}
    </span>
  );
}
