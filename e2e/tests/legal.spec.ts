import { expect, test } from '../fixtures';
import { gotoReady } from '../support/app';

const pages = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    date: '18 April 2025',
    figures: ['7 working days', '10 business days', '48 hours', '18 years'],
    section: 'Advertising and marketing',
  },
  {
    path: '/advertising-policy',
    title: 'Privacy Policy',
    date: '18 April 2025',
    figures: ['10 business days'],
    section: 'Your rights and requests',
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    date: '17 May 2025',
    figures: ['18 years', 'KD 100', '30 days’ notice', '48 hours', '7 working days'],
    section: 'Limitation of liability',
  },
];

for (const legal of pages) {
  test(`${legal.path}: the figures, the date, the section menu and Contact Us`, async ({
    page,
    expectAccessible,
    capture,
    isMobile,
  }) => {
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
    await expect(page.getByText(`Last updated: ${legal.date}`)).toBeVisible();
    for (const figure of legal.figures) await expect(page.getByText(figure).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    // Kuwait's contact details (packages/shared contact.ts).
    await expect(page.getByRole('link', { name: '+965 2220 0000' })).toBeVisible();
    await expect(page.getByText(/Sharq, Kuwait City, Kuwait/)).toBeVisible();
    await expectAccessible();

    const sectionHeading = page.getByRole('heading', { level: 2, name: legal.section });
    if (isMobile) {
      // Small screens: no side menu; the 'Sections' button opens a drawer whose links jump and close it.
      await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
      await page.getByRole('button', { name: 'Sections' }).click();
      const drawer = page.getByRole('dialog', { name: 'Sections' });
      await expect(drawer).toBeVisible();
      await expectAccessible();
      await capture(`legal-drawer${legal.path.replaceAll('/', '-')}`);
      await drawer.getByRole('link', { name: legal.section }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`#`));
      await expect(sectionHeading).toBeInViewport();
      await page.getByRole('button', { name: 'Sections' }).click();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    } else {
      // Wide screens: the side menu is always there and there is no drawer button.
      await expect(page.getByRole('button', { name: 'Sections' })).toBeHidden();
      const menu = page.getByRole('navigation', { name: 'Sections' });
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: legal.section }).click();
      await expect(sectionHeading).toBeInViewport();
      await menu.getByRole('link', { name: 'Contact Us' }).click();
      await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeInViewport();
    }
    await capture(`legal${legal.path.replaceAll('/', '-')}`);
  });
}

const footerPages = [
  { link: 'About us', path: '/about', heading: 'About Khidma', text: 'Who we are' },
  { link: 'Support', path: '/support', heading: 'Support', text: 'Contact Us' },
  { link: 'Service areas & timing', path: '/delivery', heading: 'Service areas and timing', text: 'When we serve' },
  { link: 'Order questions', path: '/faq/orders', heading: 'Order questions', text: 'How do I book a service?' },
];

for (const target of footerPages) {
  test(`the footer's '${target.link}' opens a real page`, async ({ page, expectAccessible, capture }) => {
    await gotoReady(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: target.link, exact: true }).click();
    await expect(page).toHaveURL(target.path);
    await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
    await expect(page.getByText(target.text).first()).toBeVisible();
    await expectAccessible();
    await capture(`footer${target.path.replaceAll('/', '-')}`);
  });
}

// A link pressed while Home hydrates: before the fix (main.tsx's Router) the address changed and Home stayed on screen,
// 6 in 40 runs on a phone.
test('a footer link pressed while Home hydrates opens its page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Service areas & timing', exact: true }).click();
  await expect(page).toHaveURL('/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Service areas and timing' })).toBeVisible();
});

test('an order question opens to its answer', async ({ page }) => {
  await page.goto('/faq/orders');
  const answer = page.getByText('An order is marked paid only when the payment gateway confirms it.', { exact: false });
  await expect(answer).toBeHidden();
  await page.getByText('My online payment failed. Was I charged?').click();
  await expect(answer).toBeVisible();
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-KW' });

  test('the privacy policy reads right to left, with its section menu at the reading side', async ({
    page,
    expectAccessible,
    capture,
    isMobile,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
    await expect(page.getByText('آخر تحديث: 18 أبريل 2025')).toBeVisible();
    await expect(page.getByText('10 أيام عمل').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'تواصل معنا' })).toBeVisible();
    await expectAccessible();

    const viewport = page.viewportSize()!;
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(viewport.width - (title.x + title.width)).toBeLessThan(title.x); // the title starts at the right
    if (isMobile) {
      await page.getByRole('button', { name: 'الأقسام' }).click();
      const drawer = page.getByRole('dialog', { name: 'الأقسام' });
      await expect(drawer).toBeVisible();
      const box = (await drawer.boundingBox())!;
      expect(Math.round(box.x + box.width)).toBe(viewport.width); // the drawer opens from the right
      await expectAccessible();
      await capture('legal-drawer-ar');
      await drawer.getByRole('link', { name: '4. الإعلانات والتسويق' }).click();
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: '4. الإعلانات والتسويق' })).toBeInViewport();
    } else {
      const menu = page.getByRole('navigation', { name: 'الأقسام' });
      const menuBox = (await menu.boundingBox())!;
      const article = (await page.getByRole('article').boundingBox())!;
      expect(menuBox.x).toBeGreaterThan(article.x); // the side menu is on the right
    }
    await capture('legal-privacy-policy-ar');
  });

  for (const target of [
    { path: '/terms-and-conditions', heading: 'الشروط والأحكام', text: '100 دينار كويتي' },
    { path: '/about', heading: 'عن «خدمة»', text: 'انضم كشريك' },
    { path: '/support', heading: 'الدعم', text: 'تواصل معنا' },
    { path: '/delivery', heading: 'مناطق الخدمة والمواعيد', text: 'متى نقدّم خدماتنا' },
    { path: '/faq/orders', heading: 'أسئلة عن الطلبات', text: 'كيف أحجز خدمة؟' },
  ]) {
    test(`${target.path} in Arabic`, async ({ page, expectAccessible, capture }) => {
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      await expect(page.getByText(target.text).first()).toBeVisible();
      await expectAccessible();
      await capture(`ar${target.path.replaceAll('/', '-')}`);
    });
  }
});
