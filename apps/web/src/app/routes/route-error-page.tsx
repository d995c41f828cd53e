import type { FallbackProps } from 'react-error-boundary';
import { Button } from '@/components/ui/button';

/**
 * What a page shows when it throws (a bug, or a page chunk that could not be downloaded). 'Try again' renders the
 * page anew, which fetches a failed chunk again without reloading the app.
 */
export function RouteErrorPage({ resetErrorBoundary }: FallbackProps) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-slate-600">This page could not be shown. Please try again.</p>
      <Button onClick={resetErrorBoundary}>Try again</Button>
    </section>
  );
}
