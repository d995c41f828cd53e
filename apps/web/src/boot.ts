import { RENDERED_PAGE_ID } from '@khidma/shared/rendered-page';
import { replayEarlyPresses } from './lib/early-presses';
import { afterFirstPaint } from './lib/first-paint';
import './index.css';

/**
 * The entry. A page the server rendered is already the content: the browser paints it first, and the app's code
 * (main.tsx) is fetched and hydrates once that paint is on screen, so it never holds the paint back; a button
 * pressed before its part is hydrated is pressed again after. Any other page starts the app at once, its code
 * preloaded by the server's `Link` header (docs/decisions/2026-11-25-rendered-pages-paint-before-their-code.md).
 */
const startApp = () => import('./main');

if (document.getElementById(RENDERED_PAGE_ID)) {
  replayEarlyPresses(document);
  afterFirstPaint(() => void startApp());
} else void startApp();
