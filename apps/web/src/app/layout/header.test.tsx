import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeEntry } from '@/lib/session-entry';
import { testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { Header } from './header';

beforeEach(() => vi.stubGlobal('fetch', stubApi({}).fetchStub));
afterEach(() => vi.unstubAllGlobals());

describe("the header's way to the operations apps", () => {
  it("shows 'Console' to an admin and 'My jobs' to a partner, in both languages", () => {
    writeEntry({ ...testUser, role: 'admin' });
    const { unmount } = renderWithApp(<Header />);
    expect(screen.getByRole('link', { name: 'Console' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: 'My jobs' })).toBeNull();
    unmount();

    writeEntry({ ...testUser, role: 'partner' });
    renderWithApp(<Header />, { locale: 'ar' });
    expect(screen.getByRole('link', { name: 'مهامي' })).toHaveAttribute('href', '/partner');
  });

  it('shows neither to a customer', () => {
    writeEntry(testUser);
    renderWithApp(<Header />);
    expect(screen.queryByRole('link', { name: 'Console' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My jobs' })).toBeNull();
  });
});
