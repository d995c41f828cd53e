import { Link } from 'react-router';
import { PAGE_IMAGE_SIZES } from '@khidma/shared/images';
import type { Service } from '@khidma/shared/schemas/catalog';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { BookButton } from '@/features/cart/components/book-button';
import { useT } from '@/lib/i18n/use-t';
import { serviceDetailPath } from '@/lib/paths';
import { PriceTag } from './price-tag';
import { RatingLine } from './rating-line';
import { ServiceDuration } from './service-duration';

type ServiceCardProps = {
  service: Service;
  /** The heading level that fits the page's outline. */
  titleAs?: 'h2' | 'h3';
  /**
   * Cards in the first screen load their image at once and ahead of other images (one of them is the page's LCP);
   * the rest wait until they are near.
   */
  eagerImage?: boolean;
  /** The image's `sizes` in the card's layout; default a services list's. */
  imageSizes?: string;
};

/**
 * A service (spec §2 Service card): image, name, rating, duration, review count, the struck-through display
 * price, the price, 'View Details →' and the Book / Remove toggle. The card can take focus, so the services
 * list's picker can move to it. The arrow of 'View Details →' points the way of reading (left in Arabic).
 */
export function ServiceCard({
  service,
  titleAs: Title = 'h3',
  eagerImage = false,
  imageSizes = PAGE_IMAGE_SIZES.services,
}: ServiceCardProps) {
  const t = useT();
  const titleId = `service-${service._id}-title`;
  return (
    <article
      id={`service-${service._id}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      className="flex h-full scroll-mt-32 flex-col sm:scroll-mt-24 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <ResponsiveImage
        src={service.Image}
        sizes={imageSizes}
        width={480}
        height={360}
        load={eagerImage ? 'priority' : 'lazy'}
        className="aspect-[4/3] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Title id={titleId} className="font-semibold text-slate-900">
          <bdi>{service.ServiceName}</bdi>
        </Title>
        <RatingLine service={service} />
        <ServiceDuration time={service.ServiceTime} className="text-sm text-slate-600" />
        <PriceTag service={service} />
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <Link
            to={serviceDetailPath(service._id, service.SrvSubCategoryId)}
            aria-label={t('catalog.card.viewDetailsOf', { service: service.ServiceName })}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('catalog.card.viewDetails')}{' '}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              →
            </span>
          </Link>
          <BookButton
            service={service}
            addLabel={t('catalog.card.book')}
            removeLabel={t('catalog.card.remove')}
            size="sm"
          />
        </div>
      </div>
    </article>
  );
}
