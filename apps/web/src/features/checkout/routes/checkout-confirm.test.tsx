import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBooking, okAnswer, testAddress, testService, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { daySlots, kuwaitToday } from '@/test/slot-fixtures';
import { CheckoutPage } from './checkout-page';
import { OrderConfirmedPage } from './order-confirmed-page';

const office = { ...testAddress, _id: 'a2', addressType: 'Office' as const, address: 'Block 9, Street 3' };
const placed = makeBooking({
  ordStatus: 'Pending',
  servicePartnerId: null,
  servicePartnerName: null,
  slotStart: `${kuwaitToday()}T09:30:00+03:00`,
  slotEnd: `${kuwaitToday()}T10:30:00+03:00`,
});

function stub(addresses: unknown[]) {
  const api = stubApi({
    csrf: okAnswer({ token: 't' }),
    'myaddresslist/u1': okAnswer(addresses),
    'cart/u1': okAnswer({ items: [testService], removed: [] }),
    slots: okAnswer(daySlots(kuwaitToday(), ['09:30', '10:00'])),
    'POST odm/checkout': okAnswer({ orders: [placed] }),
    'odm/srv_booking/b1': okAnswer(placed),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchStub));
  return api;
}

function renderCheckout() {
  return renderWithApp(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/checkout/confirmed/:id" element={<OrderConfirmedPage />} />
    </Routes>,
    { path: '/checkout' },
  );
}

beforeEach(() => {
  localStorage.setItem('entry', JSON.stringify(testUser));
  localStorage.setItem('cart_u1', JSON.stringify([testService]));
});
afterEach(() => vi.unstubAllGlobals());

describe('checkout preselects what the customer used last (issue 25)', () => {
  it('chooses the last order’s address and payment method', async () => {
    localStorage.setItem('checkoutLast_u1', JSON.stringify({ addressId: 'a2', paymentType: 1 }));
    stub([testAddress, office]);
    renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('radio', { name: /Block 9, Street 3/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Block 4, Street 21/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Online/ })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: /Block 4, Street 21/ }));
    expect(screen.getByRole('radio', { name: /Block 4, Street 21/ })).toBeChecked();
  });

  it('chooses nothing among several addresses when the last one was deleted', async () => {
    localStorage.setItem('checkoutLast_u1', JSON.stringify({ addressId: 'gone', paymentType: 2 }));
    stub([testAddress, office]);
    renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('radio', { name: /Block 9, Street 3/ });
    expect(
      screen.getAllByRole('radio', { name: /Block/ }).filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(0);
    expect(screen.getByRole('radio', { name: /COD/ })).toBeChecked();
  });
});

describe('a cash order lands on its confirmation page (issue 25)', () => {
  it('shows the visit, its time, the total and what happens next, and remembers the choices', async () => {
    stub([testAddress]);
    renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('radio', { name: /Block 4, Street 21/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /COD/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /^9:30 am,/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
    expect(screen.getByText('KH-ABCDEFGH')).toBeInTheDocument();
    expect(screen.getByText(/9:30/)).toBeInTheDocument();
    expect(screen.getByText('AC General Service')).toBeInTheDocument();
    expect(screen.getAllByText('KD 12.500').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText('After the visit, pay the professional the total in cash.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/order/b1');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('checkoutLast_u1')!)).toEqual({ addressId: 'a1', paymentType: 2 }),
    );
  });

  it('lists every visit of a checkout with their total', async () => {
    const first = { ...placed, checkoutId: 'c1' };
    const second = makeBooking({
      _id: 'b2',
      ordId: 'KH-BCDEFGHJ',
      checkoutId: 'c1',
      totalPrice: 7,
      slotStart: `${kuwaitToday()}T13:00:00+03:00`,
      slotEnd: `${kuwaitToday()}T14:00:00+03:00`,
      services_json: [
        {
          serviceDetail: { _id: 's9', ServiceName: 'Deep Cleaning', Price: 3.5, Image: '/c.webp' },
          quantity: 2,
          userRating: null,
          userReview: null,
        },
      ],
    });
    const api = stubApi({
      csrf: okAnswer({ token: 't' }),
      'odm/srv_booking/b1': okAnswer(first),
      'odm/user_srv_booking/u1': okAnswer([second, first, makeBooking({ _id: 'b0', ordId: 'KH-OTHER000' })]),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchStub));
    renderWithApp(
      <Routes>
        <Route path="/checkout/confirmed/:id" element={<OrderConfirmedPage />} />
      </Routes>,
      { path: '/checkout/confirmed/b1' },
    );
    expect(await screen.findByRole('heading', { name: 'Your visits' })).toBeInTheDocument();
    expect(screen.getByText('Deep Cleaning')).toBeInTheDocument();
    expect(screen.getByText('× 2')).toBeInTheDocument();
    expect(screen.getByText('AC General Service')).toBeInTheDocument();
    expect(screen.queryByText('KH-OTHER000')).toBeNull();
    expect(screen.getByText('KD 19.500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/account/orders');
  });

  it('says it in Arabic', async () => {
    stub([testAddress]);
    renderWithApp(
      <Routes>
        <Route path="/checkout/confirmed/:id" element={<OrderConfirmedPage />} />
      </Routes>,
      { path: '/checkout/confirmed/b1', locale: 'ar' },
    );
    expect(await screen.findByRole('heading', { name: 'تم تأكيد الحجز' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ماذا يحدث بعد ذلك' })).toBeInTheDocument();
  });
});
