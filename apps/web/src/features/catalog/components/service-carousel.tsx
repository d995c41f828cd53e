import type { Service } from '@khidma/shared/schemas/catalog';
import { Carousel } from '@/components/ui/carousel';
import { ServiceCard } from './service-card';
import { ServiceCardSkeleton } from './service-card-skeleton';

type ServiceCarouselProps = {
  labelledBy: string;
  services: Service[] | undefined;
  titleAs?: 'h2' | 'h3';
  /** The cards' image `sizes` where the carousel stands. */
  imageSizes: string;
};

/** Service cards in a carousel (Top Rated, 'Suggestions'); three skeletons hold the place while they load. */
export function ServiceCarousel({ labelledBy, services, titleAs, imageSizes }: ServiceCarouselProps) {
  if (!services)
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        <ServiceCardSkeleton />
        <div className="max-sm:hidden">
          <ServiceCardSkeleton />
        </div>
        <div className="max-lg:hidden">
          <ServiceCardSkeleton />
        </div>
      </div>
    );
  return (
    <Carousel
      labelledBy={labelledBy}
      slides={services.map((service) => ({
        key: service._id,
        content: <ServiceCard service={service} titleAs={titleAs} imageSizes={imageSizes} />,
      }))}
    />
  );
}
