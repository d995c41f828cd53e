import { PAGE_IMAGE_SIZES } from '@khidma/shared/images';
import type { Service } from '@khidma/shared/schemas/catalog';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { BookButton } from '@/features/cart/components/book-button';
import { useT } from '@/lib/i18n/use-t';
import { PriceTag } from './price-tag';
import { RatingLine } from './rating-line';
import { ServiceDuration } from './service-duration';

/**
 * One service in full (spec §2 Service detail): image, ServiceName, overallRating (reviewscount), Description,
 * ServiceTime, DisplayPrice struck through, Price in KD, and 'Book Now' / 'Remove from Cart'. The API's texts (in
 * English) keep their own direction in an Arabic page (<bdi>): '1 hr' must not read 'hr 1'.
 */
export function ServiceDetails({ service }: { service: Service }) {
  const t = useT();
  return (
    <article className="grid gap-6 md:grid-cols-2">
      <ResponsiveImage
        src={service.Image}
        sizes={PAGE_IMAGE_SIZES.service}
        width={480}
        height={360}
        load="priority"
        className="aspect-[4/3] w-full rounded-2xl bg-slate-100 object-cover"
      />
      <div className="flex flex-col gap-3">
        <p className="text-sm font-medium text-brand-700">
          <bdi>{service.SrvCategoryName}</bdi> · <bdi>{service.SrvSubCategoryName}</bdi>
        </p>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <bdi>{service.ServiceName}</bdi>
        </h1>
        <RatingLine service={service} />
        <ServiceDuration time={service.ServiceTime} className="text-slate-700" />
        <p dir="auto" className="text-slate-700">
          {service.Description}
        </p>
        <PriceTag service={service} large />
        <div>
          <BookButton
            service={service}
            addLabel={t('catalog.detail.bookNow')}
            removeLabel={t('catalog.detail.removeFromCart')}
            size="lg"
          />
        </div>
      </div>
    </article>
  );
}
