import { expect, test } from '../fixtures';

test('search: debounced, typo-tolerant, ranked; keyboard and recent searches', async ({
  page,
  expectAccessible,
  capture,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/service_search'))
      searches.push(new URL(request.url()).searchParams.get('searchTerm')!);
  });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search for services' });
  await expect(box).toHaveAttribute('placeholder', 'Search for services...');

  // Empty box: no recent searches yet.
  await box.click();
  await expect(page.getByText('No recent searches')).toBeVisible();

  // One request after the pause, not one per letter; 'Searching...' meanwhile.
  await box.pressSequentially('plumbng', { delay: 40 });
  await expect(page.getByText('Searching...')).toBeVisible();
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  expect(searches).toEqual(['plumbng']);
  await expect(results.getByRole('option').first()).toContainText(/Leak & Pipe Repair|Bathroom Fittings|Drain/);
  await expectAccessible();
  await capture('search-results');

  // 'ac rep' puts AC Repair first.
  await box.fill('ac rep');
  await expect(results.getByRole('option').first()).toContainText('AC Repair');

  await box.fill('xyzzyq');
  await expect(page.getByText('No results found')).toBeVisible();

  // Arrows and Enter open the active result; it becomes a recent search.
  await box.fill('ac rep');
  const firstResult = results.getByRole('option').first();
  await expect(firstResult).toBeVisible();
  const chosen = (await firstResult.locator('span > span').first().textContent())!;
  await box.press('ArrowDown');
  await expect(firstResult).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await firstResult.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
  await expect(page).toHaveURL(/\/service\/[0-9a-f-]+\/[0-9a-f-]+$/);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('searchHistory')))!)).toEqual([
    expect.objectContaining({ ServiceName: chosen }),
  ]);

  // Escape closes; the clear button empties the box and shows the recent searches.
  await box.click();
  await expect(results).toBeVisible();
  await box.press('Escape');
  await expect(results).toBeHidden();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(box).toHaveValue('');
  const recent = page.getByRole('listbox', { name: 'Recent searches' });
  await expect(recent.getByRole('option', { name: chosen })).toBeVisible();

  // A click outside closes it.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(recent).toBeHidden();

  // A recent search refills the box and opens its page.
  await page.goto('/');
  await box.click();
  await recent.getByRole('option', { name: chosen }).click();
  await expect(box).toHaveValue(chosen);
  await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();

  // Clear all.
  await page.getByRole('button', { name: 'Clear search' }).click();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('No recent searches')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBe('[]');
});

test('search keeps five recent searches, newest first', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search for services' });
  const chosen: string[] = [];
  for (const term of ['plumbing', 'electrical', 'painting', 'cleaning', 'carpentry', 'pest']) {
    await box.fill(term);
    const option = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
    chosen.unshift((await option.locator('span > span').first().textContent())!);
    await option.click();
    await expect(page.getByRole('heading', { level: 1, name: chosen[0] })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Clear search' }).click();
  const names = await page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option').allTextContents();
  expect(names).toEqual(chosen.slice(0, 5));
});

test('search failures show the texts of spec §8', async ({ page }) => {
  let fail: 'server' | 'network' = 'server';
  await page.route('**/api/khidma/service_search*', (route) =>
    fail === 'server'
      ? route.fulfill({ status: 500, json: { code: 500, message: 'Internal Server Error' } })
      : route.abort('failed'),
  );
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search for services' });
  await box.fill('plumbing');
  await expect(page.getByText('Something went wrong')).toBeVisible();
  fail = 'network';
  await box.fill('painting');
  await expect(page.getByText('Failed to fetch results')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
});
