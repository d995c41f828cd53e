import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';

afterEach(() => applyLocaleToDocument('en'));

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
});
