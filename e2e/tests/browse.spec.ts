import type { Page } from '@playwright/test';
import { imageSrcSets } from '@khidma/shared/images';
import { apiResults, expect, test } from '../fixtures';
import { gotoReady, openInApp } from '../support/app';
import { expectSizedImages, firstSubCategory, kd, visibleSlides, type Service } from '../support/catalog';

/** Page size of the carousels at this project's width (spec §9: 3 at >= 1024 px, 2 from 640, else 1). */
const perPage = (page: Page) => {
  const width = page.viewportSize()!.width;
  return width >= 1024 ? 3 : width >= 640 ? 2 : 1;
};

/** Checks the Login Required modal a guest gets, closes it, and shows that the cart is still empty. */
async function expectLoginRequired(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('You need to log in to add services to your cart.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
  await dialog.getByRole('button', { name: 'Continue Browsing' }).click();
  await expect(dialog).toBeHidden();
}

test('home as a guest: banner, hero, categories, Top Rated, best sellers and Our Happy Customers', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const topRated = await apiResults<Service[]>(page, 'top_rated_service_list');
  const bestSellers = await apiResults<Service[]>(page, 'best_seller_service_list');
  expect(bestSellers.length).toBeGreaterThan(3);
  await page.goto('/');

  // Sign-up banner, dismissable.
  await expect(page.getByText('Sign up to order your first service.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Book Now' })).toBeVisible();

  // The lower sections render as they near the screen.
  await page.getByRole('heading', { name: 'Top Rated' }).scrollIntoViewIfNeeded();

  // Top Rated: a page of cards, Next and Previous wrap around.
  const topCarousel = page.getByRole('region', { name: 'Top Rated' });
  await expect(topCarousel.getByRole('article')).toHaveCount(topRated.length);
  const first = topCarousel.getByRole('article', { name: topRated[0]!.ServiceName });
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => visibleSlides(topCarousel)).toBe(perPage(page));
  const pages = Math.ceil(topRated.length / perPage(page));
  const status = topCarousel.getByText(/^Page \d+ of \d+$/);
  await expect(status).toHaveText(`Page 1 of ${pages}`);
  await topCarousel.getByRole('button', { name: 'Previous' }).click();
  await expect(status).toHaveText(`Page ${pages} of ${pages}`);
  await topCarousel.getByRole('button', { name: 'Next' }).click();
  await expect(status).toHaveText(`Page 1 of ${pages}`);
  // By keyboard: the arrows turn the page while focus is inside.
  await topCarousel.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText(`Page 2 of ${pages}`);
  await page.keyboard.press('ArrowLeft');
  await expect(status).toHaveText(`Page 1 of ${pages}`);
  // By swipe: a drag across the cards turns one page.
  const cards = topCarousel.locator('> div').first();
  await cards.scrollIntoViewIfNeeded();
  const box = (await cards.boundingBox())!;
  const width = page.viewportSize()!.width;
  // Across the middle of the cards (their top may sit under the sticky header).
  const y = box.y + box.height / 2;
  await page.mouse.move(width * 0.9, y);
  await page.mouse.down();
  await page.mouse.move(width * 0.5, y + 2, { steps: 8 });
  await page.mouse.move(width * 0.1, y + 4, { steps: 8 });
  await page.mouse.up();
  await expect(status).toHaveText(`Page 2 of ${pages}`);

  // The service card as the spec lists it.
  await page.getByRole('heading', { name: 'Best Sellers' }).scrollIntoViewIfNeeded();
  const bestList = page.locator('#best-sellers-list');
  const service = bestSellers[0]!;
  const card = bestList.getByRole('article', { name: service.ServiceName });
  await expect(card.getByRole('img', { name: `${service.overallRating} out of 5 stars` })).toBeVisible();
  await expect(card.getByText(`(${service.reviewscount} reviews)`)).toBeVisible();
  await expect(card.getByText(service.ServiceTime)).toBeVisible();
  await expect(card.locator('s')).toHaveText(`Original price ${kd(service.DisplayPrice)}`);
  await expect(card).toContainText(`Price ${kd(service.Price)}`);
  await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute(
    'href',
    `/service/${service._id}/${service.SrvSubCategoryId}`,
  );

  // Best sellers: three, then all, then three again.
  await expect(bestList.getByRole('article')).toHaveCount(3);
  await page.getByRole('button', { name: 'View all' }).click();
  await expect(bestList.getByRole('article')).toHaveCount(bestSellers.length);
  await page.getByRole('button', { name: 'Show Less' }).click();
  await expect(bestList.getByRole('article')).toHaveCount(3);

  // Testimonials: stars out of 5, the text and the author.
  const [review] = await apiResults<Array<{ rating: number; review: string; userName: string }>>(page, 'reviews_list');
  await page.getByRole('heading', { name: 'Our Happy Customers' }).scrollIntoViewIfNeeded();
  const reviews = page.getByRole('region', { name: 'Our Happy Customers' });
  await expect(reviews.getByText(review!.review)).toBeVisible();
  await expect(reviews.getByText(review!.userName)).toBeVisible();
  await expect(reviews.getByRole('img', { name: `${review!.rating} out of 5 stars` }).first()).toBeVisible();

  await expectSizedImages(page);
  await expectAccessible();
  // Scrolled through once, so the lazy images are in the picture.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await capture('browse-home');

  await page.getByRole('button', { name: 'Dismiss sign-up banner' }).click();
  await expect(page.getByText('Sign up to order your first service.')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Book Now' })).toBeVisible();
  await expect(page.getByText('Sign up to order your first service.')).toBeHidden();
});

