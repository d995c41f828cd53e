import { kuwaitDate } from '@khidma/shared/kuwait-time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboard } from '@/test/admin-fixtures';
import { okAnswer, testUser } from '@/test/fixtures';
import { formattersFor } from '@/lib/i18n/format';
import { renderWithApp, stubApi } from '@/test/render';
import AdminApp from '../admin-app';

const adminConsole = (
  <Routes>
    <Route path="/admin/*" element={<AdminApp />} />
  </Routes>
);

function signIn() {
  window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
}

/** The value of a figure card, by its label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

// The whole console renders in each test: on a busy machine that can pass the default 5 s.
describe('the dashboard', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows today's orders by status, the money in KD, applications waiting and partners active", async () => {
    vi.stubGlobal('fetch', stubApi({ 'admin/dashboard': okAnswer(dashboard) }).fetchStub);
    signIn();
    renderWithApp(adminConsole, { path: '/admin' });
    expect(await screen.findByText('Paid online today')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    expect(figure('Paid online today')).toHaveTextContent('KD 120.500');
    expect(figure('Cash collected today')).toHaveTextContent('KD 48.250');
    expect(figure('Applications waiting')).toHaveTextContent('3');
    expect(within(figure('Active partners') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/partners',
    );
    const today = kuwaitDate(Date.now());
    const open = screen.getByRole('link', { name: 'Open: 4 orders' });
    expect(open).toHaveAttribute('href', `/admin/orders?status=Open&from=${today}&to=${today}`);
  });

  it('lists the orders with money to refund as needing attention, linked to them', async () => {
    vi.stubGlobal('fetch', stubApi({ 'admin/dashboard': okAnswer({ ...dashboard, refundsDue: 2 }) }).fetchStub);
    signIn();
    renderWithApp(adminConsole, { path: '/admin' });
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByRole('link', { name: '2 orders with money to refund' })).toHaveAttribute(
      'href',
      '/admin/orders?attention=refundDue',
    );
  });

  it('holds the place while loading, then says why it failed and retries', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail
          ? new Response(JSON.stringify({ code: 500, message: 'Something went wrong' }), { status: 500 })
          : new Response(JSON.stringify({ code: 200, message: 'OK', results: dashboard }), { status: 200 }),
      ),
    );
    signIn();
    renderWithApp(adminConsole, { path: '/admin' });
    expect(screen.getByRole('status')).toHaveTextContent("Loading today's figures");
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('KD 120.500')).toBeInTheDocument();
  });

  it('reads right to left in Arabic, with Arabic figures and KD', async () => {
    vi.stubGlobal('fetch', stubApi({ 'admin/dashboard': okAnswer(dashboard) }).fetchStub);
    signIn();
    renderWithApp(adminConsole, { path: '/admin', locale: 'ar' });
    expect(await screen.findByText('المدفوع أونلاين اليوم')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'اليوم' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(figure('المدفوع أونلاين اليوم')?.textContent).toBe(formattersFor('ar').money(120.5));
    expect(formattersFor('ar').money(120.5)).toBe('120.500 د.ك');
    expect(screen.getByRole('heading', { name: 'طلبات اليوم حسب الحالة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جديد: 4 طلبات' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'لوحة الإدارة' })[0]!;
    expect(within(nav).getByRole('link', { name: 'الطلبات' })).toHaveAttribute('href', '/admin/orders');
    expect(within(nav).getByRole('link', { name: 'الرجوع للموقع' })).toHaveAttribute('href', '/');
  });
});
