'use client';

import { useRef } from 'react';
import { useLoadTrigger } from '@/hooks/useLoadTrigger';
import { MapFrame, type MapFrameProps } from './MapFrame';

/**
 * MapFrame that also opens itself once the visitor has scrolled and the box is within 300 px of the
 * viewport, so no page sends anything to Google on its first paint (the contact page's map). React
 * never sets `open`, so opening the element directly is the whole job.
 */
export function NearViewportMapFrame(props: Omit<MapFrameProps, 'ref'>) {
  const boxRef = useRef<HTMLDetailsElement>(null);
  useLoadTrigger(boxRef, { rootMargin: '300px 0px', afterScroll: true }, () => {
    if (boxRef.current) boxRef.current.open = true;
  });
  return <MapFrame {...props} ref={boxRef} />;
}