test('the category popup leads to the services list: picker, cards, cart panel', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const { category, subCategory, services } = await firstSubCategory(page);
  await gotoReady(page, '/');
  await page.getByRole('button', { name: category.SrvCategoryName }).click();
  const dialog = page.getByRole('dialog', { name: category.SrvCategoryName });
  const subCard = dialog.getByRole('link', { name: subCategory.SrvSubCategoryName });
  await expect(subCard).toBeVisible();
  await expectAccessible();
  await capture('browse-category-popup');
  await subCard.click();

  await expect(page).toHaveURL(`/services/${subCategory._id}/${encodeURIComponent(category.SrvCategoryName)}`);
  await expect(page.getByRole('heading', { level: 1, name: category.SrvCategoryName })).toBeVisible();
  await expect(page.getByText('Select a service')).toBeVisible();
  await expect(page.getByText(`${services.length} options`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(services.length);
  for (const service of services) {
    await expect(page.getByRole('article', { name: service.ServiceName })).toContainText(`Price ${kd(service.Price)}`);
  }

  // Wide screens: picker, cards and cart in three columns; small screens: no cart panel.
  const cart = page.getByRole('region', { name: 'Your Cart' });
  const wide = page.viewportSize()!.width >= 1024;
  if (wide) {
    await expect(cart).toBeVisible();
    await expect(cart.getByText('Your cart is empty')).toBeVisible();
    const [picker, cards, panel] = await Promise.all([
      page.getByRole('heading', { level: 1 }).boundingBox(),
      page.getByRole('article').first().boundingBox(),
      cart.boundingBox(),
    ]);
    expect(picker!.x).toBeLessThan(cards!.x);
    expect(cards!.x).toBeLessThan(panel!.x);
  } else {
    await expect(cart).toBeHidden();
  }

  // The picker scrolls smoothly to the chosen card.
  const last = services.at(-1)!;
  await page
    .getByRole('navigation', { name: 'Select a service' })
    .getByRole('button', { name: last.ServiceName })
    .click();
  const target = page.getByRole('article', { name: last.ServiceName });
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport({ ratio: 0.5 });

  await expectSizedImages(page);
  await expectAccessible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await capture('browse-services-list');
});

test('the category popup: spinner, error text and No subcategories found', async ({ page }) => {
  const { category } = await firstSubCategory(page);
  let answer: () => Promise<unknown> = async () => ({ status: 200, body: { code: 200, message: 'OK', results: [] } });
  await page.route(`**/api/khidma/srv_sub_by_category/${category._id}`, async (route) => {
    const { status, body } = (await answer()) as { status: number; body: unknown };
    await route.fulfill({ status, json: body });
  });
  await gotoReady(page, '/');
  const grid = page.locator('#categories');

  await grid.getByRole('button', { name: category.SrvCategoryName }).click();
  await expect(page.getByRole('dialog').getByText('No subcategories found')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // The failure is held until the request has reached the route (the spinner may show before it does).
  let release!: () => void;
  const held = new Promise<void>((requested) => {
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve({ status: 500, body: { code: 500, message: 'Failed to fetch SubCategories' } });
        requested();
      });
  });
  await page.reload({ waitUntil: 'networkidle' });
  await grid.getByRole('button', { name: category.SrvCategoryName }).click();
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Loading subcategories');
  await held;
  release();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Failed to fetch SubCategories');
});

