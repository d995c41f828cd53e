import { useParams } from 'react-router';
import { SERVICE_SKELETON_COUNT } from '@/lib/constants';
import { CartPanel } from '@/features/cart/components/cart-panel';
import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { useGetServicesBySubCategoryQuery } from '../api/get-services-by-sub-category';
import { ServiceCard } from '../components/service-card';
import { ServiceCardSkeleton } from '../components/service-card-skeleton';
import { ServicePicker } from '../components/service-picker';

/** How many cards are in the first screen at the widest layout: their images load at once. */
const EAGER_IMAGES = 2;

/**
 * /services/{subCategoryId}/{categoryName} (spec §2 Services list): the sticky picker, the service cards (six
 * placeholders while loading, 'Failed to load services.' on error) and the cart panel, in three columns on wide
 * screens; the cart panel is hidden on small ones.
 */
export function ServicesListPage() {
  const t = useT();
  const { subCategoryId = '', categoryName = '' } = useParams();
  const { data, isLoading, isError, error, refetch } = useGetServicesBySubCategoryQuery(subCategoryId);

  let content;
  if (isLoading)
    content = (
      <ul
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
        aria-busy="true"
        aria-label={t('catalog.list.loading')}
      >
        {Array.from({ length: SERVICE_SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <ServiceCardSkeleton />
          </li>
        ))}
      </ul>
    );
  else if (isError || !data)
    content = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-semibold">{t('catalog.list.failed')}</p>
        <p className="mt-1 text-sm">{failureMessage(error, t('catalog.list.tryAgain'))}</p>
        <button type="button" className="mt-2 text-sm font-semibold underline" onClick={() => void refetch()}>
          {t('catalog.retry')}
        </button>
      </div>
    );
  else
    content = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {data.map((service, index) => (
          <li key={service._id}>
            <ServiceCard service={service} titleAs="h2" eagerImage={index < EAGER_IMAGES} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto grid min-h-dvh max-w-7xl grid-cols-1 content-start items-start gap-6 px-4 py-8 lg:grid-cols-[15rem_minmax(0,1fr)_20rem]">
      <title>{t('catalog.pageTitle', { name: categoryName })}</title>
      <ServicePicker title={categoryName} subtitle={data?.[0]?.SrvSubCategoryName} services={data} />
      <section aria-label={t('catalog.list.services')}>{content}</section>
      <CartPanel className="max-lg:hidden lg:sticky lg:top-20" />
    </div>
  );
}
