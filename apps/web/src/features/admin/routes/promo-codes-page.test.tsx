import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PromoCode } from '@khidma/shared/schemas/promo';
import { okAnswer, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import AdminApp from '../admin-app';

const adminConsole = (
  <Routes>
    <Route path="/admin/*" element={<AdminApp />} />
  </Routes>
);

const saved: PromoCode = {
  _id: 'p1',
  code: 'RAMADAN-26',
  kind: 'percent',
  value: 15,
  minOrder: 10,
  validFrom: '2026-12-01T00:00',
  validTo: '2027-01-01T00:00',
  maxUses: 500,
  maxUsesPerCustomer: 1,
  subCategoryIds: [],
  active: true,
  uses: 42,
  createdAt: '2026-11-26T10:00:00.000Z',
};

function stub() {
  const api = stubApi({
    'admin/promo-codes': okAnswer([saved]),
    'POST admin/promo-codes': okAnswer({ ...saved, _id: 'p2', code: 'EID-5' }),
    'PUT admin/promo-codes/p1': okAnswer({ ...saved, active: false }),
    'admin/sub_categories': okAnswer([]),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
  return api;
}

const sent = (calls: Array<{ url: string; init?: RequestInit }>, method: string) =>
  calls.filter((call) => call.init?.method === method).map((call) => JSON.parse(String(call.init?.body)) as unknown);

// The whole console renders in each test: on a busy machine that can pass the default 5 s.
describe('the promo codes page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each code with its discount, window, uses so far and state, from the menu', async () => {
    stub();
    renderWithApp(adminConsole, { path: '/admin/promo-codes' });
    const nav = (await screen.findAllByRole('navigation', { name: 'Admin console' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Promo codes' })).toHaveAttribute('href', '/admin/promo-codes');
    const row = (await screen.findByText('RAMADAN-26')).closest('tr')!;
    expect(row).toHaveTextContent('15%');
    expect(row).toHaveTextContent('KD 10.000');
    expect(row).toHaveTextContent('42 of 500');
    expect(row).toHaveTextContent('Active');
  });

  it("says the schema's rules under the fields, then creates the code", async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/promo-codes' });
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'New promo code' });
    await user.type(within(dialog).getByLabelText('Code (A-Z, 0-9 and -)'), 'eid 5');
    await user.clear(within(dialog).getByLabelText('Percent off'));
    await user.type(within(dialog).getByLabelText('Percent off'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("A promo code has only letters A-Z, digits and '-'")).toBeInTheDocument();
    expect(within(dialog).getByText('A percent discount is a whole number from 1 to 99')).toBeInTheDocument();
    expect(sent(calls, 'POST')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Code (A-Z, 0-9 and -)'));
    await user.type(within(dialog).getByLabelText('Code (A-Z, 0-9 and -)'), 'eid-5');
    await user.clear(within(dialog).getByLabelText('Percent off'));
    await user.type(within(dialog).getByLabelText('Percent off'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(sent(calls, 'POST')).toEqual([
        expect.objectContaining({ code: 'EID-5', kind: 'percent', value: 20, maxUses: null, maxUsesPerCustomer: 1 }),
      ]),
    );
  });

  it('keeps what the admin typed when the minute changes while the dialog is open', async () => {
    stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/promo-codes' });
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'New promo code' });
    await user.type(within(dialog).getByLabelText('Code (A-Z, 0-9 and -)'), 'EID-5');
    await user.type(within(dialog).getByLabelText('Total uses (empty: no limit)'), '50');
    // The clock moves on a minute (the blank form's window starts now), then the form renders again.
    const later = Date.now() + 61_000;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      await user.selectOptions(within(dialog).getByLabelText('Discount type'), 'fixed');
      expect(within(dialog).getByLabelText('Code (A-Z, 0-9 and -)')).toHaveValue('EID-5');
      expect(within(dialog).getByLabelText('Total uses (empty: no limit)')).toHaveValue(50);
      expect(within(dialog).getByLabelText('Discount type')).toHaveValue('fixed');
    } finally {
      now.mockRestore();
    }
  });

  it('disables a code with its row button', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/promo-codes' });
    await user.click(await screen.findByRole('button', { name: 'Disable RAMADAN-26' }));
    await vi.waitFor(() =>
      expect(sent(calls, 'PUT')).toEqual([expect.objectContaining({ code: 'RAMADAN-26', active: false })]),
    );
  });
});
