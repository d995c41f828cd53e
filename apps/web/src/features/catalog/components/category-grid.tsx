import type { Category } from '@khidma/shared/schemas/catalog';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';
import { useGetCategoriesQuery } from '../api/get-categories';
import { IMAGE_SIZES } from './image-sizes';

const CATEGORY_SKELETONS = 8;
/** The first row on a phone is in the first screen: those load at once, the rest as they near it. */
const EAGER_IMAGES = 2;

type CategoryGridProps = {
  /** Opens the category's sub-categories. */
  onSelect: (category: Category) => void;
};

/** The home page's category grid (spec §2 Home), from srv_category_list. */
export function CategoryGrid({ onSelect }: CategoryGridProps) {
  const t = useT();
  const { data: categories, isLoading, isError, refetch } = useGetCategoriesQuery();

  if (isLoading) {
    return (
      <ul
        className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
        aria-busy="true"
        aria-label={t('catalog.categories.loading')}
      >
        {Array.from({ length: CATEGORY_SKELETONS }, (_, index) => (
          <li key={index}>
            <Skeleton className="aspect-[4/3] w-full rounded-xl" />
            <Skeleton className="mx-auto mt-3 h-4 w-2/3" />
          </li>
        ))}
      </ul>
    );
  }

  if (isError || !categories) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        {t('catalog.categories.failed')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
          {t('catalog.retry')}
        </button>
      </div>
    );
  }

  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category, index) => (
        <li key={category._id}>
          <button
            type="button"
            onClick={() => onSelect(category)}
            className="group w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-start shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <ResponsiveImage
              src={category.Image}
              sizes={IMAGE_SIZES.categoryTile}
              width={480}
              height={360}
              load={index < EAGER_IMAGES ? 'eager' : 'lazy'}
              className="aspect-[4/3] w-full object-cover"
            />
            <span className="block px-3 py-3 text-center font-semibold text-slate-800 group-hover:text-brand-700">
              <bdi>{category.SrvCategoryName}</bdi>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
