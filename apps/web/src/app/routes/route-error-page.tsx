import type { FallbackProps } from 'react-error-boundary';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

/**
 * What a page shows when it throws (a bug, or a page chunk that could not be downloaded). 'Try again' renders the
 * page anew, which fetches a failed chunk again without reloading the app.
 */
export function RouteErrorPage({ resetErrorBoundary }: FallbackProps) {
  const t = useT();
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('app.error.title')}</h1>
      <p className="text-slate-600">{t('app.error.message')}</p>
      <Button onClick={resetErrorBoundary}>{t('app.error.retry')}</Button>
    </section>
  );
}
