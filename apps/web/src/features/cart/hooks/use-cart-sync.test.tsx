import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/locale-context';
import { writeEntry } from '@/lib/session-entry';
import { customer, makeService } from '@/test/catalog-fixtures';
import { renderWithApp } from '@/test/render';
import { BookButton } from '../components/book-button';
import { CartPanel } from '../components/cart-panel';
import { useCartSync } from './use-cart-sync';

afterEach(() => {
  applyLocaleToDocument('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function SyncedCart() {
  useCartSync();
  const { setLocale } = useLocale();
  return (
    <>
      <button type="button" onClick={() => void setLocale('ar')}>
        Arabic
      </button>
      <CartPanel />
    </>
  );
}

describe('useCartSync', () => {
  it("loads the cart again when the reader changes language, with the services' names in it", async () => {
    // The server names services in the language of the `locale` cookie; this stand-in does the same.
    const fetchStub = vi.fn(async () => {
      const ServiceName = document.cookie.includes('locale=ar') ? 'تصليح حنفية' : 'Tap Repair';
      const body = {
        code: 200,
        message: 'OK',
        results: { items: [makeService({ _id: 'a', ServiceName })], removed: [] },
      };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchStub);
    writeEntry(customer);
    renderWithApp(<SyncedCart />);
    expect(await screen.findByText('Tap Repair')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Arabic' }));
    expect(await screen.findByText('تصليح حنفية')).toBeInTheDocument();
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('tells once about services that left the catalogue, not again when the cart changes', async () => {
    const warning = vi.spyOn(toast, 'warning');
    const tap = makeService({ _id: 'a', ServiceName: 'Tap Repair' });
    const pipe = makeService({ _id: 'b', ServiceName: 'Pipe Repair' });
    const items = [tap];
    let first = true;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/csrf')) return new Response('{}');
      if (init?.method === 'POST') items.push(pipe);
      // The server reports a removal in one answer only.
      const removed = first
        ? [
            { _id: 'x', ServiceName: 'Window AC Repair' },
            { _id: 'y', ServiceName: 'Duct Cleaning' },
          ]
        : [];
      first = false;
      const body = { code: 200, message: 'OK', results: { items, removed } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    writeEntry(customer);
    renderWithApp(
      <>
        <SyncedCart />
        <BookButton service={pipe} addLabel="Book" removeLabel="Remove" />
      </>,
    );
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith(
        'No longer available and removed from your cart: Window AC Repair, Duct Cleaning.',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Book: Pipe Repair' }));
    expect(await screen.findByRole('button', { name: 'Remove: Pipe Repair' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Arabic' }));
    expect(await screen.findByRole('button', { name: 'إزالة Tap Repair' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إزالة Pipe Repair' })).toBeInTheDocument();
    expect(warning).toHaveBeenCalledTimes(1);
  });
});
