import { skipToken } from '@reduxjs/toolkit/query';
import type { Category } from '@khidma/shared/schemas/catalog';
import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage, type ApiFailure } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { servicesListPath } from '@/lib/paths';
import { useGetSubCategoriesQuery } from '../api/get-sub-categories';
import { IMAGE_SIZES } from './image-sizes';

type SubCategoryModalProps = { category: Category | null; onClose: () => void };

/** Spec §8: no response gives the network text; otherwise the server's message or 'Failed to fetch SubCategories'. */
function subCategoryFailure(error: unknown, t: ReturnType<typeof useT>): string {
  if ((error as ApiFailure | undefined)?.status === 0) return t('catalog.subCategories.network');
  return failureMessage(error, t('catalog.subCategories.failed'));
}

/**
 * The category popup (spec §2 Home): titled with the category, its sub-categories as cards linking to their
 * services list; a spinner while loading, the error text on failure, 'No subcategories found' when empty.
 */
export function SubCategoryModal({ category, onClose }: SubCategoryModalProps) {
  const t = useT();
  const { data, isFetching, isError, error } = useGetSubCategoriesQuery(category?._id ?? skipToken);

  let content;
  if (isFetching)
    content = <Spinner label={t('catalog.subCategories.loading')} className="mx-auto my-6 size-8 text-brand-700" />;
  else if (isError)
    content = (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
        {subCategoryFailure(error, t)}
      </p>
    );
  else if (!data?.length)
    content = <p className="py-6 text-center text-slate-600">{t('catalog.subCategories.empty')}</p>;
  else
    content = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {data.map((subCategory) => (
          <li key={subCategory._id}>
            <Link
              to={servicesListPath(subCategory._id, category?.SrvCategoryName ?? subCategory.SrvCategoryName)}
              className="group block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
            >
              {/* Shown the moment the popup opens: fetched at once. */}
              <ResponsiveImage
                src={subCategory.Image}
                sizes={IMAGE_SIZES.subCategoryTile}
                width={480}
                height={360}
                load="eager"
                className="aspect-[4/3] w-full object-cover"
              />
              <span className="block px-2 py-2 text-center text-sm font-semibold text-slate-800 group-hover:text-brand-700">
                <bdi>{subCategory.SrvSubCategoryName}</bdi>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <Modal open={category !== null} onClose={onClose} title={category?.SrvCategoryName ?? ''} size="lg">
      <div className="flex min-h-32 flex-col justify-center">{content}</div>
    </Modal>
  );
}
