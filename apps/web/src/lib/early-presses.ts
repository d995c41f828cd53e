/** How long a press on a part still waiting for its code is kept (ms). */
const KEPT_MS = 10_000;

/**
 * React marks each element it hydrates with its props (`__reactProps$…`, on every element since React 16), as it
 * renders it: the handlers are live once that render is committed, which the main thread going idle tells.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * A rendered page is on screen before its code runs: a press before the app has started, or on a part React has
 * not hydrated yet, reaches no handler and would be lost. This keeps the last such press and presses the button
 * again once its part is hydrated. A press on a button that is hydrated when the press reaches the document (React
 * may hydrate a part at once to handle a press on it) was handled, and is not kept.
 */
export function replayEarlyPresses(document: Document) {
  let pressed: { button: HTMLButtonElement; at: number } | undefined;
  const pressWhenHydrated = () => {
    if (!pressed) return;
    const { button, at } = pressed;
    if (!button.isConnected || performance.now() - at > KEPT_MS) pressed = undefined;
    else if (isHydrated(button))
      requestIdleCallback(() => {
        if (pressed?.button !== button) return;
        pressed = undefined;
        button.click();
      });
    else requestAnimationFrame(pressWhenHydrated);
  };
  let pressing: HTMLButtonElement | null = null;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.isTrusted && event.target instanceof Element ? event.target.closest('button') : null;
      pressing = button && !isHydrated(button) ? button : null;
      // Looked at once the press has gone through React: a task, as the press's own handlers all run before it.
      if (pressing)
        setTimeout(() => {
          if (!pressing) return;
          const waiting = pressed !== undefined;
          pressed = { button: pressing, at: performance.now() };
          pressing = null;
          if (!waiting) requestAnimationFrame(pressWhenHydrated);
        });
    },
    { capture: true },
  );
  document.addEventListener('click', () => {
    if (pressing && isHydrated(pressing)) pressing = null;
  });
}
