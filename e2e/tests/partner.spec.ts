import type { Page } from '@playwright/test';
import { apiResults, expect, test } from '../fixtures';
import type { Category, SubCategory } from '../support/catalog';
import { kuwaitiMobile } from '../support/users';

/** Salmiya, where the applicant allows their location. */
const POSITION = { latitude: 29.3375, longitude: 48.0758 };
/** A 1x1 PNG and the smallest well-formed PDF, as a user's files. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

const REQUIRED_MESSAGES = [
  'Name is required',
  'Gender is required',
  'Phone number is required',
  'Email is required',
  'Password is required',
  'Photo is required',
  'ID Proof is required',
  'Civil ID number is required',
  'Category is required',
  'Subcategory is required',
  'Start time is required',
  'End time is required',
  'Skill certificate is required',
  'Flat/No. is required',
  'Area is required',
  'City is required',
  'Bank Name is required',
  'IBAN is required',
  'Branch Name is required',
];

/** A Kuwaiti IBAN (mod-97 good, at NBK) as a bank statement prints it, and a Civil ID with a good check digit. */
const IBAN = 'KW74NBOK0000000000001000372151';
const IBAN_AS_PRINTED = 'KW74 NBOK 0000 0000 0000 1000 3721 51';
const CIVIL_ID = '290010112346';

