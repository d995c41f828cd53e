import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okAnswer, testAddress, testService, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { daySlots, kuwaitToday } from '@/test/slot-fixtures';
import { CheckoutPage } from './checkout-page';

const ok = okAnswer;

/** Step 3's promo code (issue 26): the server's quote, its refusal, and the order placed at the discounted total. */
describe('CheckoutPage, promo code', () => {
  let assign: ReturnType<typeof vi.fn>;

  function setUp(check: Parameters<typeof stubApi>[0][string]) {
    const api = stubApi({
      csrf: ok({ token: 't' }),
      'myaddresslist/u1': ok([testAddress]),
      'cart/u1': ok({ items: [testService], removed: [] }),
      slots: ok(daySlots(kuwaitToday(), ['09:30', '10:00'])),
      'promo/check': check,
      'odm/checkout': ok({
        orders: [{ _id: 'b1', ordId: 'KH-ABCDEFGH' }],
        paymentLink: 'http://localhost/sandbox-gateway/pay/x',
      }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    return api;
  }

  const sentTo = (api: ReturnType<typeof stubApi>, path: string) =>
    JSON.parse(String(api.calls.find((call) => call.url.endsWith(path))?.init?.body)) as Record<string, unknown>;

  async function toConfirm() {
    renderWithApp(<CheckoutPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Block 4, Street 21/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Online/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /^10:00 am,/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  }

  beforeEach(() => {
    window.localStorage.setItem('entry', JSON.stringify(testUser));
    window.localStorage.setItem('cart_u1', JSON.stringify([testService]));
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('applies a code: the discount and the new total show, and the order carries the code and that total', async () => {
    const api = setUp(ok({ code: 'SAVE10', subtotal: 12.5, discount_price: 1.25, totalPrice: 11.25 }));
    await toConfirm();
    await userEvent.type(screen.getByLabelText('Promo code'), 'save10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('SAVE10 applied: KD 1.250 off')).toBeInTheDocument();
    expect(sentTo(api, 'promo/check')).toEqual({
      code: 'SAVE10',
      services_json: [expect.objectContaining({ serviceId: 's1', servicePrice: 12.5 })],
    });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(within(summary).getByText('KD 11.250')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sentTo(api, 'odm/checkout')).toMatchObject({ promoCode: 'SAVE10', totalPrice: 11.25 });
  });

  it("shows the server's refusal under the field, and the order goes at the full total without a code", async () => {
    const api = setUp({
      status: 409,
      body: { code: 409, reason: 'errors.promo.expired', message: 'This promo code has expired.' },
    });
    await toConfirm();
    await userEvent.type(screen.getByLabelText('Promo code'), 'OLD-CODE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const order = sentTo(api, 'odm/checkout');
    expect(order).toMatchObject({ totalPrice: 12.5 });
    expect(order).not.toHaveProperty('promoCode');
  });
});
