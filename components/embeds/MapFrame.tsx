'use client';

import { useRef, useState, type ReactNode } from 'react';
import { useLoadTrigger } from '@/hooks/useLoadTrigger';
import styles from './MapEmbed.module.css';

type MapFrameProps = {
  /** The embed's address (lib/maps), worked out on the server so the URL code stays out of the bundle. */
  src: string;
  title: string;
  loadOn: 'near-viewport' | 'click';
  height: number;
  /** The placeholder's picture, rendered on the server so this island does not pull in the icon module. */
  icon: ReactNode;
};

type Phase = 'placeholder' | 'loading' | 'loaded';

/** The interactive part of MapEmbed: the placeholder with its "Show map" button, then the frame. */
export function MapFrame({ src, title, loadOn, height, icon }: MapFrameProps) {
  const [phase, setPhase] = useState<Phase>('placeholder');
  const boxRef = useRef<HTMLDivElement>(null);

  useLoadTrigger(
    boxRef,
    { rootMargin: '300px 0px', afterScroll: true, enabled: loadOn === 'near-viewport' && phase === 'placeholder' },
    () => setPhase('loading'),
  );

  return (
    <div ref={boxRef} className={styles.frame} style={{ height }} data-phase={phase}>
      {phase !== 'placeholder' ? (
        <iframe
          className="embed-fill"
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          onLoad={() => setPhase('loaded')}
        />
      ) : null}
      {phase !== 'loaded' ? (
        <div className={`embed-placeholder ${styles.placeholder}`}>
          {icon}
          {phase === 'placeholder' ? (
            <button type="button" className="button button-secondary" onClick={() => setPhase('loading')}>
              Show map
            </button>
          ) : (
            <p role="status">Loading map…</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
