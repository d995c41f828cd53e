import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportUnauthorized } from '@/lib/unauthorized';
import { UnauthorizedRedirect } from './app';
import { GuestOnly, RequireUser } from './guards';
import { BookButton } from '@/features/cart/components/book-button';
import { customer, envelope, makeService } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { AuthPage } from '@/features/auth/routes/auth-page';

const service = makeService({ _id: 'a1', ServiceName: 'AC Gas Refill' });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderSite(path: string) {
  const stub = stubApi({
    csrf: envelope({ token: 't' }),
    login_with_email: envelope(customer),
    'cart/u1': envelope({ items: [service], removed: [] }),
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetchStub));
  const result = renderWithApp(
    <>
      <UnauthorizedRedirect />
      <Routes>
        <Route
          path="/service/:slug"
          element={<BookButton service={service} addLabel="Book Now" removeLabel="Remove from Cart" />}
        />
        <Route element={<RequireUser />}>
          <Route path="/checkout" element={<h1>Checkout</h1>} />
        </Route>
        <Route element={<GuestOnly />}>
          <Route path="/auth" element={<AuthPage />} />
        </Route>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/order/:id" element={<h1>Order</h1>} />
      </Routes>
      <Where />
    </>,
    { path },
  );
  return { ...stub, ...result };
}

async function logIn() {
  await userEvent.type(await screen.findByLabelText('Email'), 'amal@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login returns you where you were (issue 25)', () => {
  it("a guest's Book survives the login: back on the service, the service in the cart once", async () => {
    const { calls } = renderSite('/service/ac-gas-refill?ref=home');
    await userEvent.click(screen.getByRole('button', { name: /Book Now/ }));
    await userEvent.click(await screen.findByRole('link', { name: 'Go to Login' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth?returnTo=%2Fservice%2Fac-gas-refill%3Fref%3Dhome');

    await logIn();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/service/ac-gas-refill?ref=home'));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith('cart/u1') && call.init?.method === 'POST')).toHaveLength(1),
    );
    const post = calls.find((call) => call.url.endsWith('cart/u1') && call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ serviceId: 'a1' });
    expect(sessionStorage.getItem('pendingBook')).toBeNull();
  });

  it("'Continue browsing' forgets the Book: a later login adds nothing", async () => {
    const { calls } = renderSite('/service/ac-gas-refill');
    await userEvent.click(screen.getByRole('button', { name: /Book Now/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue Browsing' }));
    expect(sessionStorage.getItem('pendingBook')).toBeNull();
    expect(calls.some((call) => call.init?.method === 'POST' && call.url.includes('cart/'))).toBe(false);
  });

  it('the checkout guard sends a guest to /auth and back to the checkout after the login', async () => {
    renderSite('/checkout');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/auth?returnTo=%2Fcheckout'));
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('a returnTo of another site is ignored: the login goes home', async () => {
    renderSite(`/auth?returnTo=${encodeURIComponent('//evil.example/x')}`);
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('a 401 after an expired session asks for a login that comes back to the page', async () => {
    localStorage.setItem('entry', JSON.stringify(customer));
    const { store } = renderSite('/order/b1?tab=details');
    expect(screen.getByRole('heading', { name: 'Order' })).toBeInTheDocument();
    act(() => reportUnauthorized());
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/auth?returnTo=%2Forder%2Fb1%3Ftab%3Ddetails'),
    );
    expect(store.getState().session.user).toBeNull();
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Order' })).toBeInTheDocument();
  });
});
