import { Button } from '@/components/ui/button';

/** What a page shows when it throws (a bug, or a page chunk that failed to load after a deploy). */
export function RouteErrorPage() {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-slate-600">This page could not be shown. Please try again.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </section>
  );
}
