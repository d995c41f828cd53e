import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@khidma/shared/schemas/order';
import type { Payment } from '@khidma/shared/schemas/payment';
import { CartPanel } from '@/features/cart/components/cart-panel';
import { makeBooking, okAnswer, testService, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { PaymentFailedPage } from './payment-failed-page';
import { PaymentSuccessPage } from './payment-success-page';

function booking(overrides: Partial<Booking> = {}): Booking {
  return makeBooking({
    ordStatus: 'Open',
    totalPrice: 27.5,
    TotalPrice: 27.5,
    paymentType: 1,
    payment_status: 'PAID',
    services_json: [],
    servicePartnerId: null,
    servicePartnerName: null,
    ...overrides,
  });
}

const captured: Payment = {
  reference: 'KH-ABCDEFGH-1795320263788',
  amount: 27.5,
  status: 'CAPTURED',
  track_id: '1234567890123456',
  payment_id: '100200300400500600',
  result: 'CAPTURED',
  payment_type: 'knet',
  auth: 'A1B2C3',
  tran_id: '555666777888999',
  ref: '112233445566',
  post_date: '1122',
  invoice_id: '77889900',
  receipt_id: '998877665544',
  transaction_date: '2026-11-22 11:00:00',
  order_id: 'GWORDER',
  requested_order_id: 'KH-ABCDEFGH',
  refund_order_id: 'GWORDER',
  createdAt: '2026-11-22T08:00:00.000Z',
  verifiedAt: '2026-11-22T08:01:00.000Z',
};

const ok = okAnswer;

/** Each label shows its value beside it. */
function expectRows(rows: Array<[string, string]>) {
  for (const [label, value] of rows) {
    const term = screen.getByText(label, { selector: 'dt' });
    expect(within(term.parentElement!).getByText(value, { selector: 'dd' })).toBeInTheDocument();
  }
}

function renderAt(path: string, locale: 'en' | 'ar' = 'en') {
  return renderWithApp(
    <Routes>
      <Route path="/payment/success/:ordId" element={<PaymentSuccessPage />} />
      <Route path="/payment/canceled/:ordId" element={<PaymentFailedPage />} />
    </Routes>,
    { path, locale },
  );
}

describe('payment pages', () => {
  let api: ReturnType<typeof stubApi>;
  const stub = (routes: Parameters<typeof stubApi>[0]) => {
    api = stubApi({ csrf: ok({ token: 't' }), 'cart/u1': ok({ items: [], removed: [] }), ...routes });
    vi.stubGlobal('fetch', api.fetchStub);
  };
  const sentBody = (path: string) => {
    const call = api.calls.find((entry) => entry.url.includes(path));
    return JSON.parse(String(call?.init?.body));
  };

  // The toasts themselves are sonner's; what matters here is which one a page raises, and when.
  let toasted: { success: ReturnType<typeof vi.spyOn>; error: ReturnType<typeof vi.spyOn> };
  beforeEach(() => {
    window.localStorage.setItem('entry', JSON.stringify(testUser));
    toasted = { success: vi.spyOn(toast, 'success'), error: vi.spyOn(toast, 'error') };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the verified payment with its transaction rows and the toast, and sends only the track id', async () => {
    stub({
      'odm/payment_status_success/KH-ABCDEFGH': ok({ order: booking(), payment: captured, verified: true }),
    });
    renderAt('/payment/success/KH-ABCDEFGH?track_id=1234567890123456&result=CAPTURED&auth=FORGED&payment_id=9');

    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    await waitFor(() => expect(toasted.success).toHaveBeenCalledWith('Payment Successful'));
    expect(toasted.success).toHaveBeenCalledTimes(1);
    expect(sentBody('payment_status_success')).toEqual({ track_id: '1234567890123456' });
    const rows: Array<[string, string]> = [
      ['Order ID', 'KH-ABCDEFGH'],
      ['Amount paid', 'KD 27.500'],
      ['Payment ID', '100200300400500600'],
      ['Payment Type', 'KNET'],
      ['Date', '22 November 2026'],
      ['Status', 'CAPTURED'],
      ['Auth Code', 'A1B2C3'],
      ['Transaction ID', '555666777888999'],
      ['Reference', '112233445566'],
      ['Track ID', '1234567890123456'],
      ['Post Date', '1122'],
      ['Invoice ID', '77889900'],
      ['Receipt ID', '998877665544'],
    ];
    expectRows(rows);
    // The parameters of the URL are never shown: only the server's answer.
    expect(screen.queryByText('FORGED')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Order Details' })).toHaveAttribute('href', '/order/b1');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('refreshes the cart once the server confirms the payment: the paid services leave it', async () => {
    let confirmed = false;
    const cartReads: boolean[] = [];
    stub({
      'odm/payment_status_success/KH-ABCDEFGH': ok({ order: booking(), payment: captured, verified: true }),
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('cart/u1')) {
        cartReads.push(confirmed);
        const items = confirmed ? [] : [testService];
        return new Response(JSON.stringify({ code: 200, message: 'OK', results: { items, removed: [] } }));
      }
      const response = await api.fetchStub(input, init);
      if (url.includes('payment_status_success')) confirmed = true;
      return response;
    });
    renderWithApp(
      <>
        <Routes>
          <Route path="/payment/success/:ordId" element={<PaymentSuccessPage />} />
        </Routes>
        <CartPanel />
      </>,
      { path: '/payment/success/KH-ABCDEFGH?track_id=1234567890123456' },
    );

    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    // Read when the page opened, and again because the confirmation invalidated the cart.
    expect(cartReads).toEqual([false, true]);
    expect(api.calls.filter((call) => call.url.includes('payment_status_success'))).toHaveLength(1);
  });

  it('shows the alert and the real status when the server did not confirm a payment', async () => {
    stub({
      'odm/payment_status_success/KH-ABCDEFGH': ok({
        order: booking({ payment_status: 'PENDING', ordStatus: 'Pending' }),
        payment: { ...captured, status: 'CREATED', verifiedAt: null },
        verified: false,
      }),
    });
    renderAt('/payment/success/KH-ABCDEFGH?result=CAPTURED&track_id=../../x');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment successful, but something went wrong. Please contact our customer service.',
    );
    expect(screen.getByText('PENDING', { selector: 'dd' })).toBeInTheDocument();
    expect(toasted.success).not.toHaveBeenCalled();
    // A malformed track id is not sent at all.
    expect(sentBody('payment_status_success')).toEqual({});
  });

  it('falls back to the order as it stands when the verification itself fails', async () => {
    stub({
      'odm/payment_status_success/KH-ABCDEFGH': {
        status: 409,
        body: { code: 409, message: 'This payment is for another order.' },
      },
      'odm/srv_booking/KH-ABCDEFGH': ok(booking({ payment_status: 'PENDING', ordStatus: 'Pending' })),
    });
    renderAt('/payment/success/KH-ABCDEFGH?track_id=999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please contact our customer service.');
    expect(await screen.findByText('PENDING', { selector: 'dd' })).toBeInTheDocument();
  });

  it('shows a failed payment with its status, reference, support link and the toast', async () => {
    stub({
      'odm/payment_status_failed/KH-ABCDEFGH': ok({
        order: booking({ payment_status: 'FAILED', ordStatus: 'Pending' }),
        payment: { ...captured, status: 'NOT CAPTURED', result: 'NOT CAPTURED', auth: null },
        verified: true,
      }),
    });
    renderAt('/payment/canceled/KH-ABCDEFGH?track_id=1234567890123456&result=NOT+CAPTURED');

    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    await waitFor(() => expect(toasted.error).toHaveBeenCalledWith('Payment Failed!'));
    expectRows([
      ['Status', 'NOT CAPTURED'],
      ['Order ID', 'KH-ABCDEFGH'],
      ['Payment Method', 'Online (KNET)'],
      ['Date', '22 November 2026'],
      ['Reference ID', 'KH-ABCDEFGH-1795320263788'],
    ]);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("alerts 'Payment failed something went wrong.' when the server cannot answer", async () => {
    stub({
      'odm/payment_status_failed/KH-ABCDEFGH': {
        status: 502,
        body: { code: 502, message: 'The payment gateway could not be reached. Please try again.' },
      },
      'odm/srv_booking/KH-ABCDEFGH': ok(booking({ payment_status: 'PENDING', ordStatus: 'Pending' })),
    });
    renderAt('/payment/canceled/KH-ABCDEFGH?track_id=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed something went wrong.');
  });

  it('sends a cancel return that the gateway in fact captured to the success page', async () => {
    stub({
      'odm/payment_status_failed/KH-ABCDEFGH': ok({ order: booking(), payment: captured, verified: true }),
      'odm/payment_status_success/KH-ABCDEFGH': ok({ order: booking(), payment: captured, verified: false }),
    });
    renderAt('/payment/canceled/KH-ABCDEFGH?track_id=1234567890123456');
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(toasted.error).not.toHaveBeenCalled();
    expect(sentBody('payment_status_success')).toEqual({});
  });

  it('speaks Arabic on the success page: labels, status, date, toast; ids read left to right', async () => {
    stub({ 'odm/payment_status_success/KH-ABCDEFGH': ok({ order: booking(), payment: captured, verified: true }) });
    renderAt('/payment/success/KH-ABCDEFGH?track_id=1234567890123456', 'ar');

    expect(await screen.findByRole('heading', { name: 'تم الدفع بنجاح' })).toBeInTheDocument();
    await waitFor(() => expect(toasted.success).toHaveBeenCalledWith('تم الدفع بنجاح'));
    expect(screen.getByText('شكرًا لك. تم تأكيد طلبك رقم KH-ABCDEFGH.')).toBeInTheDocument();
    expectRows([
      ['رقم الطلب', 'KH-ABCDEFGH'],
      ['المبلغ المدفوع', '27.500 د.ك'],
      ['الحالة', 'تم الدفع'],
      ['التاريخ', '22 نوفمبر 2026'],
      ['رقم التتبع', '1234567890123456'],
    ]);
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('رقم الطلب')).toHaveAttribute('dir', 'ltr');
    expect(value('رمز التفويض')).toHaveAttribute('dir', 'ltr');
    // Words follow the page's direction.
    expect(value('الحالة')).not.toHaveAttribute('dir');
    expect(value('التاريخ')).not.toHaveAttribute('dir');
    expect(screen.getByRole('link', { name: 'عرض تفاصيل الطلب' })).toHaveAttribute('href', '/order/b1');
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
  });

  it('speaks Arabic on the failed page: the method, the status in words, the toast', async () => {
    stub({
      'odm/payment_status_failed/KH-ABCDEFGH': ok({
        order: booking({ payment_status: 'FAILED', ordStatus: 'Pending' }),
        payment: { ...captured, status: 'NOT CAPTURED', result: 'NOT CAPTURED', auth: null },
        verified: true,
      }),
    });
    renderAt('/payment/canceled/KH-ABCDEFGH?track_id=1234567890123456', 'ar');

    expect(await screen.findByRole('heading', { name: 'فشلت عملية الدفع' })).toBeInTheDocument();
    await waitFor(() => expect(toasted.error).toHaveBeenCalledWith('فشلت عملية الدفع!'));
    expectRows([
      ['الحالة', 'لم يتم الدفع'],
      ['طريقة الدفع', 'الدفع أونلاين (كي نت)'],
      ['الرقم المرجعي', 'KH-ABCDEFGH-1795320263788'],
    ]);
    expect(screen.getByRole('link', { name: 'تواصل مع الدعم' })).toHaveAttribute('href', '/support');
  });
});
