import type { Category } from '@khidma/shared/schemas/catalog';
import { lazy, Suspense, useState } from 'react';
import { useGetBestSellersQuery } from '../api/get-best-sellers';
import { useGetReviewsQuery } from '../api/get-reviews';
import { useGetTopRatedQuery } from '../api/get-top-rated';
import { CategoryGrid } from '../components/category-grid';
import { HomeHero } from '../components/home-hero';
import { SignUpBanner } from '../components/sign-up-banner';

// Below the fold: its code (carousels, cards) loads after the first paint, its data at once (below).
const HomeSections = lazy(async () => ({ default: (await import('../components/home-sections')).HomeSections }));
// Rendered (and so fetched) at once, but only needed at the first click on a category.
const SubCategoryModal = lazy(async () => ({
  default: (await import('../components/sub-category-modal')).SubCategoryModal,
}));

/** Home (spec §2): sign-up banner, hero, categories with their popup, Top Rated, best sellers, testimonials. */
export function HomePage() {
  const [selectedCategory, setSelectedCategory] = useState<Category | null>(null);
  // Start the lists' requests now, alongside the sections' code, not after it.
  useGetTopRatedQuery();
  useGetBestSellersQuery();
  useGetReviewsQuery();

  return (
    <>
      <SignUpBanner />
      <HomeHero />
      <section id="categories" aria-labelledby="categories-title" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10">
        <h2 id="categories-title" className="mb-6 text-2xl font-bold text-slate-900">
          Browse by category
        </h2>
        <CategoryGrid onSelect={setSelectedCategory} />
      </section>
      <Suspense fallback={null}>
        <SubCategoryModal category={selectedCategory} onClose={() => setSelectedCategory(null)} />
      </Suspense>
      <Suspense fallback={<div className="min-h-[120rem]" aria-busy="true" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
