import type { Category } from '@khidma/shared/schemas/catalog';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AfterPaint } from '@/components/ui/after-paint';
import { useT } from '@/lib/i18n/use-t';
import { useGetBestSellersQuery } from '../api/get-best-sellers';
import { useGetReviewsQuery } from '../api/get-reviews';
import { useGetTopRatedQuery } from '../api/get-top-rated';
import { CategoryGrid } from '../components/category-grid';
import { HomeHero } from '../components/home-hero';
import { HomeSection } from '../components/home-section';
import { SignUpBanner } from '../components/sign-up-banner';

const loadTopRated = () => import('../components/top-rated');
const loadBestSellers = () => import('../components/best-sellers');
const loadHappyCustomers = () => import('../components/happy-customers');
const loadSubCategoryModal = () => import('../components/sub-category-modal');
const TopRated = lazy(async () => ({ default: (await loadTopRated()).TopRated }));
const BestSellers = lazy(async () => ({ default: (await loadBestSellers()).BestSellers }));
const HappyCustomers = lazy(async () => ({ default: (await loadHappyCustomers()).HappyCustomers }));
const SubCategoryModal = lazy(async () => ({ default: (await loadSubCategoryModal()).SubCategoryModal }));

/**
 * Home (spec §2): sign-up banner, hero, categories with their popup, Top Rated, best sellers, testimonials. The
 * first paint needs only the top; once it is on screen the lower sections' code and data load, and they render
 * as they near the screen.
 */
/** Fetches the lower sections' lists and code ahead of their rendering, so they are ready when scrolled to. */
function PrefetchLowerSections() {
  useGetTopRatedQuery();
  useGetBestSellersQuery();
  useGetReviewsQuery();
  useEffect(() => {
    for (const load of [loadTopRated, loadBestSellers, loadHappyCustomers]) void load();
  }, []);
  return null;
}

export function HomePage() {
  const t = useT();
  const [selectedCategory, setSelectedCategory] = useState<Category | null>(null);

  return (
    <>
      <title>{t('catalog.home.title')}</title>
      <SignUpBanner />
      <HomeHero />
      <section id="categories" aria-labelledby="categories-title" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10">
        <h2 id="categories-title" className="mb-6 text-2xl font-bold text-slate-900">
          {t('catalog.home.categories')}
        </h2>
        <CategoryGrid onSelect={setSelectedCategory} />
      </section>
      <AfterPaint>
        <PrefetchLowerSections />
        <Suspense fallback={null}>
          <SubCategoryModal category={selectedCategory} onClose={() => setSelectedCategory(null)} />
        </Suspense>
      </AfterPaint>
      <HomeSection titleId="top-rated-title" title={t('catalog.home.topRated')} placeholderClassName="h-[33rem]">
        <TopRated labelledBy="top-rated-title" />
      </HomeSection>
      <HomeSection
        titleId="best-sellers-title"
        title={t('catalog.home.bestSellers')}
        placeholderClassName="h-[88rem] sm:h-[30rem]"
      >
        <BestSellers />
      </HomeSection>
      <HomeSection
        titleId="happy-customers-title"
        title={t('catalog.home.happyCustomers')}
        placeholderClassName="h-[17rem]"
      >
        <HappyCustomers labelledBy="happy-customers-title" />
      </HomeSection>
    </>
  );
}
