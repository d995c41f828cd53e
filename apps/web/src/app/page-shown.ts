import { useEffect, useSyncExternalStore } from 'react';

/** Whether React has shown the first document's page: hydrated it from the server's HTML, or rendered it here. */
let shown = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Rendered inside the page's Suspense boundary: its effect runs once the page there has hydrated or rendered. */
export function PageShown() {
  useEffect(() => {
    if (shown) return;
    shown = true;
    for (const listener of listeners) listener();
  }, []);
  return null;
}

/** True from the moment the first page is shown (false on the server, where nothing is shown yet). */
export function usePageShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
