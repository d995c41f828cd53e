import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { writeEntry } from '@/lib/session-entry';
import { customer } from '@/test/catalog-fixtures';
import { renderWithApp } from '@/test/render';
import { SignUpBanner } from './sign-up-banner';

describe('SignUpBanner', () => {
  afterEach(() => window.sessionStorage.clear());

  it('invites a guest to sign up, and stays closed once dismissed', async () => {
    const { unmount } = renderWithApp(<SignUpBanner />);
    expect(screen.getByText('Sign up to order your first service.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/auth');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss sign-up banner' }));
    expect(screen.queryByText('Sign up to order your first service.')).not.toBeInTheDocument();
    unmount();
    renderWithApp(<SignUpBanner />);
    expect(screen.queryByText('Sign up to order your first service.')).not.toBeInTheDocument();
  });

  it('is not shown to a logged-in user', () => {
    writeEntry(customer);
    renderWithApp(<SignUpBanner />);
    expect(screen.queryByText('Sign up to order your first service.')).not.toBeInTheDocument();
  });
});