test('the services list: six placeholders while loading, Failed to load services. on error', async ({ page }) => {
  const { category, subCategory } = await firstSubCategory(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/khidma/service_by_sub_category/${subCategory._id}`, async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { code: 500, message: 'Something went wrong' } });
  });
  await gotoReady(page, '/');
  await openInApp(page, `/services/${subCategory._id}/${encodeURIComponent(category.SrvCategoryName)}`);
  await expect(page.getByRole('list', { name: 'Loading services' }).getByRole('listitem')).toHaveCount(6);
  release();
  await expect(page.getByRole('alert')).toContainText('Failed to load services.');
});

test('a guest pressing Book sees Login Required and nothing is added', async ({ page }) => {
  const { category, subCategory, services } = await firstSubCategory(page);
  const [service] = services;
  await page.goto(`/services/${subCategory._id}/${encodeURIComponent(category.SrvCategoryName)}`);
  await page.getByRole('button', { name: `Book: ${service!.ServiceName}` }).click();
  await expectLoginRequired(page);
  await expect(page.getByRole('button', { name: `Book: ${service!.ServiceName}` })).toBeVisible();

  await page.getByRole('button', { name: `Book: ${service!.ServiceName}` }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL('/auth');
});

test('service detail: every field, Book Now for a guest, the cart panel and Suggestions', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const { subCategory, services } = await firstSubCategory(page);
  const service = services[0]!;
  const response = await page.goto(`/service/${service._id}/${subCategory._id}`);
  // A deep link: the server rendered the page with its answers, and preloads its image (the AVIF candidates its
  // picture chooses from) only: the page's code is fetched after the first paint.
  const link = response!.headers().link ?? '';
  expect(link).toContain(`imagesrcset="${imageSrcSets(service.Image)!.avif}"`);
  expect(link).not.toContain('/api/khidma/');
  expect(link).not.toContain('modulepreload');

  await expect(page.getByRole('heading', { level: 1, name: service.ServiceName })).toBeVisible();
  const details = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(details.getByRole('img', { name: `${service.overallRating} out of 5 stars` })).toBeVisible();
  await expect(details.getByText(`(${service.reviewscount} reviews)`)).toBeVisible();
  await expect(details.getByText(service.Description)).toBeVisible();
  await expect(details.getByText(service.ServiceTime)).toBeVisible();
  await expect(details.locator('s')).toHaveText(`Original price ${kd(service.DisplayPrice)}`);
  await expect(details).toContainText(`Price ${kd(service.Price)}`);
  await expect(details.locator('img')).toHaveJSProperty('complete', true);

  const cart = page.getByRole('region', { name: 'Your Cart' });
  await expect(cart).toBeVisible();
  await expect(cart.getByText('0 items')).toBeVisible();
  await expect(cart.getByText('Your cart is empty')).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Proceed to Checkout' })).toBeDisabled();

  await page.getByRole('button', { name: `Book Now: ${service.ServiceName}` }).click();
  await expectLoginRequired(page);
  await expect(cart.getByText('Your cart is empty')).toBeVisible();

  // Suggestions: the others of the sub-category, not this one.
  await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Suggestions' });
  await expect(suggestions.getByRole('article')).toHaveCount(services.length - 1);
  await expect(suggestions.getByRole('article', { name: service.ServiceName })).toHaveCount(0);
  await suggestions.scrollIntoViewIfNeeded();
  await expect.poll(() => visibleSlides(suggestions)).toBe(Math.min(perPage(page), services.length - 1));

  await expectSizedImages(page);
  await expectAccessible();
  await capture('browse-service-detail');

  // A suggestion opens its own detail.
  const other = services[1]!;
  await suggestions.getByRole('link', { name: `View Details: ${other.ServiceName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: other.ServiceName })).toBeVisible();
});

test('service detail without suggestions, and for an unknown or malformed id', async ({ page, expectAccessible }) => {
  const { services } = await firstSubCategory(page);
  const service = services[0]!;
  await page.route(`**/api/khidma/service_by_sub_category/${service.SrvSubCategoryId}`, (route) =>
    route.fulfill({ json: { code: 200, message: 'OK', results: [service] } }),
  );
  await gotoReady(page, '/');
  await openInApp(page, `/service/${service._id}`);
  await expect(page.getByRole('heading', { level: 1, name: service.ServiceName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Suggestions' })).toHaveCount(0);

  await gotoReady(page, '/service/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Service not found' })).toBeVisible();
  await expectAccessible();
  await gotoReady(page, "/service/1'%20or%201=1--");
  await expect(page.getByRole('heading', { name: 'Service not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});
