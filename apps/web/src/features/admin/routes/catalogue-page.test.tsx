import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminService, pageOf, SERVICE_ID, SUB_CATEGORY_ID } from '@/test/admin-fixtures';
import { okAnswer, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import AdminApp from '../admin-app';

// The image goes to uploads3 through XMLHttpRequest; here it answers a stored URL at once.
vi.mock('@/lib/upload-file', () => ({ uploadFile: vi.fn(async () => '/uploads/images/ac.webp') }));

const adminConsole = (
  <Routes>
    <Route path="/admin/*" element={<AdminApp />} />
  </Routes>
);
const service = adminService;
const subCategory = {
  _id: SUB_CATEGORY_ID,
  categoryId: '55555555-5555-4555-8555-555555555555',
  name: 'AC Repair',
  nameAr: 'تصليح مكيفات',
  image: '/x.webp',
  sortOrder: 0,
  active: true,
};

function stub() {
  const api = stubApi({
    'admin/services': okAnswer(pageOf([service])),
    'POST admin/services': okAnswer(service),
    [`PUT admin/services/${SERVICE_ID}`]: okAnswer(service),
    'admin/sub_categories': okAnswer([subCategory]),
    'admin/categories': okAnswer([]),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
  return api;
}

/** Replaces a field's value as a paste would: one input event, not one per key (the form is long). */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

const sent = (calls: Array<{ url: string; init?: RequestInit }>, method: string) =>
  calls
    .filter((call) => call.init?.method === method && call.url.includes('admin/services'))
    .map((call) => ({ url: call.url, body: JSON.parse(String(call.init?.body)) as unknown }));

// The whole console renders in each test: on a busy machine that can pass the default 5 s.
describe('the catalogue: services', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a display price below the price, then sends the KD numbers', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/catalogue?view=services' });
    await user.click(await screen.findByRole('button', { name: 'Edit AC General Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit service' });
    await fill(user, within(dialog).getByRole('spinbutton', { name: 'Price (KD)' }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The display price must be at least the price')).toBeInTheDocument();
    expect(sent(calls, 'PUT')).toEqual([]);

    await fill(user, within(dialog).getByRole('spinbutton', { name: 'Display price (KD)' }), '20.125');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const { _id, ...input } = service;
    await waitFor(() =>
      expect(sent(calls, 'PUT')).toEqual([
        { url: `/api/khidma/admin/services/${_id}`, body: { ...input, Price: 20, DisplayPrice: 20.125 } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds a service in both languages with an uploaded image', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/catalogue?view=services' });
    await screen.findByRole('cell', { name: 'AC General Service' });
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add service' });

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Sub-category' }), 'AC Repair');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name in English' }), 'Deep Clean');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name in Arabic' }), 'تنظيف عميق');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Description in English' }), 'Every vent');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Description in Arabic' }), 'كل الفتحات');
    await fill(user, within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' }), '90');
    await fill(user, within(dialog).getByRole('spinbutton', { name: 'Price (KD)' }), '15.5');
    await fill(user, within(dialog).getByRole('spinbutton', { name: 'Display price (KD)' }), '18');
    await user.upload(
      within(dialog).getByLabelText('Upload Image'),
      new File(['x'], 'ac.webp', { type: 'image/webp' }),
    );
    expect(await within(dialog).findByLabelText('Change Image')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(calls, 'POST')).toEqual([
        {
          url: '/api/khidma/admin/services',
          body: {
            subCategoryId: SUB_CATEGORY_ID,
            name: 'Deep Clean',
            nameAr: 'تنظيف عميق',
            description: 'Every vent',
            descriptionAr: 'كل الفتحات',
            durationMinutes: 90,
            Price: 15.5,
            DisplayPrice: 18,
            image: '/uploads/images/ac.webp',
            active: true,
          },
        },
      ]),
    );
  });

  it('refuses a price with more than 3 decimals (not a whole number of fils)', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/catalogue?view=services' });
    await user.click(await screen.findByRole('button', { name: 'Edit AC General Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit service' });
    const price = within(dialog).getByRole('spinbutton', { name: 'Price (KD)' });
    expect(price).toHaveValue(12.5);
    await user.clear(price);
    await user.type(price, '1.2345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a price in KD with at most 3 decimals')).toBeInTheDocument();
    expect(sent(calls, 'PUT')).toEqual([]);
  });

  it('hides a service by sending it back with active false', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/catalogue?view=services' });
    await user.click(await screen.findByRole('button', { name: 'Hide AC General Service' }));
    const { _id, ...input } = service;
    await waitFor(() =>
      expect(sent(calls, 'PUT')).toEqual([
        { url: `/api/khidma/admin/services/${_id}`, body: { ...input, active: false } },
      ]),
    );
  });

  it('searches and sorts the services on the server', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/catalogue?view=services' });
    const table = await screen.findByRole('table', { name: 'Services' });
    await user.click(within(table).getByRole('button', { name: 'Price' }));
    const search = screen.getByRole('search', { name: 'Search services' });
    await user.type(within(search).getByRole('searchbox'), 'clean{Enter}');
    await waitFor(() => {
      const last = calls.filter((call) => call.url.startsWith('/api/khidma/admin/services?')).at(-1)!;
      expect(Object.fromEntries(new URL(last.url, 'http://x').searchParams)).toEqual({
        page: '1',
        pageSize: '20',
        sort: 'Price',
        order: 'asc',
        q: 'clean',
      });
    });
  });
});
