import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetMapConfigQuery } from '@/features/addresses/api/get-map-config';
import { MAP_HEIGHT_PX } from '@/lib/constants';
import { useT } from '@/lib/i18n/use-t';

// Leaflet comes with this screen only: the jobs list and the rest of the portal never load it.
const LocationMap = lazy(async () => ({
  default: (await import('@/features/addresses/components/location-map')).LocationMap,
}));

/** The customer's address as a pin on the site's map (read only). */
export function JobMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const t = useT();
  const { data: config } = useGetMapConfigQuery();
  return (
    <Suspense
      fallback={
        <div role="status" style={{ height: MAP_HEIGHT_PX }}>
          <Skeleton className="size-full rounded-xl" />
          <span className="sr-only">{t('partner-portal.job.mapLoading')}</span>
        </div>
      }
    >
      <LocationMap config={config} selected={{ latitude, longitude }} label={t('partner-portal.job.map')} />
    </Suspense>
  );
}
