import { useT } from '@/lib/i18n/use-t';
import { useGetServicesBySubCategoryQuery } from '../api/get-services-by-sub-category';
import { IMAGE_SIZES } from './image-sizes';
import { ServiceCarousel } from './service-carousel';

type SuggestionsProps = { serviceId: string; subCategoryId: string };

/**
 * 'Suggestions' (spec §2's 'Suggetions', its typo fixed) under a service: the other services of its sub-category, three at a time
 * (SUGGESTIONS_PER_PAGE) on wide screens; hidden when there are none.
 */
export function Suggestions({ serviceId, subCategoryId }: SuggestionsProps) {
  const t = useT();
  const { data, isError } = useGetServicesBySubCategoryQuery(subCategoryId);
  const others = data?.filter((service) => service._id !== serviceId);
  if (others?.length === 0) return null;

  return (
    <section className="mt-12">
      <h2 id="suggestions-title" className="mb-4 text-xl font-bold text-slate-900">
        {t('catalog.suggestions.title')}
      </h2>
      {isError ? (
        <p className="text-sm text-slate-600">{t('catalog.suggestions.failed')}</p>
      ) : (
        <ServiceCarousel labelledBy="suggestions-title" services={others} imageSizes={IMAGE_SIZES.suggestionCard} />
      )}
    </section>
  );
}
