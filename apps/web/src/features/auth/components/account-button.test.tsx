import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { AccountButton } from './account-button';

const user = {
  _id: 'u1',
  name: 'Asha',
  email: 'a@example.com',
  country_code: '+91',
  phone: '9876543210',
  userImage: '',
  role: 'customer' as const,
};

afterEach(() => vi.unstubAllGlobals());

describe('AccountButton', () => {
  it("reads 'Login' and goes to /auth for a guest", () => {
    renderWithApp(<AccountButton />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  });

  it("opens 'Profile' and 'Logout' for a stored user; Logout ends the session and reloads", async () => {
    localStorage.setItem('entry', JSON.stringify(user));
    const { calls, fetchStub } = stubApi({
      csrf: { body: { code: 200, message: 'OK', results: { token: 't' } } },
      logout: { body: { code: 200, message: 'You have been logged out.', results: null } },
    });
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { store } = renderWithApp(<AccountButton />);

    const button = screen.getByRole('button', { name: 'My Account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The menu's items come in a chunk of their own, with the API client.
    const profile = await screen.findByRole('menuitem', { name: 'Profile' });
    expect(profile).toHaveAttribute('href', '/account/details');
    expect(profile).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.some((call) => call.url.endsWith('/logout') && call.init?.method === 'POST')).toBe(true);
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('entry')).toBeNull();
  });
});
