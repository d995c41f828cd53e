import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeEntry } from '@/lib/session-entry';
import { customer, envelope, makeService } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { BookButton } from './book-button';

const service = makeService({ _id: 'a1', ServiceName: 'AC Gas Refill' });

function renderButton() {
  return renderWithApp(
    <Routes>
      <Route path="/" element={<BookButton service={service} addLabel="Book" removeLabel="Remove" />} />
      <Route path="/auth" element={<h1>Auth page</h1>} />
    </Routes>,
  );
}

describe('BookButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a guest 'Login Required' and adds nothing", async () => {
    const { calls, fetchStub } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    const { store } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Book: AC Gas Refill' }));
    const dialog = screen.getByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent('You need to log in to add services to your cart.');
    expect(store.getState().cart.cart).toEqual([]);
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Continue Browsing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book: AC Gas Refill' }));
    await user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(screen.getByRole('heading', { name: 'Auth page' })).toBeInTheDocument();
  });

  it('toggles a logged-in user between Book and Remove through the cart', async () => {
    writeEntry(customer);
    const cartWith = (items: unknown[]) => envelope({ items, removed: [] });
    let cart = cartWith([]);
    const { calls, fetchStub } = stubApi({});
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/csrf')) return new Response('{}');
      if (url.includes('/cart/u1')) {
        if (init?.method === 'POST') cart = cartWith([service]);
        if (init?.method === 'DELETE') cart = cartWith([]);
        return new Response(JSON.stringify(cart.body), { status: 200 });
      }
      return fetchStub(input, init);
    });
    const user = userEvent.setup();
    const { store } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Book: AC Gas Refill' }));
    expect(await screen.findByRole('button', { name: 'Remove: AC Gas Refill' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(store.getState().cart.cart.map((item) => item._id)).toEqual(['a1']));

    await user.click(screen.getByRole('button', { name: 'Remove: AC Gas Refill' }));
    expect(await screen.findByRole('button', { name: 'Book: AC Gas Refill' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().cart.cart).toEqual([]));
    expect(calls).toEqual([]);
  });
});
