import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  csrfHeaders,
  formattedKuwaiti,
  logInPage,
  logInThroughForm,
  newUserInput,
  registerUser,
  type User,
} from '../support/users';

/** A small PNG, as a phone's photo picker would hand it over. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGPgndKBFTEMLQkA5KxKQUOZlFYAAAAASUVORK5CYII=',
  'base64',
);

const storedEntry = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('entry') ?? 'null') as User | null);

/** The newest login code texted to a phone, read where the outbox SMS adapter keeps it. */
async function textedCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`/api/khidma/dev/outbox?phone=${phone}`);
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: Array<{ body: string }> };
  return /\b(\d{4})\b/.exec(results[0]!.body)![1]!;
}

/** The account menu of the header, then one of its items. */
async function accountMenu(page: Page, item: 'Profile' | 'Logout') {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a visitor signs up with a photo, logs out, and logs in again by email', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const input = newUserInput();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expectAccessible();
  await capture('auth-login');

  await page.getByRole('button', { name: 'New user? Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

  // Every sign-up message of spec §5.
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  for (const message of [
    'Name is required',
    'Email is required',
    'Password is required',
    'Please confirm your password',
    'Phone number is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password').fill('abd');
  await page.getByLabel('Phone Number').fill('98765');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  for (const message of [
    'Invalid email address',
    'Password must be at least 6 characters',
    'Passwords do not match',
    'Enter a valid mobile number.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectAccessible();
  await capture('auth-sign-up-errors');

  // The photo uploads at once: a spinner, then the preview.
  await page.getByLabel('Upload profile image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('img', { name: /^Profile photo of/ });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);

  await page.getByLabel('Name').fill(input.name);
  await page.getByLabel('Email').fill(input.email);
  await page.getByLabel('Password', { exact: true }).fill(input.password);
  await page.getByLabel('Confirm Password').fill(input.password);
  await page.getByLabel('Phone Number').fill(input.phone);
  await capture('auth-sign-up-filled');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  const entry = await storedEntry(page);
  expect(entry).toMatchObject({ name: input.name, email: input.email, phone: input.phone });
  expect(entry!.userImage).toMatch(/^\/uploads\/.+\.webp$/);

  // A stored entry sends /auth to /.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  // Logout: the server session ends, the entry goes, the page reloads as a guest's.
  await page.getByRole('button', { name: 'My Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await expectAccessible();
  await capture('account-menu');
  // The Login link shows as the entry goes, just before the reload: read the storage once the reload is done.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await storedEntry(page)).toBeNull();
  const afterLogout = await page.request.put(`/api/khidma/update_user/${entry!._id}`, {
    data: { name: 'x', email: input.email },
    headers: await csrfHeaders(page.request),
  });
  expect(afterLogout.status()).toBe(401);

  await logInThroughForm(page, input.email, input.password);
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  expect(await storedEntry(page)).toMatchObject({ _id: entry!._id });
});

test('email login: the required messages, and a wrong password in red under the form', async ({ page, request }) => {
  const { input } = await registerUser(request);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Email').fill(input.email);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Invalid email or password.' });
  await expect(error).toBeVisible();
  await expect(error).toHaveClass(/\btext-red-700\b/);
  expect(await storedEntry(page)).toBeNull();
  await expect(page).toHaveURL(/\/auth$/);
});

test('phone login: a code from the outbox, four boxes, a wrong code, then the right one', async ({
  page,
  request,
  expectAccessible,
  capture,
}) => {
  const { input, user } = await registerUser(request);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Enter a valid mobile number.')).toBeVisible();

  await page.getByLabel('Phone Number').fill(input.phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await expect(page.getByText('Enter the 4-digit code sent to your phone')).toBeVisible();
  const code = await textedCode(request, input.phone);

  const boxes = [1, 2, 3, 4].map((index) => page.getByLabel(`Digit ${index} of 4`));
  await expect(boxes[0]!).toBeFocused();
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Enter the 4-digit code', { exact: true })).toBeVisible();

  // Digits only; focus moves on after each digit and back on Backspace.
  await boxes[0]!.focus();
  await page.keyboard.type('9x9');
  await expect(boxes[2]!).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(boxes[1]!).toBeFocused();
  await expect(boxes[1]!).toHaveValue('');
  const wrong = code === '0000' ? '1111' : '0000';
  await page.keyboard.type(wrong.slice(1));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Invalid or expired code. Please try again.')).toBeVisible();
  await expectAccessible();
  await capture('auth-verify-otp');

  await boxes[0]!.focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedEntry(page)).toMatchObject({ _id: user._id, phone: input.phone });

  // 'Login with Email' leads back from the code step.
  await accountMenu(page, 'Logout');
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  await page.getByLabel('Phone Number').fill(input.phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByRole('button', { name: 'Login with Email' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('profile edit and password change, then login with the new password', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const { input, user } = await logInPage(page);
  await accountMenu(page, 'Profile');
  await expect(page).toHaveURL(/\/account\/details$/);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  if (wide) {
    await expect(page.getByRole('heading', { name: 'Account Dashboard' })).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'My Account' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Order History' })).toBeVisible();
    await capture('account-drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  await expect(page.getByRole('img', { name: 'No profile photo' })).toBeVisible();
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Full Name')).toHaveAttribute('readonly', '');
  await expectAccessible();
  await capture('account-details');

  // Edit: the messages of spec §5, Cancel, then a save that updates the stored entry.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Full Name').fill('');
  await page.getByLabel('Email Address').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue(user.name);

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Upload profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: /^Profile photo of/ })).toBeVisible();
  await page.getByLabel('Full Name').fill('Asha Raman');
  await expectAccessible();
  await capture('account-details-edit');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Asha Raman');
  const entry = await storedEntry(page);
  expect(entry).toMatchObject({ _id: user._id, name: 'Asha Raman' });
  expect(entry!.userImage).toMatch(/^\/uploads\/.+\.webp$/);

  // Password: the email read-only, the messages of spec §5, then the success state that closes itself.
  await page.getByRole('button', { name: 'Update password' }).click();
  const modal = page.getByRole('dialog', { name: 'Update Password' });
  await expect(modal.getByLabel('Email')).toHaveValue(input.email);
  await expect(modal.getByLabel('Email')).toHaveAttribute('readonly', '');
  await modal.getByRole('button', { name: 'Update Password' }).click();
  await expect(modal.getByText('Password is required')).toBeVisible();
  await expect(modal.getByText('Please confirm your password')).toBeVisible();
  await modal.getByLabel('New Password').fill('abc');
  await modal.getByLabel('Confirm Password').fill('abd');
  await modal.getByRole('button', { name: 'Update Password' }).click();
  await expect(modal.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(modal.getByText('Passwords do not match')).toBeVisible();
  await expectAccessible();
  await modal.getByLabel('Current Password').fill(input.password);
  await modal.getByLabel('New Password').fill('a-new-secret');
  await modal.getByLabel('Confirm Password').fill('a-new-secret');
  await modal.getByRole('button', { name: 'Update Password' }).click();
  await expect(modal.getByText('Password Updated!')).toBeVisible();
  await expect(modal.getByText('Your password has been successfully updated.')).toBeVisible();
  await capture('account-password-updated');
  await expect(modal).toBeHidden({ timeout: 4000 });

  // The form was reset: opening it again shows empty fields.
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(modal.getByLabel('New Password')).toHaveValue('');
  await page.keyboard.press('Escape');

  // Sign Out (which reloads the page), then the new password works and the old one does not.
  const reloaded = page.waitForEvent('load');
  if (wide) await page.getByRole('button', { name: 'Sign Out' }).click();
  else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('dialog', { name: 'My Account' }).getByRole('button', { name: 'Sign Out' }).click();
  }
  await reloaded;
  // The account page needs a login: the login form comes back to it (issue 25's returnTo).
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Faccount%2Fdetails$/);
  expect(await storedEntry(page)).toBeNull();

  await page.getByLabel('Email').fill(input.email);
  await page.getByLabel('Password', { exact: true }).fill(input.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await logInThroughForm(page, input.email, 'a-new-secret');
  expect(await storedEntry(page)).toMatchObject({ _id: user._id, name: 'Asha Raman' });
});

test('the account tabs show orders and addresses', async ({ page }) => {
  await logInPage(page);
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await page.goto('/account/address');
  await expect(page.getByRole('heading', { name: 'My Addresses' })).toBeVisible();
  await expect(page.getByText('No addresses found.')).toBeVisible();
  await page.goto('/account/nowhere');
  await expect(page).toHaveURL(/\/account\/details$/);
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-KW' });

  /** The left edges of the located elements, in the order given. */
  const lefts = (locators: Array<ReturnType<Page['locator']>>) =>
    Promise.all(locators.map(async (locator) => (await locator.boundingBox())!.x));

  test('the login page reads right to left; the phone and the four code boxes left to right', async ({
    page,
    request,
    expectAccessible,
    capture,
  }) => {
    const { input, user } = await registerUser(request);
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = page.getByRole('heading', { name: 'أهلاً بعودتك' });
    await expect(heading).toBeVisible();
    // The labels start at the right: the email label's right edge is the email box's right edge.
    const email = page.getByLabel('البريد الإلكتروني');
    const [label, box] = await Promise.all([
      page.getByText('البريد الإلكتروني', { exact: true }).last().boundingBox(),
      email.boundingBox(),
    ]);
    expect(Math.abs(label!.x + label!.width - (box!.x + box!.width))).toBeLessThan(2);
    await expect(email).toHaveAttribute('dir', 'ltr');
    await expectAccessible();
    await capture('auth-login-ar');

    await page.getByRole('button', { name: 'رقم الهاتف', exact: true }).click();
    const phone = page.getByLabel('رقم الهاتف');
    const [prefix, number] = await lefts([page.getByText('+965', { exact: true }), phone]);
    expect(prefix).toBeLessThan(number!);
    await phone.fill(input.phone);
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await expect(page.getByRole('heading', { name: 'التحقق من الرمز' })).toBeVisible();
    const sentTo = page.getByText(formattedKuwaiti(input.phone));
    await expect(sentTo).toHaveAttribute('dir', 'ltr');
    // '+965' stands left of the number, as it is written.
    const [plus, digits] = await sentTo.evaluate((span) => {
      const text = span.firstChild!;
      const rectOf = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, end);
        return range.getBoundingClientRect().x;
      };
      return [rectOf(0, 1), rectOf(5, 6)];
    });
    expect(plus).toBeLessThan(digits!);

    const boxes = [1, 2, 3, 4].map((index) => page.getByLabel(`الرقم ${index} من 4`));
    await expect(boxes[0]!).toBeFocused();
    const xs = await lefts(boxes);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    await expectAccessible();
    await capture('auth-verify-otp-ar');

    await page.keyboard.type((await textedCode(request, input.phone)).slice(0, 2));
    await page.keyboard.press('ArrowLeft');
    await expect(boxes[1]!).toBeFocused();
    await boxes[0]!.focus();
    await page.keyboard.type(await textedCode(request, input.phone));
    await page.getByRole('button', { name: 'تأكيد الرمز' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedEntry(page)).toMatchObject({ _id: user._id });
  });

  test('the address map keeps its zoom buttons usable at the top right; an address is added and listed', async ({
    page,
    expectAccessible,
    capture,
  }) => {
    await logInPage(page);
    await page.goto('/account/address');
    await expect(page.getByRole('heading', { name: 'عناويني' })).toBeVisible();
    await expect(page.getByText('لا توجد عناوين محفوظة.')).toBeVisible();
    await page.getByRole('button', { name: 'إضافة عنوان جديد' }).click();
    await expect(page.getByRole('heading', { name: 'حدّد موقعك' })).toBeVisible();

    const map = page.locator('.leaflet-container');
    const zoomIn = page.getByRole('button', { name: 'تكبير' });
    const [mapBox, zoomBox] = await Promise.all([map.boundingBox(), zoomIn.boundingBox()]);
    expect(zoomBox!.x).toBeGreaterThan(mapBox!.x + mapBox!.width / 2);
    await zoomIn.click();
    // The area brings the map to Salmiya; Enter on the focused map drops the pin at its centre.
    await page.getByLabel('المنطقة').selectOption({ label: 'السالمية' });
    await map.focus();
    await page.keyboard.press('Enter');
    await expectAccessible();
    await capture('address-map-ar');
    await page.getByRole('button', { name: 'تأكيد الموقع' }).click();
    await expect(page.getByRole('heading', { name: 'تأكيد العنوان' })).toBeVisible();

    await page.getByRole('radio', { name: 'المنزل' }).check();
    await page.getByLabel('القطعة').fill('4');
    await page.getByLabel('الشارع').fill('21');
    await page.getByLabel('المنزل أو المبنى').fill('7');
    await page.getByLabel('الإرشادات (اختياري)').fill('the co-op');
    await page.getByLabel('رقم الهاتف').fill('51234567');
    await page.getByRole('button', { name: 'حفظ العنوان' }).click();
    await expect(page.getByText('تمت إضافة العنوان بنجاح!')).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: 'منزل 7' });
    await expect(card).toContainText('السالمية');
    await expect(card).toContainText('قطعة 4، شارع 21');
    await expect(card).toContainText('الإرشادات: the co-op');
    await expect(card.getByText('+965 5123 4567', { exact: true })).toHaveAttribute('dir', 'ltr');
    await expectAccessible();
    await capture('addresses-ar');
  });
});
