import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okAnswer, testAddress, testService, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { daySlots, kuwaitToday } from '@/test/slot-fixtures';
import { CheckoutPage } from './checkout-page';

const user = testUser;
const service = testService;
const address = testAddress;
const ok = okAnswer;
const slots = () => daySlots(kuwaitToday(), ['09:30', '10:00']);

describe('CheckoutPage', () => {
  beforeEach(() => {
    window.localStorage.setItem('entry', JSON.stringify(user));
    window.localStorage.setItem('cart_u1', JSON.stringify([service]));
    vi.stubGlobal(
      'fetch',
      stubApi({
        'myaddresslist/u1': ok([address]),
        'cart/u1': ok({ items: [service], removed: [] }),
        slots: ok(slots()),
      }).fetchStub,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts from the cached cart and shows the summary with free shipping', () => {
    renderWithApp(<CheckoutPage />);
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getAllByText('AC General Service')).toHaveLength(2);
    expect(screen.getByText('Visit: Free')).toBeInTheDocument();
    expect(screen.getAllByText('KD 12.500').length).toBeGreaterThanOrEqual(2);
  });

  it('asks for what step 2 lacks, and the message clears after a second', async () => {
    const clicker = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<CheckoutPage />);
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Address & Payment' })).toBeInTheDocument();

    // Issue 25: the only address is chosen already; the payment method is not (no order placed yet).
    expect(await screen.findByRole('radio', { name: /Block 4, Street 21/ })).toBeChecked();
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please select a payment method.');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await clicker.click(screen.getByRole('radio', { name: /COD/ }));
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));
    // Issue 14: an order books a time too; step 3 waits for one.
    expect(screen.getByRole('status')).toHaveTextContent('Choose a date and time for the visit.');
    expect(screen.getByRole('heading', { name: 'Address & Payment' })).toBeInTheDocument();
    await clicker.click(await screen.findByRole('radio', { name: /^9:30 am,/ }));
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByText('Block 4, Street 21', { selector: 'dd bdi' }).closest('dd')).toHaveTextContent(
      /^Home: 12B, Block 4, Street 21, 20001$/,
    );
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();

    await clicker.click(screen.getByRole('button', { name: 'Back' }));
    await clicker.click(screen.getByRole('radio', { name: /Online/ }));
    expect(screen.getByRole('radio', { name: /Block 4, Street 21/ })).toBeChecked();
  });

  /** The server's side of an order: the cart empties once a COD order is placed; `refuse` answers 409 instead. */
  function orderServer({ refuse = false } = {}) {
    let items: unknown[] = [service];
    const cartReads: number[] = [];
    const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/csrf')) return answer({});
      if (url.endsWith('myaddresslist/u1')) return answer(ok([address]).body);
      if (url.includes('/slots?')) return answer(ok(slots()).body);
      if (url.endsWith('cart/u1')) {
        cartReads.push(items.length);
        return answer(ok({ items, removed: [] }).body);
      }
      if (url.endsWith('odm/checkout') && init?.method === 'POST') {
        if (refuse) {
          items = [{ ...service, Price: 14 }];
          const message = 'Prices have changed since you added these services. Please review your cart and try again.';
          return answer({ code: 409, message }, 409);
        }
        items = [];
        return answer(ok({ orders: [{ _id: 'b1', ordId: 'KH-ABCDEFGH' }] }).body);
      }
      return answer({ code: 404, message: 'Not found' }, 404);
    });
    return cartReads;
  }

  async function placeCodOrder() {
    renderWithApp(<CheckoutPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Block 4, Street 21/ }));
    await userEvent.click(screen.getByRole('radio', { name: /COD/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /^9:30 am,/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  }

  it('asks the server for the cart again once a COD order is placed, and shows it without the ordered services', async () => {
    const cartReads = orderServer();
    await placeCodOrder();
    await waitFor(() => expect(cartReads).toEqual([1, 0]));
    await waitFor(() => expect(screen.queryAllByText('AC General Service')).toEqual([]));
    expect(window.localStorage.getItem('cart_u1')).toBe('[]');
  });

  it('shows the cart with the new prices when the server refuses the order because they changed', async () => {
    const cartReads = orderServer({ refuse: true });
    await placeCodOrder();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Prices have changed since you added these services.');
    await waitFor(() => expect(cartReads).toEqual([1, 1]));
    expect((await screen.findAllByText('KD 14.000')).length).toBeGreaterThanOrEqual(1);
  });
});
