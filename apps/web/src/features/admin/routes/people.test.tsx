import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerRow } from '@khidma/shared/schemas/operations';
import { pageOf, PARTNER_ID, partnerRow } from '@/test/admin-fixtures';
import { okAnswer, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import AdminApp from '../admin-app';

const adminConsole = (
  <Routes>
    <Route path="/admin/*" element={<AdminApp />} />
  </Routes>
);
const CUSTOMER_ID = '66666666-6666-4666-8666-666666666666';
const customer: CustomerRow = {
  _id: CUSTOMER_ID,
  name: 'Asha',
  email: 'asha@example.com',
  country_code: '+965',
  phone: '98765432',
  createdAt: '2026-11-01T08:00:00.000Z',
  orders: 4,
  blocked: false,
};
const partner = partnerRow({ suspended: true });

function stub() {
  const api = stubApi({
    'admin/customers': okAnswer(pageOf([customer])),
    [`PUT admin/customers/${CUSTOMER_ID}`]: okAnswer({ ...customer, blocked: true }),
    'admin/partners': okAnswer(pageOf([partner])),
    [`PUT admin/partners/${PARTNER_ID}`]: okAnswer({ ...partner, suspended: false }),
    [`PUT admin/partners/${PARTNER_ID}/hours`]: okAnswer(partner),
    'admin/admins': okAnswer([{ _id: 'a1', name: 'Noura', email: 'noura@example.com', createdAt: '2026-11-01' }]),
    'POST admin/admins': okAnswer({ _id: 'a2', name: 'Fahad', email: 'fahad@example.com', createdAt: '2026-11-25' }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
  return api;
}

const writes = (calls: Array<{ url: string; init?: RequestInit }>) =>
  calls
    .filter((call) => call.init?.method === 'PUT' || call.init?.method === 'POST')
    .filter((call) => !call.url.endsWith('/csrf'))
    .map((call) => ({ url: call.url, body: JSON.parse(String(call.init?.body)) as unknown }));

// The whole console renders in each test: on a busy machine that can pass the default 5 s.
describe('customers, partners and admins', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('searches the customers and blocks one after a confirmation, the reason optional', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/customers' });
    const table = await screen.findByRole('table', { name: 'Customers' });
    const row = (await within(table).findByText('Asha')).closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email or phone' }), 'asha{Enter}');
    await waitFor(() => expect(calls.at(-1)!.url).toContain('q=asha'));

    await user.click(within(row).getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Asha' });
    expect(within(dialog).getByText(/signed out at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ url: `/api/khidma/admin/customers/${CUSTOMER_ID}`, body: { blocked: true } }]),
    );
  });

  it("lifts a partner's suspension with a reason and edits their working hours", async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/partners' });
    const row = (await screen.findByRole('cell', { name: 'Ravi' })).closest('tr')!;
    expect(within(row).getByText('Suspended')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Lift suspension' }));
    const dialog = screen.getByRole('dialog', { name: "Lift Ravi's suspension" });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Documents renewed');
    await user.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { url: `/api/khidma/admin/partners/${PARTNER_ID}`, body: { blocked: false, reason: 'Documents renewed' } },
      ]),
    );

    await user.click(within(row).getByRole('button', { name: 'Working hours of Ravi' }));
    const hours = screen.getByRole('dialog', { name: 'Working hours of Ravi' });
    const end = within(hours).getByLabelText('Ends at');
    await user.clear(end);
    await user.type(end, '07:00');
    await user.click(within(hours).getByRole('button', { name: 'Save' }));
    expect(await within(hours).findByText('End time must be after start time')).toBeInTheDocument();
    await user.clear(end);
    await user.type(end, '20:30');
    await user.click(within(hours).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls).at(-1)).toEqual({
        url: `/api/khidma/admin/partners/${PARTNER_ID}/hours`,
        body: { workHoursStart: '08:00', workHoursEnd: '20:30' },
      }),
    );
  });

  it('adds an admin with a name, an email and a password of 8 or more', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/admins' });
    await screen.findByRole('cell', { name: 'Noura' });
    await user.click(screen.getByRole('button', { name: 'Add an admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an admin' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Fahad');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'fahad@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    expect(await within(dialog).findByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Password'), 'enough1');
    await user.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          url: '/api/khidma/admin/admins',
          body: { name: 'Fahad', email: 'fahad@example.com', password: 'shortenough1' },
        },
      ]),
    );
  });

  it('opens the console menu on phones in a dialog, and closes it on a pick', async () => {
    stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/admins' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Customers' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
  });
});
