import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CartPanel } from '@/features/cart/components/cart-panel';
import type { ApiFailure } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { useGetServiceQuery } from '../api/get-service';
import { ServiceDetails } from '../components/service-details';
import { ServiceDetailsSkeleton } from '../components/service-details-skeleton';
import { Suggestions } from '../components/suggestions';

/** A malformed id is a 400, an unknown one a 404: both mean there is no such service. */
const isMissing = (error: unknown) => [400, 404].includes((error as ApiFailure | undefined)?.status ?? -1);

function ServiceNotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('catalog.detail.notFound')}</h1>
      <p className="text-slate-600">{t('catalog.detail.notFoundText')}</p>
      <Link to="/" className={buttonClasses('primary')}>
        {t('catalog.detail.backHome')}
      </Link>
    </section>
  );
}

/**
 * /service/{serviceId}/{subCategoryId?} (spec §2 Service detail): the service with the cart panel beside it and
 * 'Suggestions' below. The sub-category in the path lets the suggestions load alongside the service.
 */
export function ServiceDetailPage() {
  const t = useT();
  const { serviceId = '', subCategoryId } = useParams();
  const { data: service, isLoading, isError, error, refetch } = useGetServiceQuery(serviceId);

  if (isError && isMissing(error)) return <ServiceNotFound />;

  let main;
  if (isLoading) main = <ServiceDetailsSkeleton />;
  else if (isError || !service)
    main = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-semibold">{t('catalog.detail.failed')}</p>
        <button type="button" className="mt-2 text-sm font-semibold underline" onClick={() => void refetch()}>
          {t('catalog.retry')}
        </button>
      </div>
    );
  else main = <ServiceDetails service={service} />;

  const suggestionsOf = subCategoryId ?? service?.SrvSubCategoryId;
  return (
    <div className="mx-auto grid min-h-dvh max-w-7xl grid-cols-1 content-start items-start gap-6 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      {service ? <title>{t('catalog.pageTitle', { name: service.ServiceName })}</title> : null}
      <div className="min-w-0">
        {main}
        {suggestionsOf ? <Suggestions serviceId={serviceId} subCategoryId={suggestionsOf} /> : null}
      </div>
      {/* With the service, not before: a panel under a loading skeleton would jump when the details arrive. */}
      {isLoading ? null : <CartPanel className="lg:sticky lg:top-20" />}
    </div>
  );
}
