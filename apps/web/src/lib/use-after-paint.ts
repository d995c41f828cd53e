import { useEffect, useState } from 'react';

/** When no first contentful paint is reported (no paint timing, or nothing contentful), go on after this. */
const FALLBACK_MS = 1000;

/** Resolves once the page's first contentful paint is on screen (at once if it already is). */
function afterFirstPaint(then: () => void): () => void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    then();
  };
  let observer: PerformanceObserver | undefined;
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) finish();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  const timer = window.setTimeout(finish, observer ? FALLBACK_MS : 0);
  return () => {
    done = true;
    observer?.disconnect();
    window.clearTimeout(timer);
  };
}

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