function unique() {
  return `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
}

/** Ten digits nobody else in this run has. */
function uniquePhone() {
  return kuwaitiMobile();
}

/** The form's words the helpers below need, in the page's language (English unless told). */
type Words = { label: (english: string) => string; uploaded: (file: string) => string };
const ENGLISH: Words = { label: (english) => english, uploaded: (file) => `${file} uploaded` };
const ARABIC_LABELS: Record<string, string> = {
  Name: 'الاسم',
  Gender: 'الجنس',
  'Phone Number': 'رقم الهاتف',
  Email: 'البريد الإلكتروني',
  Password: 'كلمة المرور',
  Photo: 'الصورة الشخصية',
  'ID Proof': 'إثبات الهوية',
  'Civil ID Number': 'الرقم المدني',
  IBAN: 'رقم الآيبان (IBAN)',
  Category: 'الفئة',
  Subcategory: 'الفئة الفرعية',
  'Start Time': 'بداية الدوام',
  'End Time': 'نهاية الدوام',
  'Skill Certificate': 'شهادة المهارة',
  'Flat/No.': 'رقم الشقة/المنزل',
  Area: 'المنطقة',
  City: 'المدينة',
  'Bank Name': 'اسم البنك',
  'Branch Name': 'اسم الفرع',
};
const ARABIC: Words = {
  label: (english) => ARABIC_LABELS[english] ?? english,
  uploaded: (file) => `تم رفع ${file}`,
};

async function chooseSkill(page: Page, words = ENGLISH) {
  const [category] = await apiResults<Category[]>(page, 'srv_category_list');
  if (!category) throw new Error('no category');
  const subs = await apiResults<SubCategory[]>(page, `srv_sub_by_category/${category._id}`);
  const [sub] = subs;
  if (!sub) throw new Error('no sub-category');
  await page.getByLabel(words.label('Category'), { exact: true }).selectOption({ label: category.SrvCategoryName });
  const subSelect = page.getByLabel(words.label('Subcategory'), { exact: true });
  await expect(subSelect.getByRole('option', { name: sub.SrvSubCategoryName })).toBeAttached();
  await subSelect.selectOption({ label: sub.SrvSubCategoryName });
  return { category, sub, subs };
}

/** Fills every field with valid values through the page's own uploads (a PNG photo, PDF ID proof and certificate). */
async function fillApplication(page: Page, email: string, words = ENGLISH) {
  const field = (label: string) => page.getByLabel(words.label(label), { exact: true });
  await field('Name').fill('Asha Verma');
  await field('Gender').selectOption('Female');
  await field('Phone Number').fill(uniquePhone());
  await field('Email').fill(email);
  await field('Password').fill('secret123');
  await field('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(words.uploaded('me.png'))).toBeVisible();
  await field('ID Proof').setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(words.uploaded('aadhaar.pdf'))).toBeVisible();
  await chooseSkill(page, words);
  await field('Start Time').fill('09:00');
  await field('End Time').fill('18:00');
  await field('Skill Certificate').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(words.uploaded('certificate.pdf'))).toBeVisible();
  for (const [label, value] of [
    ['Civil ID Number', CIVIL_ID],
    ['Flat/No.', '12B'],
    ['Area', 'Salmiya'],
    ['City', 'Kuwait City'],
    ['IBAN', IBAN_AS_PRINTED],
    ['Branch Name', 'Salmiya'],
  ] as const) {
    await field(label).fill(value);
  }
  // The bank is read from the IBAN's 4 letters.
  await expect(field('Bank Name')).toHaveValue('NBOK');
}

test.describe('location refused', () => {
  test('asks for the location, then shows the form once it is allowed', async ({
    page,
    context,
    expectAccessible,
    capture,
  }) => {
    await context.clearPermissions();
    await page.goto('/registerpartner');
    await expect(page.getByRole('heading', { name: 'Location Access Required' })).toBeVisible();
    await expect(page.getByText('Set Location to “Allow” for this site.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Partner Registration' })).toBeHidden();
    await expectAccessible();
    await capture('partner-location-required');

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(POSITION);
    await page.getByRole('button', { name: 'Allow Location Access' }).click();
    await expect(page.getByRole('heading', { name: 'Partner Registration' })).toBeVisible();
    await expect(page.getByText('Your location: 29.3375, 48.0758')).toBeVisible();
  });
});

test.describe('location allowed', () => {
  test.use({ permissions: ['geolocation'], geolocation: POSITION });

  test('shows the four sections and the side panel, and every validation message', async ({
    page,
    expectAccessible,
    capture,
  }) => {
    await page.goto('/registerpartner');
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Registration' })).toBeVisible();
    for (const section of ['Contact Details', 'Skill Details', 'Address Details', 'Bank Details']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText('Increase your visibility')).toBeVisible();
    await expect(page.getByText('Access to premium customers')).toBeVisible();
    await expect(page.getByText('24/7 support')).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('KW');
    await expect(page.getByLabel('Gender', { exact: true }).getByRole('option')).toHaveText([
      'Select gender',
      'Male',
      'Female',
      'Other',
    ]);
    await expectAccessible();
    await capture('partner-form');

    // Everything empty: each field's own message (the country is chosen from a list that starts on Kuwait).
    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of REQUIRED_MESSAGES) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expectAccessible();
    await capture('partner-form-errors');

    // A number too short for Kuwait is refused on submit.
    const phone = page.getByLabel('Phone Number', { exact: true });
    await phone.pressSequentially('98765');
    await expect(phone).toHaveValue('98765');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Start Time', { exact: true }).fill('18:00');
    await page.getByLabel('End Time', { exact: true }).fill('09:00');
    await page.getByLabel('Civil ID Number', { exact: true }).fill('290010112345');
    await page.getByLabel('IBAN', { exact: true }).fill('KW75 NBOK 0000 0000 0000 1000 3721 51');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Enter a valid 12-digit Civil ID number.')).toBeVisible();
    await expect(page.getByText('This IBAN is not valid; check it for a typo.')).toBeVisible();
    await expect(page.getByText('Enter a valid mobile number.')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('End time must be after start time')).toBeVisible();
    await phone.clear();
    await phone.pressSequentially('5123 4567');
    await expect(phone).toHaveValue('5123 4567');

    // A new category clears the chosen sub-category and loads its own.
    const { sub } = await chooseSkill(page);
    await expect(page.getByLabel('Subcategory', { exact: true })).toHaveValue(sub._id);
    const categories = await apiResults<Category[]>(page, 'srv_category_list');
    const second = categories[1];
    if (!second) throw new Error('one category only');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: second.SrvCategoryName });
    await expect(page.getByLabel('Subcategory', { exact: true })).toHaveValue('');
    const secondSubs = await apiResults<SubCategory[]>(page, `srv_sub_by_category/${second._id}`);
    await expect(
      page.getByLabel('Subcategory', { exact: true }).getByRole('option', { name: secondSubs[0]?.SrvSubCategoryName }),
    ).toBeAttached();
    await expect(
      page.getByLabel('Subcategory', { exact: true }).getByRole('option', { name: sub.SrvSubCategoryName }),
    ).toHaveCount(0);
  });

  test('a full application with an IBAN, a Civil ID and a PDF certificate ends with the success toast', async ({
    page,
    expectAccessible,
    capture,
  }) => {
    const email = `partner-${unique()}@example.com`;
    await page.goto('/registerpartner');
    await fillApplication(page, email);
    await expect(page.getByText('Bank: National Bank of Kuwait')).toBeVisible();
    await expectAccessible();
    await capture('partner-form-filled');

    // Hold the request a moment to see 'Submitting...'.
    let sentBody: Record<string, Record<string, unknown>> | undefined;
    await page.route('**/api/khidma/servicesPartner_add', async (route) => {
      sentBody = route.request().postDataJSON() as Record<string, Record<string, unknown>>;
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(page.getByText('Successfully completed registration.')).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(sentBody?.address_details).toMatchObject(POSITION);
    expect(sentBody?.contact_details).toMatchObject({ country_code: '+965', Email: email, Gender: 'Female' });
    expect(String(sentBody?.skill_details?.skillCertificate)).toMatch(/\.pdf$/);
    expect(sentBody?.contact_details).toMatchObject({ CivilId: CIVIL_ID });
    // As typed with spaces, sent as the schema reads it.
    expect(sentBody?.payment_details).toMatchObject({ BankName: 'NBOK', Iban: IBAN });
    expect(sentBody?.payment_details).not.toHaveProperty('IfscCode');
    expect(sentBody?.address_details).not.toHaveProperty('pincode');
    await page.unroute('**/api/khidma/servicesPartner_add');

    // The same email again: the server's message in the failure toast, and the form stays.
    await page.goto('/registerpartner');
    await fillApplication(page, email.toUpperCase());
    const answer = page.waitForResponse('**/api/khidma/servicesPartner_add');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect((await answer).status()).toBe(409);
    expect(await (await answer).text()).not.toContain(IBAN);
    await expect(page.getByText('An application with this email or phone number already exists.')).toBeVisible();
    await expect(page).toHaveURL('/registerpartner');
  });

  test("a failed submission says 'Failed to submit details' and stays on the form", async ({ page }) => {
    await page.goto('/registerpartner');
    await fillApplication(page, `partner-${unique()}@example.com`);
    await page.route('**/api/khidma/servicesPartner_add', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Failed to submit details')).toBeVisible();
    await expect(page).toHaveURL('/registerpartner');
  });

  test('a Windows program renamed .pdf is refused as the certificate', async ({ page }) => {
    await page.goto('/registerpartner');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    await page
      .getByLabel('Skill Certificate', { exact: true })
      .setInputFiles({ name: 'cert.pdf', mimeType: 'application/pdf', buffer: exe });
    await expect(page.getByText('Only JPEG, PNG or WebP images or PDF documents are accepted.')).toBeVisible();
  });
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-KW', permissions: ['geolocation'], geolocation: POSITION });

  test('the form reads right to left; phone, codes and account number stay left to right', async ({
    page,
    expectAccessible,
    capture,
  }) => {
    await page.goto('/registerpartner');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'التسجيل كشريك' })).toBeVisible();
    for (const section of ['بيانات التواصل', 'بيانات المهارة', 'بيانات العنوان', 'البيانات البنكية']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('complementary').getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeVisible();
    await expect(page.getByLabel('الجنس', { exact: true }).getByRole('option')).toHaveText([
      'اختر الجنس',
      'ذكر',
      'أنثى',
      'آخر',
    ]);
    const phone = page.getByLabel('رقم الهاتف', { exact: true });
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await phone.pressSequentially('5123');
    await expect(phone).toHaveValue('5123');
    const code = (await page.getByLabel('رمز الدولة', { exact: true }).boundingBox())!;
    expect(code.x).toBeLessThan((await phone.boundingBox())!.x); // '+965' then the number, left to right
    for (const label of ['الرقم المدني', 'رقم الآيبان (IBAN)'])
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('dir', 'ltr');
    await expect(page.getByText('اختر ملفًا')).toHaveCount(3);
    await expectAccessible();
    await capture('partner-form-ar');

    // The name's label sits at the right edge of its field.
    const name = (await page.getByLabel('الاسم', { exact: true }).boundingBox())!;
    const label = (await page.getByText('الاسم', { exact: true }).boundingBox())!;
    expect(Math.abs(label.x + label.width - (name.x + name.width))).toBeLessThan(2);
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByLabel('الاسم', { exact: true })).toBeFocused();
  });

  test('an application with an IBAN and a Civil ID in Arabic; the toasts speak Arabic', async ({
    page,
    expectAccessible,
    capture,
  }) => {
    await page.goto('/registerpartner');
    await fillApplication(page, `partner-${unique()}@example.com`, ARABIC);
    await expect(page.getByText('البنك: بنك الكويت الوطني')).toBeVisible();
    await expect(page.getByLabel('اسم البنك', { exact: true }).locator('option:checked')).toHaveText(
      'بنك الكويت الوطني',
    );
    await expectAccessible();
    await capture('partner-form-filled-ar');
    await page.route('**/api/khidma/servicesPartner_add', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    );
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByText('تعذّر إرسال البيانات')).toBeVisible();
    await expect(page).toHaveURL('/registerpartner');

    await page.unroute('**/api/khidma/servicesPartner_add');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByText('تم التسجيل بنجاح.')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('a refused location is explained in Arabic', async ({ page, context, expectAccessible, capture }) => {
    await context.clearPermissions();
    await page.goto('/registerpartner');
    await expect(page.getByRole('heading', { name: 'يلزم السماح بالوصول إلى موقعك' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'السماح بالوصول إلى الموقع' })).toBeVisible();
    await expectAccessible();
    await capture('partner-location-required-ar');
  });
});
