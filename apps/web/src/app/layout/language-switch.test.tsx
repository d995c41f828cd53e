import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGetCategoriesQuery } from '@/features/catalog/api/get-categories';
import { renderWithApp } from '@/test/render';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';

afterEach(() => {
  applyLocaleToDocument('en');
  vi.unstubAllGlobals();
});

/** The first category's name, as the catalogue answers it. */
function FirstCategory() {
  const { data } = useGetCategoriesQuery();
  return <p>{data?.[0]?.SrvCategoryName}</p>;
}

describe('the language switch', () => {
  it('turns the page to Arabic and back at once, right to left, and remembers the choice', async () => {
    renderWithApp(
      <>
        <LanguageSwitch />
        <Footer />
      </>,
    );
    expect(screen.getByRole('link', { name: 'About us' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('link', { name: 'من نحن' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(window.localStorage.getItem('locale')).toBe('ar');
    expect(document.cookie).toContain('locale=ar');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(window.localStorage.getItem('locale')).toBe('en');
  });

  it("fetches the catalogue again in the new language, which the server reads from the reader's cookie", async () => {
    // The server answers in the language of the `locale` cookie; this stand-in does the same.
    const fetchStub = vi.fn(async () => {
      const name = document.cookie.includes('locale=ar') ? 'خدمات التكييف' : 'AC Services';
      const body = { code: 200, message: 'OK', results: [{ _id: 'c1', SrvCategoryName: name, SrvCategoryImage: '' }] };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithApp(
      <>
        <LanguageSwitch />
        <FirstCategory />
      </>,
    );
    expect(await screen.findByText('AC Services')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await screen.findByText('خدمات التكييف')).toBeInTheDocument();
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });
});
