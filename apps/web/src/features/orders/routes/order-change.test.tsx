import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@khidma/shared/messages/en.json';
import type { Booking } from '@khidma/shared/schemas/order';
import { formattersFor } from '@/lib/i18n/format';
import { makeBooking, okAnswer, testUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { daySlots, kuwaitToday } from '@/test/slot-fixtures';
import { slotFormatFor } from '@/lib/format-slot';
import { OrdersList } from '../components/orders-list';
import { OrderDetailsPage } from './order-details-page';

const SUB_CATEGORY = '3f1c0a52-8a3b-4f57-9a51-2d5c0e6b7a10';

/** An Open COD order booked for Thu 26 Nov, 9:30 to 10:30 (an hour: the reschedule asks for 60 minutes). */
function booking(overrides: Partial<Booking> = {}): Booking {
  return makeBooking({
    ordStatus: 'Open',
    servicePartnerId: null,
    servicePartnerName: null,
    slotStart: '2026-11-26T09:30:00+03:00',
    slotEnd: '2026-11-26T10:30:00+03:00',
    subCategoryId: SUB_CATEGORY,
    changeFee: 0,
    ...overrides,
  });
}

type Call = { url: string; method: string; body?: Record<string, unknown> };

/**
 * The order's server: GET answers `orders[min(reads, last)]` (each read takes the next), the list the same order;
 * PUT …/slot and POST …/cancel answer `change(call)`.
 */
function server(
  orders: Booking[],
  change: (call: Call) => { status?: number; body: unknown } = () => okAnswer(orders[0]),
) {
  const calls: Call[] = [];
  let reads = 0;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call: Call = {
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (url.endsWith('/csrf')) return json({});
    if (url.endsWith('odm/srv_booking/b1')) return json(okAnswer(orders[Math.min(reads++, orders.length - 1)]).body);
    if (url.endsWith('odm/user_srv_booking/u1')) return json(okAnswer([orders[0]]).body);
    if (url.includes('/slots?')) return json(okAnswer(daySlots(kuwaitToday(), ['14:00', '14:30'])).body);
    if (/\/(slot|cancel)$/.test(url)) {
      const { status = 200, body } = change(call);
      return json(body, status);
    }
    return json({ code: 404, message: 'Not found' }, 404);
  });
  return {
    calls,
    writes: () => calls.filter((item) => item.method !== 'GET' && !item.url.endsWith('/csrf')),
    orderReads: () => calls.filter((item) => item.url.endsWith('odm/srv_booking/b1')).length,
  };
}

