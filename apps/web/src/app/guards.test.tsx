import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { writeEntry } from '@/lib/session-entry';
import { GuestOnly, RequireUser } from './guards';
import { createStore } from './store';

function renderAt(path: string) {
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route element={<GuestOnly />}>
            <Route path="/auth" element={<p>Auth page</p>} />
          </Route>
          <Route element={<RequireUser />}>
            <Route path="/checkout" element={<p>Checkout page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const user = {
  _id: 'u1',
  name: 'Amal',
  email: 'amal@example.com',
  country_code: '+91',
  phone: '9876543210',
  userImage: '',
  role: 'customer' as const,
};

describe('route guards', () => {
  it('sends a guest from a protected page to /auth', () => {
    renderAt('/checkout');
    expect(screen.getByText('Auth page')).toBeInTheDocument();
  });

  it('lets a stored user reach a protected page', () => {
    writeEntry(user);
    renderAt('/checkout');
    expect(screen.getByText('Checkout page')).toBeInTheDocument();
  });

  it('sends a stored user away from /auth to /', () => {
    writeEntry(user);
    renderAt('/auth');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('treats an entry without _id as no user', () => {
    window.localStorage.setItem('entry', JSON.stringify({ name: 'x' }));
    renderAt('/checkout');
    expect(screen.getByText('Auth page')).toBeInTheDocument();
  });
});
