import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@khidma/shared/schemas/order';
import { formattersFor } from '@/lib/i18n/format';
import { makeBooking, okAnswer, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { OrdersList } from '../components/orders-list';
import { OrderDetailsPage } from './order-details-page';

const booking = makeBooking;

const details = (
  <Routes>
    <Route path="/order/:id" element={<OrderDetailsPage />} />
  </Routes>
);

const asFormatted = { normalizer: getDefaultNormalizer({ trim: false, collapseWhitespace: false }) };

/** The value beside a label in a summary list. */
function valueOf(container: HTMLElement, label: string) {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('orders', () => {
  function stub(order: Booking) {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'odm/srv_booking/b1': okAnswer(order),
        'odm/user_srv_booking/u1': okAnswer([order]),
        'cart/u1': okAnswer({ items: [], removed: [] }),
      }).fetchStub,
    );
  }
  beforeEach(() => window.localStorage.setItem('entry', JSON.stringify(testUser)));
  afterEach(() => vi.unstubAllGlobals());

  it("puts an unpaid Online order's 'Pay now' right under its number, before the services (issue 25)", async () => {
    stub(booking({ ordStatus: 'Pending', paymentType: 1, payment_status: 'FAILED' }));
    renderWithApp(details, { path: '/order/b1' });
    await screen.findByRole('heading', { level: 1, name: 'Order #KH-ABCDEFGH' });
    const payNow = screen.getByRole('button', { name: 'Pay now' });
    const services = screen.getByRole('heading', { level: 2, name: 'Services' });
    expect(payNow.compareDocumentPosition(services) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a Completed COD order in English: status, method, payment, address and the review boxes', async () => {
    stub(booking());
    renderWithApp(details, { path: '/order/b1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #KH-ABCDEFGH' })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Order Placed on 22 November 2026')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(valueOf(summary, 'Payment method')).toHaveTextContent(/^COD$/);
    expect(valueOf(summary, 'Payment')).toHaveTextContent(/^Pay after the visit$/);
    expect(within(summary).getAllByText('KD 12.500')).toHaveLength(2);
    const shipping = screen.getByRole('region', { name: 'Service Address' });
    expect(within(shipping).getByText('Home')).toBeInTheDocument();
    expect(within(shipping).getByText('Block 4, Street 21').parentElement).toHaveTextContent(
      /^12B, Block 4, Street 21, Near Co-op, 20001$/,
    );
    expect(within(shipping).getByText('Phone: 9876543210')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Rate AC General Service' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your service partner: Ravi' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Submit Review' })).toHaveLength(2);
  });

  it('shows a status it does not know as it came, on a neutral badge', async () => {
    stub(booking({ ordStatus: 'On hold' }));
    renderWithApp(details, { path: '/order/b1' });
    expect(await screen.findByText('On hold')).toHaveClass('bg-slate-100');
  });

  it('shows the order in Arabic: status, method, money, date, address type; the back arrow turns', async () => {
    stub(booking());
    renderWithApp(details, { path: '/order/b1', locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلب رقم KH-ABCDEFGH' })).toBeInTheDocument();
    expect(screen.getByText('مكتمل')).toHaveClass('bg-green-100');
    expect(screen.getByText(`تم الطلب في ${formattersFor('ar').longDate('2026-11-22T08:00:00.000Z')}`)).toBeVisible();
    expect(formattersFor('ar').longDate('2026-11-22T08:00:00.000Z')).toBe('22 نوفمبر 2026');
    const summary = screen.getByRole('region', { name: 'ملخص الطلب' });
    expect(valueOf(summary, 'طريقة الدفع')).toHaveTextContent(/^الدفع بعد الزيارة$/);
    expect(valueOf(summary, 'حالة الدفع')).toHaveTextContent(/^يُدفع نقدًا بعد الزيارة$/);
    expect(within(summary).getAllByText(formattersFor('ar').money(12.5), asFormatted)).toHaveLength(2);
    const shipping = screen.getByRole('region', { name: 'عنوان الخدمة' });
    expect(within(shipping).getByText('المنزل')).toBeInTheDocument();
    // Each part is isolated (Latin data in an Arabic line), with the Arabic comma between.
    const line = within(shipping).getByText('Block 4, Street 21');
    expect(line.tagName).toBe('BDI');
    expect(line.parentElement).toHaveTextContent(/^12B، Block 4, Street 21، بالقرب من Co-op، 20001$/);
    expect(within(shipping).getByText('الهاتف: 9876543210')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'قيّم AC General Service' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'شريك الخدمة: Ravi' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'طلباتي' });
    expect(back.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
  });

  it('lists the orders in Arabic', async () => {
    stub(booking({ ordStatus: 'Open', paymentType: 1, payment_status: 'PENDING' }));
    renderWithApp(<OrdersList userId="u1" />, { locale: 'ar' });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'الطلب رقم KH-ABCDEFGH' })).toBeInTheDocument();
    expect(within(card).getByText('تاريخ الطلب: 22 نوفمبر 2026')).toBeInTheDocument();
    expect(within(card).getByText('جديد')).toBeInTheDocument();
    expect(within(card).getByText(formattersFor('ar').money(12.5), asFormatted)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'عرض تفاصيل الطلب رقم KH-ABCDEFGH' })).toHaveTextContent(
      'عرض التفاصيل',
    );
  });

  it("says 'No orders yet' in Arabic when there are none", async () => {
    vi.stubGlobal('fetch', stubApi({ 'odm/user_srv_booking/u1': okAnswer([]) }).fetchStub);
    renderWithApp(<OrdersList userId="u1" />, { locale: 'ar' });
    expect(await screen.findByText('لا توجد طلبات بعد')).toBeInTheDocument();
  });

  it('follows the status without a reload, shows the partner once assigned, and stops at Completed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const answers = [
        booking({ ordStatus: 'Open', servicePartnerId: null, servicePartnerName: null, partner: null }),
        booking({ ordStatus: 'Accepted' }),
        booking({ ordStatus: 'Completed' }),
      ];
      const { calls, fetchStub } = stubApi({});
      let polled = 0;
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).endsWith('odm/srv_booking/b1')) return fetchStub(input, init);
        calls.push({ url: String(input) });
        const order = answers[Math.min(polled++, answers.length - 1)];
        return new Response(JSON.stringify(okAnswer(order).body), { headers: { 'content-type': 'application/json' } });
      });
      const orderCalls = () => calls.filter((call) => call.url.endsWith('odm/srv_booking/b1')).length;
      renderWithApp(details, { path: '/order/b1' });
      expect(await screen.findByText('Open')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Your professional' })).toBeNull();
      expect(orderCalls()).toBe(1);

      await vi.advanceTimersByTimeAsync(5000);
      expect(await screen.findByText('Accepted')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Your professional' })).toBeInTheDocument();
      expect(screen.getByText('Ravi')).toBeInTheDocument();
      expect(orderCalls()).toBe(2);

      await vi.advanceTimersByTimeAsync(5000);
      expect(await screen.findByText('Completed')).toBeInTheDocument();
      expect(orderCalls()).toBe(3);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(orderCalls()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
