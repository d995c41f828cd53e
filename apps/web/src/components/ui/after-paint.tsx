import type { ReactNode } from 'react';
import { useAfterPaint } from '@/lib/use-after-paint';

/**
 * Renders its children once the page's first contentful paint is on screen (see useAfterPaint), the fallback
 * before. The wait lives in this small component, so its end re-renders only what it wraps.
 */
export function AfterPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useAfterPaint() ? children : fallback;
}
