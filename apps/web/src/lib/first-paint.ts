/** When no first contentful paint is reported (no paint timing, or nothing contentful), go on after this. */
const FALLBACK_MS = 1000;

/** Resolves once the page's first contentful paint is on screen (at once if it already is). */
export function afterFirstPaint(then: () => void): () => void {
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
