import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';

/** The detail's shape while it loads, so nothing moves when it arrives. */
export function ServiceDetailsSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-6 md:grid-cols-2" role="status" aria-label={t('catalog.detail.loading')}>
      <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-1/4" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-8 w-2/5" />
        <Skeleton className="h-12 w-36" />
      </div>
    </div>
  );
}
