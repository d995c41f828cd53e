import type { Category } from '@khidma/shared/schemas/catalog';
import { useState } from 'react';
import { CategoryGrid } from '../components/category-grid';
import { HomeHero } from '../components/home-hero';

/** Home (spec §2): hero, category grid. */
export function HomePage() {
  const [, setSelectedCategory] = useState<Category | null>(null);

  return (
    <>
      <HomeHero />
      <section id="categories" aria-labelledby="categories-title" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10">
        <h2 id="categories-title" className="mb-6 text-2xl font-bold text-slate-900">
          Browse by category
        </h2>
        <CategoryGrid onSelect={setSelectedCategory} />
      </section>
    </>
  );
}
