import { useEffect, useRef, useState, type ReactNode } from 'react';

type RenderWhenNearProps = {
  children: ReactNode;
  /** Holds the content's place (and roughly its height) until then. */
  placeholder: ReactNode;
};

/** How far below the screen content starts rendering, so it is there before it scrolls into sight. */
const AHEAD = '600px';

/**
 * Renders its children once they come within 600 px of the screen, or as soon as the keyboard is used on the
 * page (so tabbing never skips content that is not there yet). Until then, the placeholder: a page's lower
 * sections cost no work while the top is loading.
 */
export function RenderWhenNear({ children, placeholder }: RenderWhenNearProps) {
  const [near, setNear] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    const onFocus = () => setNear(true);
    document.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
    };
  }, [near]);

  return near ? children : <div ref={ref}>{placeholder}</div>;
}
