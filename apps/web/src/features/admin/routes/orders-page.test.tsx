import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminOrder, pageOf, PARTNER_ID, partnerRow } from '@/test/admin-fixtures';
import { okAnswer, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import AdminApp from '../admin-app';

const adminConsole = (
  <Routes>
    <Route path="/admin/*" element={<AdminApp />} />
  </Routes>
);

/** The query of every GET admin/orders sent so far, as a plain object. */
function orderQueries(calls: Array<{ url: string }>) {
  return calls
    .filter((call) => call.url.startsWith('/api/khidma/admin/orders?'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));
}

function stub() {
  const api = stubApi({
    'admin/orders': okAnswer(pageOf([adminOrder(), adminOrder({ _id: 'o2', ordId: 'KH-ZZZZZZZZ' })], 45)),
    'admin/partners': okAnswer(pageOf([partnerRow()])),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
  return api;
}

// The whole console renders in each test: on a busy machine that can pass the default 5 s.
describe('the orders table', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the first page, newest first, and shows the rows in a captioned table', async () => {
    const { calls } = stub();
    renderWithApp(adminConsole, { path: '/admin/orders' });
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(await within(table).findByRole('link', { name: 'KH-ABCDEFGH' })).toHaveAttribute(
      'href',
      '/admin/orders/KH-ABCDEFGH',
    );
    expect(orderQueries(calls)[0]).toEqual({ page: '1', pageSize: '20', sort: 'orderedDate', order: 'desc' });
    expect(within(table).getByRole('columnheader', { name: 'Ordered' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('columnheader', { name: 'Customer' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('Page 1 of 3 · 45 results')).toBeInTheDocument();
  });

  it('sorts on the server from the header buttons, ascending then descending', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/orders' });
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByRole('link', { name: 'KH-ABCDEFGH' });

    await user.click(within(table).getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(orderQueries(calls).at(-1)).toMatchObject({ sort: 'totalPrice', order: 'asc' }));
    expect(within(table).getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(table).getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(orderQueries(calls).at(-1)).toMatchObject({ sort: 'totalPrice', order: 'desc' }));
    expect(within(table).getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages through the server with labelled buttons', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/orders' });
    const pager = await screen.findByRole('navigation', { name: 'Pages of Orders' });
    await screen.findByRole('link', { name: 'KH-ABCDEFGH' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(orderQueries(calls).at(-1)).toMatchObject({ page: '2' }));
    expect(await within(pager).findByText('Page 2 of 3 · 45 results')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('filters by status, partner and dates, and searches by ordId or phone, back on page 1', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/orders?page=2' });
    await screen.findByRole('link', { name: 'KH-ABCDEFGH' });
    expect(orderQueries(calls)[0]).toMatchObject({ page: '2' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    await waitFor(() => expect(orderQueries(calls).at(-1)).toMatchObject({ status: 'Open', page: '1' }));

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Partner' }), 'Ravi');
    await waitFor(() => expect(orderQueries(calls).at(-1)).toMatchObject({ partnerId: PARTNER_ID }));

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(orderQueries(calls).at(-1)).toMatchObject({ from: '2026-11-01' }));

    const search = screen.getByRole('search', { name: 'Search orders' });
    await user.type(within(search).getByRole('searchbox'), '98765432{Enter}');
    await waitFor(() =>
      expect(orderQueries(calls).at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        sort: 'orderedDate',
        order: 'desc',
        status: 'Open',
        from: '2026-11-01',
        partnerId: PARTNER_ID,
        q: '98765432',
      }),
    );
  });

  it("shows each order's slot in Kuwait time, and a dash for an order without one", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'admin/orders': okAnswer(
          pageOf([
            // The same instant as 09:30 in Kuwait, written in UTC: it still reads 9:30.
            adminOrder({ slotStart: '2026-11-26T06:30:00.000Z', slotEnd: '2026-11-26T08:00:00.000Z' }),
            adminOrder({ _id: 'o2', ordId: 'KH-OLDORDER', slotStart: null, slotEnd: null }),
          ]),
        ),
        'admin/partners': okAnswer(pageOf([])),
      }).fetchStub,
    );
    window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
    renderWithApp(adminConsole, { path: '/admin/orders' });
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByRole('link', { name: 'KH-ABCDEFGH' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const slot = headers.indexOf('Slot');
    expect(slot).toBeGreaterThan(-1);
    const [, booked, old] = within(table).getAllByRole('row');
    expect(within(booked!).getAllByRole('cell')[slot]!.textContent).toMatch(/Thu, 26 Nov.*9:30.*11:00\sam/);
    expect(within(old!).getAllByRole('cell')[slot]).toHaveTextContent(/^—$/);
  });

  it('shows the slot in Arabic to an Arabic reader', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'admin/orders': okAnswer(pageOf([adminOrder()])), 'admin/partners': okAnswer(pageOf([])) }).fetchStub,
    );
    window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
    renderWithApp(adminConsole, { path: '/admin/orders', locale: 'ar' });
    const table = await screen.findByRole('table', { name: 'الطلبات' });
    await within(table).findByRole('link', { name: 'KH-ABCDEFGH' });
    expect(within(table).getByRole('columnheader', { name: 'الموعد' })).toBeInTheDocument();
    expect(within(table).getByText(/نوفمبر.*9:30/)).toBeInTheDocument();
  });

  it('says so when no order matches, and offers a retry when the list fails', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'admin/orders': { status: 500, body: { code: 500, message: 'Something went wrong' } },
        'admin/partners': okAnswer(pageOf([])),
      }).fetchStub,
    );
    renderWithApp(adminConsole, { path: '/admin/orders' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    vi.stubGlobal(
      'fetch',
      stubApi({ 'admin/orders': okAnswer(pageOf([])), 'admin/partners': okAnswer(pageOf([])) }).fetchStub,
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders match.')).toBeInTheDocument();
  });
});
