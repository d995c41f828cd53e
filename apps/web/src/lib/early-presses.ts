/** How long a press on a part still waiting for its code is kept (ms). */
const KEPT_MS = 10_000;

/**
 * React marks each element it hydrates with its props (`__reactProps$…`, on every element since React 16), as it
 * renders it: the handlers are live once that render is committed, which the main thread going idle tells.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * A rendered page is on screen before its code runs, and React stops a press on a part it has not hydrated yet:
 * such a press would be lost. This keeps the last one and presses the button again once its part is hydrated. A
 * press that reaches the document after React's handlers was not stopped, so it was handled (no handler of ours
 * stops a click) and is not kept.
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
      pressing = event.isTrusted && event.target instanceof Element ? event.target.closest('button') : null;
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
    pressing = null;
  });
}
