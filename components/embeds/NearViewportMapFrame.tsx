'use client';

import { useRef, useState } from 'react';
import { useLoadTrigger } from '@/hooks/useLoadTrigger';
import { MapFrame, type MapFrameProps } from './MapFrame';

/**
 * MapFrame that also loads once the visitor has scrolled and the box is within 300 px of the
 * viewport, so no page sends anything to Google on its first paint (the contact page's map).
 */
export function NearViewportMapFrame(props: Omit<MapFrameProps, 'requested' | 'ref'>) {
  const [near, setNear] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  useLoadTrigger(boxRef, { rootMargin: '300px 0px', afterScroll: true, enabled: !near }, () => setNear(true));
  return <MapFrame {...props} ref={boxRef} requested={near} />;
}
