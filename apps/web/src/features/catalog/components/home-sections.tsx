import { BestSellersSection } from './best-sellers-section';
import { HappyCustomersSection } from './happy-customers-section';
import { TopRatedSection } from './top-rated-section';

/** Home below the categories: loaded as its own chunk, so `/` paints before the carousels' code arrives. */
export function HomeSections() {
  return (
    <>
      <TopRatedSection />
      <BestSellersSection />
      <HappyCustomersSection />
    </>
  );
}
