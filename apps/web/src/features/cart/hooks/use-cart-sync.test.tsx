import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { useLocale } from '@/lib/i18n/locale-context';
import { writeEntry } from '@/lib/session-entry';
import { customer, makeService } from '@/test/catalog-fixtures';
import { renderWithApp } from '@/test/render';
import { CartPanel } from '../components/cart-panel';
import { useCartSync } from './use-cart-sync';

afterEach(() => {
  applyLocaleToDocument('en');
  vi.unstubAllGlobals();
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
});