const details = (
  <Routes>
    <Route path="/order/:id" element={<OrderDetailsPage />} />
  </Routes>
);

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('an order with a time slot', () => {
  beforeEach(() => window.localStorage.setItem('entry', JSON.stringify(testUser)));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the slot on Order details and on its My Orders card; an order without one shows none', async () => {
    server([booking()]);
    renderWithApp(details, { path: '/order/b1' });
    const visit = await screen.findByText(/^Visit: /);
    expect(plain(visit.textContent)).toBe('Visit: Thu, 26 Nov, 9:30 – 10:30 am');

    renderWithApp(<OrdersList userId="u1" />);
    const card = (await screen.findAllByRole('article')).at(-1)!;
    expect(plain(within(card).getByText(/^Visit: /).textContent)).toBe('Visit: Thu, 26 Nov, 9:30 – 10:30 am');
  });

  it('offers no change once changeFee is null, and nothing about a slot for an order placed before slots', async () => {
    server([booking({ changeFee: null, slotStart: null, slotEnd: null, subCategoryId: null })]);
    renderWithApp(details, { path: '/order/b1' });
    await screen.findByRole('heading', { level: 1, name: 'Order #KH-ABCDEFGH' });
    expect(screen.queryByText(/^Visit: /)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('reschedules free of charge: picks a new time and sends it with fee 0', async () => {
    const api = server([booking()]);
    renderWithApp(details, { path: '/order/b1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule order #KH-ABCDEFGH' });
    expect(dialog).toHaveTextContent('This change is free of charge.');
    expect(plain(within(dialog).getByText(/^Now booked: /).textContent)).toBe(
      'Now booked: Thu, 26 Nov, 9:30 – 10:30 am',
    );
    const asked = new URL(api.calls.find((call) => call.url.includes('/slots?'))?.url ?? '', 'http://localhost');
    await within(dialog).findByRole('radio', { name: /^2:00 pm,/ });
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      subCategoryId: SUB_CATEGORY,
      date: kuwaitToday(),
      duration: '60',
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^2:30 pm,/ }));
    const reads = api.orderReads();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));

    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/khidma/odm/srv_booking/KH-ABCDEFGH/slot',
        body: { userId: 'u1', slotStart: `${kuwaitToday()}T14:30:00+03:00`, fee: 0 },
      }),
    ]);
    await waitFor(() => expect(api.orderReads()).toBeGreaterThan(reads));
  });

  it('shows the late-change fee before confirming, sends it, and shows a new fee after a 409', async () => {
    const api = server([booking({ changeFee: 1 }), booking({ changeFee: 2 })], (call) =>
      call.body?.fee === 1
        ? {
            status: 409,
            body: {
              code: 409,
              message: en['errors.orders.changeFeeChanged'],
              reason: 'errors.orders.changeFeeChanged',
            },
          }
        : okAnswer(booking({ changeFee: 2 })),
    );
    renderWithApp(details, { path: '/order/b1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule order #KH-ABCDEFGH' });
    expect(dialog).toHaveTextContent('A late-change fee of KD 1.000 applies.');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^2:00 pm,/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en['errors.orders.changeFeeChanged']);
    expect(await within(dialog).findByText('A late-change fee of KD 2.000 applies.')).toBeInTheDocument();
    // The chosen time stays for a second confirmation at the new fee.
    expect(within(dialog).getByRole('radio', { name: /^2:00 pm,/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(api.writes().map((call) => call.body?.fee)).toEqual([1, 2]);
  });

  it('cancels with an optional reason at the fee shown', async () => {
    const api = server([booking({ changeFee: 1 })], () =>
      okAnswer(booking({ ordStatus: 'Cancelled', changeFee: null })),
    );
    renderWithApp(details, { path: '/order/b1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #KH-ABCDEFGH' });
    expect(dialog).toHaveTextContent('A late-change fee of KD 1.000 applies.');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    // A control character is refused before anything is sent, with the route's own message.
    fireEvent.change(reason, { target: { value: 'Bell\u0007' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(reason).toHaveAccessibleDescription(en['validation.reason.controlCharacters']);
    expect(api.writes()).toEqual([]);
    await userEvent.clear(reason);
    await userEvent.type(reason, '  Plans changed ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/khidma/odm/srv_booking/KH-ABCDEFGH/cancel',
        body: { userId: 'u1', fee: 1, reason: 'Plans changed' },
      }),
    ]);
  });

  it('cancels free without a reason; a refusal is said in the dialog and nothing closes', async () => {
    let refuse = true;
    const api = server([booking()], () =>
      refuse
        ? {
            status: 409,
            body: { code: 409, message: en['errors.orders.cannotChange'], reason: 'errors.orders.cannotChange' },
          }
        : okAnswer(booking({ ordStatus: 'Cancelled' })),
    );
    renderWithApp(details, { path: '/order/b1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #KH-ABCDEFGH' });
    expect(dialog).toHaveTextContent('This change is free of charge.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en['errors.orders.cannotChange']);
    expect(dialog).toHaveAttribute('open');
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(api.writes().map((call) => call.body)).toEqual([
      { userId: 'u1', fee: 0 },
      { userId: 'u1', fee: 0 },
    ]);
  });

  it('says what we will refund of a paid order before the customer cancels it, and on the order page after', async () => {
    const paid = { paymentType: 1, payment_status: 'PAID' as const, totalPrice: 12.5, TotalPrice: 12.5 };
    const api = server(
      [
        booking({ ...paid, changeFee: 1 }),
        booking({ ...paid, ordStatus: 'Cancelled', changeFee: null, lateChangeFees: 1, refundDue: 11.5 }),
      ],
      () => okAnswer(booking({ ...paid, ordStatus: 'Cancelled', changeFee: null, lateChangeFees: 1, refundDue: 11.5 })),
    );
    renderWithApp(details, { path: '/order/b1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #KH-ABCDEFGH' });
    expect(plain(dialog.textContent)).toContain('We will refund KD 11.500 to the card you paid with.');
    expect(dialog).not.toHaveTextContent('This change is free of charge.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(api.writes().map((call) => call.body)).toEqual([{ userId: 'u1', fee: 1 }]);
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    await waitFor(() =>
      expect(plain(summary.textContent)).toContain('We will refund KD 11.500 to the card you paid with.'),
    );
  });

  it('closes the dialog with Escape, changing nothing', async () => {
    const api = server([booking()]);
    renderWithApp(details, { path: '/order/b1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #KH-ABCDEFGH' });
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(api.writes()).toEqual([]);
  });

  it('shows the late-change fees the order incurred', async () => {
    server([booking({ lateChangeFees: 1 })]);
    renderWithApp(details, { path: '/order/b1' });
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Late-change fees', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'KD 1.000',
    );
  });

  it('says the slot, the actions and the fee in Arabic', async () => {
    server([booking({ changeFee: 1 })]);
    renderWithApp(details, { path: '/order/b1', locale: 'ar' });
    const slot = slotFormatFor('ar').slot('2026-11-26T09:30:00+03:00', '2026-11-26T10:30:00+03:00');
    expect(plain((await screen.findByText(/^الموعد: /)).textContent)).toBe(`الموعد: ${plain(slot)}`);
    expect(plain(slot)).toBe('الخميس، 26 نوفمبر، 9:30–10:30 ص');
    await userEvent.click(screen.getByRole('button', { name: 'تغيير الموعد' }));
    const dialog = screen.getByRole('dialog', { name: 'تغيير موعد الطلب رقم KH-ABCDEFGH' });
    expect(plain(dialog.textContent)).toContain(`تنطبق رسوم تغيير متأخر قدرها ${plain(formattersFor('ar').money(1))}.`);
    expect(within(dialog).getByRole('button', { name: 'أكّد الموعد الجديد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء الطلب' })).toBeInTheDocument();
  });
});
