import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okAnswer, testAddress, testService, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { daySlots, kuwaitToday } from '@/test/slot-fixtures';
import { CheckoutPage } from './checkout-page';

const user = testUser;
const service = testService;
const ok = okAnswer;

/** The checkout's Online branch (spec §4, §8): to the gateway's link, or the payment alerts. */
describe('CheckoutPage, Online payment', () => {
  let assign: ReturnType<typeof vi.fn>;

  function setUp(answer: Parameters<typeof stubApi>[0][string]) {
    const api = stubApi({
      csrf: ok({ token: 't' }),
      'myaddresslist/u1': ok([testAddress]),
      'cart/u1': ok({ items: [service], removed: [] }),
      slots: ok(daySlots(kuwaitToday(), ['09:30', '10:00'])),
      'odm/checkout': answer,
    });
    vi.stubGlobal('fetch', api.fetchStub);
    return api;
  }

  async function placeOnlineOrder() {
    renderWithApp(<CheckoutPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Block 4, Street 21/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Online/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /^10:00 am,/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  }

  beforeEach(() => {
    window.localStorage.setItem('entry', JSON.stringify(user));
    window.localStorage.setItem('cart_u1', JSON.stringify([service]));
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('places a PENDING order and sends the browser to the link the server made', async () => {
    const api = setUp(
      ok({ orders: [{ _id: 'b1', ordId: 'KH-ABCDEFGH' }], paymentLink: 'http://localhost/sandbox-gateway/pay/x' }),
    );
    await placeOnlineOrder();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox-gateway/pay/x'));
    const sent = JSON.parse(String(api.calls.find((call) => call.url.endsWith('odm/checkout'))?.init?.body));
    expect(sent).toMatchObject({
      paymentType: 1,
      totalPrice: 12.5,
      visits: [{ slotStart: `${kuwaitToday()}T10:00:00+03:00`, services_json: [{ serviceId: 's1', quantity: 1 }] }],
    });
  });

  it("alerts 'Payment gateway error' when the order comes back without a link", async () => {
    setUp(ok({ orders: [{ _id: 'b1', ordId: 'KH-ABCDEFGH' }] }));
    await placeOnlineOrder();
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(dialog).toHaveTextContent('Payment gateway error');
    expect(assign).not.toHaveBeenCalled();
  });

  it("alerts 'Payment Failed' with the server's message", async () => {
    setUp({ status: 409, body: { code: 409, message: 'Prices have changed since you added these services.' } });
    await placeOnlineOrder();
    expect(await screen.findByRole('dialog', { name: 'Payment Failed' })).toHaveTextContent('Prices have changed');
  });

  it("falls back to 'Payment processing failed. Please try again.' when the failure has no message", async () => {
    setUp({ status: 500, body: { code: 500, message: '' } });
    await placeOnlineOrder();
    expect(await screen.findByRole('dialog', { name: 'Payment Failed' })).toHaveTextContent(
      'Payment processing failed. Please try again.',
    );
  });
});
