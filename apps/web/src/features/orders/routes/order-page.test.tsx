import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetail } from '@khidma/shared/schemas/order';
import { makeBooking, okAnswer, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { usePreferredPartner } from '../hooks/use-preferred-partner';
import { OrderDetailsPage } from './order-details-page';

/** What /checkout receives from Book again. */
function CheckoutProbe() {
  const preferred = usePreferredPartner();
  return <p>Checkout with {preferred ? `${preferred.firstName} (${preferred._id})` : 'anyone'}</p>;
}

const page = (
  <Routes>
    <Route path="/order/:id" element={<OrderDetailsPage />} />
    <Route path="/checkout" element={<CheckoutProbe />} />
  </Routes>
);

const timeline: BookingDetail['timeline'] = [
  { step: 'placed', at: '2026-11-25T10:00:00+03:00' },
  { step: 'assigned', at: '2026-11-25T10:05:00+03:00' },
  { step: 'accepted', at: '2026-11-25T11:30:00+03:00' },
];

describe("the order page's timeline, partner card and Book again (issue 25)", () => {
  let calls: ReturnType<typeof stubApi>['calls'];
  function stub(order: BookingDetail) {
    const api = stubApi({
      'odm/srv_booking/b1': okAnswer(order),
      'cart/u1': okAnswer({ items: [], removed: [] }),
      'POST cart/u1': okAnswer({ items: [], removed: [] }),
    });
    calls = api.calls;
    vi.stubGlobal('fetch', api.fetchStub);
  }
  beforeEach(() => window.localStorage.setItem('entry', JSON.stringify(testUser)));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the steps in order at their Kuwait time, the latest as the current step, the rest to come', async () => {
    stub(makeBooking({ ordStatus: 'Accepted', timeline }));
    renderWithApp(page, { path: '/order/b1' });
    const list = within(await screen.findByRole('region', { name: 'Order progress' })).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Order placed.*10:00/),
      expect.stringMatching(/^Professional assigned.*10:05/),
      expect.stringMatching(/^Professional accepted.*11:30/),
      'On the way (to come)',
      'Arrived (to come)',
      'Work started (to come)',
      'Completed (to come)',
    ]);
    expect(items.filter((item) => item.getAttribute('aria-current') === 'step')).toEqual([items[2]]);
  });

  it('says the steps in Arabic', async () => {
    stub(makeBooking({ ordStatus: 'Accepted', timeline }));
    renderWithApp(page, { path: '/order/b1', locale: 'ar' });
    const list = within(await screen.findByRole('region', { name: 'مراحل الطلب' })).getByRole('list');
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('الفني قبل الطلب');
  });

  it('offers Call (tel:, the number left to right) only when the server gives the number', async () => {
    stub(
      makeBooking({
        ordStatus: 'Traveling',
        timeline,
        partner: { _id: 'p1', firstName: 'Ravi', rating: 4.5, phone: '+96551234567' },
      }),
    );
    renderWithApp(page, { path: '/order/b1' });
    const call = await screen.findByRole('link', { name: /Call Ravi/ });
    expect(call).toHaveAttribute('href', 'tel:+96551234567');
    expect(within(call).getByText('+965 5123 4567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('4.5 out of 5')).toBeInTheDocument();
  });

  it('says when the call will be possible before the visit day', async () => {
    stub(makeBooking({ ordStatus: 'Accepted', timeline }));
    renderWithApp(page, { path: '/order/b1' });
    expect(await screen.findByText('You can call your professional from the day of the visit.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Call/ })).toBeNull();
  });

  it('Book again puts the services in the cart and goes to checkout asking for the same professional', async () => {
    stub(makeBooking());
    renderWithApp(page, { path: '/order/b1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Book again' }));
    expect(await screen.findByText('Checkout with Ravi (p1)')).toBeInTheDocument();
    const added = calls.filter((call) => call.init?.method === 'POST' && call.url.endsWith('cart/u1'));
    expect(added.map((call) => JSON.parse(String(call.init?.body)))).toEqual([{ serviceId: 's1' }]);
  });

  it('has no Book again before the order is completed', async () => {
    stub(makeBooking({ ordStatus: 'Accepted', timeline }));
    renderWithApp(page, { path: '/order/b1' });
    await screen.findByRole('region', { name: 'Order progress' });
    expect(screen.queryByRole('button', { name: 'Book again' })).toBeNull();
  });
});
