import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { writeEntry } from '@/lib/session-entry';
import { customer, envelope, makeService } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { BookButton } from './book-button';
import { CartPanel } from './cart-panel';

describe('the cart in Arabic', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyLocaleToDocument('en');
  });

  it('is empty for a guest: سلة المشتريات, its empty text, 0.000 د.ك and a disabled checkout', () => {
    renderWithApp(<CartPanel />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'سلة المشتريات' })).toBeInTheDocument();
    expect(screen.getByText('سلة المشتريات فارغة')).toBeInTheDocument();
    expect(screen.getByText('المجموع الفرعي').nextSibling).toHaveTextContent('0.000 د.ك');
    expect(screen.getByRole('link', { name: 'المتابعة إلى الدفع' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("lists a user's items with Arabic prices, names on the remove buttons and the Arabic count", () => {
    const items = [
      makeService({ _id: 'a', ServiceName: 'Tap Repair', Price: 0.1 }),
      makeService({ _id: 'b', ServiceName: 'Pipe Repair', Price: 0.2 }),
      makeService({ _id: 'c', ServiceName: 'Drain Cleaning', Price: 1.5 }),
    ];
    writeEntry(customer);
    window.localStorage.setItem('cart_u1', JSON.stringify(items));
    vi.stubGlobal('fetch', stubApi({ 'cart/u1': envelope({ items, removed: [] }) }).fetchStub);
    renderWithApp(<CartPanel />, { locale: 'ar' });

    expect(screen.getByText('3')).toHaveTextContent('3 خدمات');
    expect(screen.getByText('1.500 د.ك')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إزالة Tap Repair' })).toBeInTheDocument();
    expect(screen.getByText('المجموع الفرعي').nextSibling).toHaveTextContent('1.800 د.ك');
    expect(screen.getByRole('link', { name: 'المتابعة إلى الدفع' })).toHaveAttribute('href', '/checkout');
  });

  it('tells a guest in Arabic that booking needs a login', async () => {
    const service = makeService({ _id: 'a1', ServiceName: 'AC Gas Refill' });
    const user = userEvent.setup();
    renderWithApp(<BookButton service={service} addLabel="احجز" removeLabel="إزالة" />, { locale: 'ar' });
    await user.click(screen.getByRole('button', { name: 'احجز: AC Gas Refill' }));
    const dialog = screen.getByRole('dialog', { name: 'يلزم تسجيل الدخول' });
    expect(dialog).toHaveTextContent('يجب تسجيل الدخول لإضافة خدمات إلى سلتك.');
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/auth');
    await user.click(screen.getByRole('button', { name: 'متابعة التصفح' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
