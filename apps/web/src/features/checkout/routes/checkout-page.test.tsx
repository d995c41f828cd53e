import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okAnswer, testAddress, testService, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { CheckoutPage } from './checkout-page';

const user = testUser;
const service = testService;
const address = testAddress;
const ok = okAnswer;

describe('CheckoutPage', () => {
  beforeEach(() => {
    window.localStorage.setItem('entry', JSON.stringify(user));
    window.localStorage.setItem('cart_u1', JSON.stringify([service]));
    vi.stubGlobal(
      'fetch',
      stubApi({
        'myaddresslist/u1': ok([address]),
        'cart/u1': ok({ items: [service], removed: [] }),
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
    expect(screen.getByText('Shipping: Free')).toBeInTheDocument();
    expect(screen.getAllByText('KD 12.50').length).toBeGreaterThanOrEqual(2);
  });

  it('asks for what step 2 lacks, and the message clears after a second', async () => {
    const clicker = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(<CheckoutPage />);
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Address & Payment' })).toBeInTheDocument();

    await clicker.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please select an address and payment method.');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await clicker.click(await screen.findByRole('radio', { name: /Block 4, Street 21/ }));
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please select a payment method.');

    await clicker.click(screen.getByRole('radio', { name: /COD/ }));
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByText('Block 4, Street 21', { selector: 'dd bdi' }).parentElement).toHaveTextContent(
      /^Home: 12B, Block 4, Street 21, 20001$/,
    );
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();

    await clicker.click(screen.getByRole('button', { name: 'Back' }));
    await clicker.click(screen.getByRole('radio', { name: /Online/ }));
    expect(screen.getByRole('radio', { name: /Block 4, Street 21/ })).toBeChecked();
  });
});
