import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeEntry } from '@/lib/session-entry';
import { testService, testUser } from '@/test/fixtures';
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

describe("the header's cart link (issue 25)", () => {
  it('names the count for a screen reader in both languages and shows it on the icon', async () => {
    writeEntry(testUser);
    const items = [testService, { ...testService, _id: 's2' }, { ...testService, _id: 's3' }];
    vi.stubGlobal(
      'fetch',
      stubApi({ [`cart/${testUser._id}`]: { body: { code: 200, message: 'OK', results: { items, removed: [] } } } })
        .fetchStub,
    );
    const { unmount } = renderWithApp(<Header />);
    const link = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/checkout');
    expect(link).toHaveTextContent('3');
    unmount();

    renderWithApp(<Header />, { locale: 'ar' });
    expect(await screen.findByRole('link', { name: 'السلة، 3 عناصر' })).toBeInTheDocument();
  });

  it("says 'Cart, empty' to a guest", async () => {
    renderWithApp(<Header />);
    expect(await screen.findByRole('link', { name: 'Cart, empty' })).toBeInTheDocument();
  });
});
