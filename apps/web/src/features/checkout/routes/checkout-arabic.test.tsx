import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formattersFor } from '@/lib/i18n/format';
import { okAnswer, testAddress, testService, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { daySlots, kuwaitToday } from '@/test/slot-fixtures';
import { CheckoutPage } from './checkout-page';

describe('CheckoutPage in Arabic', () => {
  beforeEach(() => {
    window.localStorage.setItem('entry', JSON.stringify(testUser));
    window.localStorage.setItem('cart_u1', JSON.stringify([testService]));
    vi.stubGlobal(
      'fetch',
      stubApi({
        'myaddresslist/u1': okAnswer([testAddress]),
        'cart/u1': okAnswer({ items: [testService], removed: [] }),
        slots: okAnswer(daySlots(kuwaitToday(), ['09:30', '10:00'])),
      }).fetchStub,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names the steps, the summary and the money in Arabic, the stepper in reading order', () => {
    renderWithApp(<CheckoutPage />, { locale: 'ar' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'إتمام الطلب' })).toBeInTheDocument();
    const stepper = screen.getByRole('list', { name: 'مراحل إتمام الطلب' });
    // The first step comes first in the DOM: in a right-to-left flex row it stands at the right.
    expect(
      within(stepper)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1السلة', '2العنوان والدفع', '3التأكيد']);
    expect(within(stepper).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: 'السلة' })).toBeInTheDocument();
    expect(screen.getByText('الزيارة: مجانًا')).toBeInTheDocument();
    const price = formattersFor('ar').money(12.5);
    expect(price).toBe('12.500 د.ك');
    const asFormatted = { normalizer: getDefaultNormalizer({ trim: false, collapseWhitespace: false }) };
    expect(screen.getAllByText(price, asFormatted).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/KD/)).not.toBeInTheDocument();
  });

  it('asks for what step 2 lacks in Arabic and names the payment methods and address type', async () => {
    renderWithApp(<CheckoutPage />, { locale: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(screen.getByRole('heading', { level: 2, name: 'العنوان والدفع' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(screen.getByRole('status')).toHaveTextContent('يُرجى اختيار العنوان وطريقة الدفع.');

    await userEvent.click(await screen.findByRole('radio', { name: /المنزل: 12B، Block 4, Street 21/ }));
    expect(screen.getByRole('radio', { name: /الدفع أونلاين/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /الدفع بعد الزيارة/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /^9:30 ص،/ }));
    await userEvent.click(screen.getByRole('button', { name: 'متابعة' }));

    expect(screen.getByRole('heading', { level: 2, name: 'التأكيد' })).toBeInTheDocument();
    // The address's parts are isolated (Latin data in an Arabic line) and joined with the Arabic comma.
    const street = screen.getByText('Block 4, Street 21', { selector: 'dd bdi' });
    expect(street.closest('dd')).toHaveTextContent(/^المنزل: 12B، Block 4, Street 21، 20001$/);
    expect(screen.getByText('الدفع بعد الزيارة', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تأكيد الطلب' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
  });
});
