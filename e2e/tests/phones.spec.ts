import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { formattedKuwaiti, kuwaitiMobile, newUserInput, type User } from '../support/users';

/**
 * Issue 22: a customer in Kuwait signs up with their own mobile number (+965 and 8 digits), in English and in Arabic,
 * at 390 and 1280 px (the two projects); the number reads left to right inside Arabic.
 */

const WORDS = {
  en: {
    newUser: 'New user? Sign Up',
    heading: 'Create Account',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm Password',
    phone: 'Phone Number',
    country: 'Country code',
    kuwait: 'Kuwait (\u2066+965\u2069)',
    submit: 'Sign Up',
    invalid: 'Enter a valid mobile number.',
  },
  ar: {
    newUser: 'مستخدم جديد؟ إنشاء حساب',
    heading: 'إنشاء حساب',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    phone: 'رقم الهاتف',
    country: 'رمز الدولة',
    kuwait: 'الكويت (\u2066+965\u2069)',
    submit: 'إنشاء حساب',
    invalid: 'أدخل رقم هاتف محمول صحيحاً.',
  },
} as const;

const storedEntry = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('entry') ?? 'null') as User | null);

for (const language of ['en', 'ar'] as const) {
  test.describe(`sign-up with a Kuwaiti mobile (${language})`, () => {
    test.use({ locale: language === 'ar' ? 'ar-KW' : 'en-US' });
    const words = WORDS[language];

    test('the picker starts on Kuwait, a short number is refused, a +965 5xxxxxxx signs up', async ({
      page,
      expectAccessible,
      capture,
    }) => {
      const input = newUserInput();
      await page.goto('/auth');
      await page.getByRole('button', { name: words.newUser }).click();
      await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();

      const country = page.getByRole('combobox', { name: words.country });
      await expect(country).toHaveValue('KW');
      await expect(country.locator('option:checked')).toHaveText(words.kuwait);
      const phone = page.getByLabel(words.phone, { exact: true });
      await expect(phone).toHaveAttribute('dir', 'ltr');

      await page.getByLabel(words.name, { exact: true }).fill(input.name);
      await page.getByLabel(words.email, { exact: true }).fill(input.email);
      await page.getByLabel(words.password, { exact: true }).fill(input.password);
      await page.getByLabel(words.confirm, { exact: true }).fill(input.password);
      await phone.fill('1234567');
      await page.getByRole('button', { name: words.submit, exact: true }).click();
      await expect(page.getByText(words.invalid, { exact: true })).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible();

      const mobile = kuwaitiMobile();
      const typed = formattedKuwaiti(mobile).slice('+965 '.length);
      await phone.fill(typed);
      // '+965' stands left of the number, in Arabic too.
      const code = page.getByText('+965', { exact: true });
      expect((await code.boundingBox())!.x).toBeLessThan((await phone.boundingBox())!.x);
      await expectAccessible();
      await capture(`phones-sign-up-${language}`);

      await page.getByRole('button', { name: words.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(await storedEntry(page)).toMatchObject({ email: input.email, country_code: '+965', phone: mobile });
    });
  });
}
