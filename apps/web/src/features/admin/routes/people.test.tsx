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
    'admin/admins': okAnswer([
      { _id: 'a1', name: 'Noura', email: 'noura@example.com', createdAt: '2026-11-01', active: true },
      { _id: testUser._id, name: 'Me', email: testUser.email, createdAt: '2026-11-02', active: true },
    ]),
    'POST admin/admins': okAnswer({
      _id: 'a2',
      name: 'Fahad',
      email: 'fahad@example.com',
      createdAt: '2026-11-25',
      active: true,
    }),
    'PUT admin/admins/a1': okAnswer({
      _id: 'a1',
      name: 'Noura',
      email: 'noura@example.com',
      createdAt: '2026-11-01',
      active: false,
    }),
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
        body: { workHoursStart: '08:00', workHoursEnd: '20:30', workDays: [0, 1, 2, 3, 4] },
      }),
    );
  });

  it("shows a partner's work days, and edits them with their hours: at least one", async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/partners' });
    const row = (await screen.findByRole('cell', { name: 'Ravi' })).closest('tr')!;
    expect(within(row).getByText('Sun · Mon · Tue · Wed · Thu')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Working hours of Ravi' }));
    const hours = screen.getByRole('dialog', { name: 'Working hours of Ravi' });
    const days = within(hours).getByRole('group', { name: 'Work days' });
    expect(
      within(days)
        .getAllByRole('checkbox')
        .map((box) => [box.closest('label')!.textContent, (box as HTMLInputElement).checked]),
    ).toEqual([
      ['Sunday', true],
      ['Monday', true],
      ['Tuesday', true],
      ['Wednesday', true],
      ['Thursday', true],
      ['Friday', false],
      ['Saturday', false],
    ]);
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']) {
      await user.click(within(days).getByRole('checkbox', { name: day }));
    }
    await user.click(within(hours).getByRole('button', { name: 'Save' }));
    expect(await within(hours).findByText('Choose at least one working day.')).toBeInTheDocument();
    expect(days).toHaveAccessibleDescription('Choose at least one working day.');
    expect(writes(calls)).toEqual([]);

    await user.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(hours).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          url: `/api/khidma/admin/partners/${PARTNER_ID}/hours`,
          body: { workHoursStart: '08:00', workHoursEnd: '18:00', workDays: [1, 6] },
        },
      ]),
    );
  });

  it("lists a partner's days off, removes one and adds one; a day already off says so by the date", async () => {
    const TIME_OFF = `admin/partners/${PARTNER_ID}/time_off`;
    let added: { status?: number; body: unknown } = {
      status: 409,
      body: { code: 409, message: 'That day is already off.', errors: { date: 'That day is already off.' } },
    };
    const api = stubApi({
      'admin/partners': okAnswer(pageOf([partner])),
      [TIME_OFF]: okAnswer([
        { _id: 't1', date: '2026-12-03', reason: 'National Day trip' },
        { _id: 't2', date: '2026-12-10', reason: '' },
      ]),
      [`DELETE ${TIME_OFF}/t1`]: okAnswer(null),
      // Read at each call: the first add is refused, the next one taken.
      get [`POST ${TIME_OFF}`]() {
        return added;
      },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/partners' });
    const row = (await screen.findByRole('cell', { name: 'Ravi' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Days off of Ravi' }));
    const dialog = screen.getByRole('dialog', { name: 'Days off of Ravi' });
    const list = await within(dialog).findByRole('list', { name: 'Upcoming days off' });
    expect(within(list).getByText('Thursday, 3 December 2026')).toBeInTheDocument();
    expect(within(list).getByText('National Day trip')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove the day off on Thursday, 3 December 2026' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.init?.method === 'DELETE' && call.url.endsWith(`${TIME_OFF}/t1`))).toBe(
        true,
      ),
    );

    const date = within(dialog).getByLabelText('Date');
    await user.click(within(dialog).getByRole('button', { name: 'Add day off' }));
    expect(await within(dialog).findByText('Enter a date as YYYY-MM-DD.')).toBeInTheDocument();

    await user.type(date, '2026-12-10');
    await user.click(within(dialog).getByRole('button', { name: 'Add day off' }));
    expect(await within(dialog).findByText('That day is already off.')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('That day is already off.');

    added = okAnswer({ _id: 't3', date: '2026-12-17', reason: 'Family' });
    await user.clear(date);
    await user.type(date, '2026-12-17');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Family');
    await user.click(within(dialog).getByRole('button', { name: 'Add day off' }));
    await waitFor(() =>
      expect(writes(api.calls).at(-1)).toEqual({
        url: `/api/khidma/${TIME_OFF}`,
        body: { date: '2026-12-17', reason: 'Family' },
      }),
    );
    await waitFor(() => expect(date).toHaveValue(''));
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

  it('disables another admin after a confirmation; their own row has no button', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/admins' });
    const own = (await screen.findByRole('cell', { name: 'Me' })).closest('tr')!;
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(within(own).getByText('You')).toBeInTheDocument();
    const row = screen.getByRole('cell', { name: 'Noura' }).closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Disable Noura' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Noura' });
    expect(within(dialog).getByText(/signed out at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ url: '/api/khidma/admin/admins/a1', body: { active: false } }]),
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
