import type { Locator, Page } from '@playwright/test';
import { apiResults, expect, test } from '../fixtures';
import { expectSizedImages, firstSubCategory, visibleSlides, type Service } from '../support/catalog';

// A Kuwaiti browser: the app reads Arabic from navigator.languages on a first visit.
test.use({ locale: 'ar-KW' });

const perPage = (page: Page) => {
  const width = page.viewportSize()!.width;
  return width >= 1024 ? 3 : width >= 640 ? 2 : 1;
};

/** "12.500 د.ك": the amount in Latin digits with its 3 decimals (fils), then the Arabic dinar sign. */
const dinars = (amount: number) => new RegExp(`${amount.toFixed(3).replace('.', '\\.')}\\s*د\\.ك`);

/** Where the box sits against its container: the gap to the left and the gap to the right edge. */
const gaps = (inner: Locator, outer: Locator) =>
  Promise.all([inner.boundingBox(), outer.boundingBox()]).then(([a, b]) => ({
    left: a!.x - b!.x,
    right: b!.x + b!.width - (a!.x + a!.width),
  }));

test('home in Arabic: right to left, Arabic texts, the carousel runs from the right', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const topRated = await apiResults<Service[]>(page, 'top_rated_service_list');
  const bestSellers = await apiResults<Service[]>(page, 'best_seller_service_list');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await expect(page.getByText('سجّل الآن واطلب أول خدمة لك.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'أنشئ حسابك الآن' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'احجز الآن' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'تصفّح حسب الفئة' })).toBeVisible();

  // The search box: its icon on the right, where Arabic starts.
  const search = page.getByRole('combobox', { name: 'ابحث عن خدمة' });
  await expect(search).toHaveAttribute('placeholder', 'ابحث عن خدمة...');
  const icon = gaps(page.getByRole('search').locator('svg').first(), search);
  expect((await icon).right).toBeLessThan((await icon).left);

  // Top Rated: the first page is on the right, Next (and the Left arrow) go on, a drag to the right turns a page.
  await page.getByRole('heading', { name: 'الأعلى تقييمًا' }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'الأعلى تقييمًا' });
  await expect(carousel.getByRole('article')).toHaveCount(topRated.length);
  const first = carousel.getByRole('article', { name: topRated[0]!.ServiceName });
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => visibleSlides(carousel)).toBe(perPage(page));
  const viewport = carousel.locator('> div').first();
  expect((await gaps(first, viewport)).right).toBeLessThan(2);
  const pages = Math.ceil(topRated.length / perPage(page));
  const status = carousel.getByText(/^الصفحة \d+ من \d+$/);
  await expect(status).toHaveText(`الصفحة 1 من ${pages}`);
  await carousel.getByRole('button', { name: 'التالي' }).click();
  await expect(status).toHaveText(`الصفحة 2 من ${pages}`);
  await expect.poll(() => visibleSlides(carousel)).toBe(perPage(page));
  await carousel.getByRole('button', { name: 'السابق' }).click();
  await expect(status).toHaveText(`الصفحة 1 من ${pages}`);
  await carousel.getByRole('button', { name: 'التالي' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(status).toHaveText(`الصفحة 2 من ${pages}`);
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText(`الصفحة 1 من ${pages}`);
  const box = (await viewport.boundingBox())!;
  const width = page.viewportSize()!.width;
  const y = box.y + box.height / 2;
  await page.mouse.move(width * 0.1, y);
  await page.mouse.down();
  await page.mouse.move(width * 0.5, y + 2, { steps: 8 });
  await page.mouse.move(width * 0.9, y + 4, { steps: 8 });
  await page.mouse.up();
  await expect(status).toHaveText(`الصفحة 2 من ${pages}`);

  // A card: Arabic labels, the price in dinars, the stars filled from the right.
  await page.getByRole('heading', { name: 'الأكثر طلبًا' }).scrollIntoViewIfNeeded();
  const service = bestSellers[0]!;
  const card = page.locator('#best-sellers-list').getByRole('article', { name: service.ServiceName });
  const stars = card.getByRole('img', { name: `التقييم ${service.overallRating} من 5 نجوم` });
  await expect(stars).toBeVisible();
  expect((await gaps(stars.locator('> span'), stars)).right).toBeLessThan(1);
  await expect(card.locator('s')).toHaveText(dinars(service.DisplayPrice));
  await expect(card.locator('s')).toContainText('السعر الأصلي');
  await expect(card.getByRole('link', { name: `عرض التفاصيل: ${service.ServiceName}` })).toBeVisible();
  await page.getByRole('button', { name: 'عرض الكل' }).click();
  await expect(page.locator('#best-sellers-list').getByRole('article')).toHaveCount(bestSellers.length);
  await page.getByRole('button', { name: 'عرض أقل' }).click();

  // Testimonials: the reviews themselves are the customers' words, as the API has them.
  const [review] = await apiResults<Array<{ rating: number; review: string; userName: string }>>(page, 'reviews_list');
  await page.getByRole('heading', { name: 'آراء عملائنا' }).scrollIntoViewIfNeeded();
  const reviews = page.getByRole('region', { name: 'آراء عملائنا' });
  await expect(reviews.getByText(review!.userName)).toBeVisible();
  await expect(reviews.getByRole('img', { name: `التقييم ${review!.rating} من 5 نجوم` }).first()).toBeVisible();

  await expectSizedImages(page);
  await expectAccessible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await capture('browse-home-ar');
});

test('service detail in Arabic: Arabic labels, the cart panel, خدمات مقترحة, Login Required', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const { subCategory, services } = await firstSubCategory(page);
  const service = services[0]!;
  await page.goto(`/service/${service._id}/${subCategory._id}`);
  await expect(page.getByRole('heading', { level: 1, name: service.ServiceName })).toBeVisible();
  const details = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(details.locator('s')).toHaveText(dinars(service.DisplayPrice));
  await expect(details).toContainText(dinars(service.Price));

  const cart = page.getByRole('region', { name: 'سلة المشتريات' });
  await expect(cart).toBeVisible();
  await expect(cart.getByText('سلة المشتريات فارغة')).toBeVisible();
  await expect(cart.getByRole('link', { name: 'المتابعة إلى الدفع' })).toBeDisabled();

  await page.getByRole('button', { name: `احجز الآن: ${service.ServiceName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'يلزم تسجيل الدخول' });
  await expect(dialog.getByText('يجب تسجيل الدخول لإضافة خدمات إلى سلتك.')).toBeVisible();
  await dialog.getByRole('button', { name: 'متابعة التصفح' }).click();
  await expect(dialog).toBeHidden();

  const suggestions = page.getByRole('region', { name: 'خدمات مقترحة' });
  await expect(suggestions.getByRole('article')).toHaveCount(services.length - 1);
  await suggestions.scrollIntoViewIfNeeded();
  await expect.poll(() => visibleSlides(suggestions)).toBe(Math.min(perPage(page), services.length - 1));

  await expectAccessible();
  await capture('browse-service-detail-ar');
});
