import { useEffect, useState } from 'react';
import { afterFirstPaint } from './first-paint';

/**
 * False on the first render, true once the page's first contentful paint has reached the screen. Work that can
 * wait (code for below the fold, the search box's logic, data for later sections) starts then, so it neither
 * delays nor competes with the first paint.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return painted;
}
