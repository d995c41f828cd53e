import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { writeEntry } from '@/lib/session-entry';
import { renderWithApp } from '@/test/render';
import { GuestOnly, RequireRole, RequireUser } from './guards';
import { createStore } from './store';

function renderAt(path: string) {
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/admin" element={<p>Console</p>} />
          <Route path="/partner" element={<p>Partner portal</p>} />
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

  it('sends an admin or a partner away from /auth to their own start, where the login form sends them', () => {
    writeEntry({ ...user, role: 'admin' });
    renderAt('/auth');
    expect(screen.getByText('Console')).toBeInTheDocument();
    cleanup();
    writeEntry({ ...user, role: 'partner' });
    renderAt('/auth');
    expect(screen.getByText('Partner portal')).toBeInTheDocument();
  });

  it('treats an entry without _id as no user', () => {
    window.localStorage.setItem('entry', JSON.stringify({ name: 'x' }));
    renderAt('/checkout');
    expect(screen.getByText('Auth page')).toBeInTheDocument();
  });
});

describe('RequireRole', () => {
  function renderConsoleAt(path: string) {
    renderWithApp(
      <Routes>
        <Route path="/auth" element={<p>Auth page</p>} />
        <Route element={<RequireRole role="admin" />}>
          <Route path="/admin/*" element={<p>Admin console</p>} />
        </Route>
        <Route element={<RequireRole role="partner" />}>
          <Route path="/partner/*" element={<p>Partner jobs</p>} />
        </Route>
      </Routes>,
      { path },
    );
  }

  it('sends a guest to the login page', () => {
    renderConsoleAt('/admin/orders');
    expect(screen.getByText('Auth page')).toBeInTheDocument();
  });

  it('shows a customer the 403 page on /admin, with a link home', () => {
    writeEntry(user);
    renderConsoleAt('/admin');
    expect(screen.getByRole('heading', { name: 'You do not have access to this page.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Admin console')).not.toBeInTheDocument();
  });

  it('lets an admin in, and keeps a partner out of the console', () => {
    writeEntry({ ...user, role: 'admin' });
    renderConsoleAt('/admin/orders');
    expect(screen.getByText('Admin console')).toBeInTheDocument();
    cleanup();
    writeEntry({ ...user, role: 'partner' });
    renderConsoleAt('/admin');
    expect(screen.getByRole('heading', { name: 'You do not have access to this page.' })).toBeInTheDocument();
  });

  it('treats an entry stored before roles as a customer', () => {
    const { role: _role, ...old } = user;
    window.localStorage.setItem('entry', JSON.stringify(old));
    renderConsoleAt('/partner');
    expect(screen.getByRole('heading', { name: 'You do not have access to this page.' })).toBeInTheDocument();
  });

  it('says it in Arabic', () => {
    writeEntry(user);
    renderWithApp(
      <Routes>
        <Route element={<RequireRole role="partner" />}>
          <Route path="/partner/*" element={<p>Partner jobs</p>} />
        </Route>
      </Routes>,
      { path: '/partner', locale: 'ar' },
    );
    expect(screen.getByRole('heading', { name: 'ما عندك صلاحية لفتح هذه الصفحة.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeInTheDocument();
  });
});
