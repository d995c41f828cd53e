import type { Browser, Page } from '@playwright/test';
import { apiResults, expect } from '../fixtures';
import type { Category, SubCategory } from './catalog';

/** Where the e2e browser says it is: Salmiya, Kuwait. */
export const POSITION = { latitude: 29.3375, longitude: 48.0758 };

/** A 32x32 PNG (the server re-encodes uploads, so a real picture), and the smallest well-formed PDF. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAKklEQVR42mMQqThBU8QwasGoBaMWjFowasGoBaMWjFowasGoBaMWDBULAB8sUEyjIlUYAAAAAElFTkSuQmCC',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Logs in through the site's login page (login_with_email) and waits for where the role lands. */
export async function logIn(page: Page, email: string, password: string, landing: RegExp) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * Sends a partner application through the site's form: skilled in the first sub-category of the `categoryIndex`-th
 * category, working the hours given (Kuwait time).
 */
export async function applyAsPartner(
  browser: Browser,
  who: { name: string; email: string; password: string },
  { categoryIndex = 0, hours = ['00:00', '23:59'] }: { categoryIndex?: number; hours?: [string, string] } = {},
) {
  const context = await browser.newContext({ permissions: ['geolocation'], geolocation: POSITION });
  const page = await context.newPage();
  await page.goto('/registerpartner');
  const category = (await apiResults<Category[]>(page, 'srv_category_list'))[categoryIndex];
  const [sub] = await apiResults<SubCategory[]>(page, `srv_sub_by_category/${category!._id}`);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Name').fill(who.name);
  await field('Gender').selectOption('Female');
  await field('Phone Number').fill(`9${String(Date.now()).slice(-9)}`);
  await field('Email').fill(who.email);
  await field('Password').fill(who.password);
  await field('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('me.png uploaded')).toBeVisible();
  await field('ID Proof').setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('id.pdf uploaded')).toBeVisible();
  await field('Category').selectOption({ label: category!.SrvCategoryName });
  await expect(field('Subcategory').getByRole('option', { name: sub!.SrvSubCategoryName })).toBeAttached();
  await field('Subcategory').selectOption({ label: sub!.SrvSubCategoryName });
  await field('Start Time').fill(hours[0]);
  await field('End Time').fill(hours[1]);
  await field('Skill Certificate').setInputFiles({ name: 'cert.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('cert.pdf uploaded')).toBeVisible();
  for (const [label, value] of [
    ['Civil ID Number', '290010112346'],
    ['Flat/No.', '7'],
    ['Area', 'Salmiya'],
    ['City', 'Kuwait City'],
    // A Kuwaiti IBAN (mod-97 good) at NBK: the form chooses the bank from it.
    ['IBAN', 'KW74NBOK0000000000001000372151'],
    ['Branch Name', 'Salmiya'],
  ] as const) {
    await field(label).fill(value);
  }
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Successfully completed registration.')).toBeVisible();
  await context.close();
  return { category: category!, sub: sub! };
}
