import type { Locator, Page } from '@playwright/test';
import type { Category, Service, SubCategory } from '@khidma/shared/schemas/catalog';
import { formatMoney } from '@khidma/shared/money';
import { apiResults, expect } from '../fixtures';

/** The API's own types (packages/shared), never a hand-written copy. */
export type { Category, Service, SubCategory } from '@khidma/shared/schemas/catalog';

/** A category (the first by default), its first sub-category and that sub-category's services, as the API has them. */
export async function firstSubCategory(page: Page, categoryIndex = 0) {
  const category = (await apiResults<Category[]>(page, 'srv_category_list'))[categoryIndex];
  const [subCategory] = await apiResults<SubCategory[]>(page, `srv_sub_by_category/${category!._id}`);
  const services = await apiResults<Service[]>(page, `service_by_sub_category/${subCategory!._id}`);
  return { category: category!, subCategory: subCategory!, services };
}

/** "KD 12.500": the label and 3 decimals (fils), as the site writes money (packages/shared money.ts). */
export const kd = (amount: number) => formatMoney(amount, 'en');

/** Slides of a carousel that are fully inside its visible area. */
export async function visibleSlides(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const viewport = root.firstElementChild!.getBoundingClientRect();
    // A slide's content: the slide itself carries the gap as padding, outside the visible area at the edge.
    return Array.from(root.querySelectorAll('[aria-roledescription="slide"] > *')).filter((content) => {
      const box = content.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

/** Every image on the page declares its size, so nothing shifts when it arrives. */
export async function expectSizedImages(page: Page) {
  const unsized = await page
    .locator('main img')
    .evaluateAll((images) =>
      images
        .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
        .map((image) => image.outerHTML),
    );
  expect(unsized).toEqual([]);
}
