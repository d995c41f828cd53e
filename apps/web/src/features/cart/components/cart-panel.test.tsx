import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeEntry } from '@/lib/session-entry';
import { customer, envelope, makeService } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { CartPanel } from './cart-panel';

describe('CartPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is empty for a guest: badge 0, the empty text and a disabled Proceed to Checkout', () => {
    renderWithApp(<CartPanel />);
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByText('0')).toHaveTextContent('0 items');
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('KD 0.000')).toBeInTheDocument();
    const proceed = screen.getByRole('link', { name: 'Proceed to Checkout' });
    expect(proceed).toHaveAttribute('aria-disabled', 'true');
    expect(proceed).not.toHaveAttribute('href');
  });

  it("lists a user's items with 'KD {Price}', a remove button each, and their exact subtotal", async () => {
    const items = [
      makeService({ _id: 'a', ServiceName: 'Tap Repair', Price: 0.1 }),
      makeService({ _id: 'b', ServiceName: 'Pipe Repair', Price: 0.2 }),
    ];
    writeEntry(customer);
    window.localStorage.setItem('cart_u1', JSON.stringify(items));
    vi.stubGlobal('fetch', stubApi({ 'cart/u1': envelope({ items, removed: [] }) }).fetchStub);
    renderWithApp(<CartPanel />);

    expect(screen.getByText('2')).toHaveTextContent('2 items');
    expect(screen.getByText('KD 0.100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Tap Repair' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Pipe Repair' })).toBeInTheDocument();
    // 0.1 + 0.2 in floats is 0.30000000000000004; summed in fils it is 0.30.
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('KD 0.300');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });
});
