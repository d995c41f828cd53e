import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { renderWithApp } from '@/test/render';
import { Modal } from './modal';
import { StarInput } from './star-input';
import { Stars } from './stars';

afterEach(() => applyLocaleToDocument('en'));

function Drawer() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="القائمة" variant="drawer">
      <p>حسابي</p>
    </Modal>
  );
}

describe('ui components in Arabic', () => {
  it('name the modal’s Close button in Arabic; the drawer slides in from the right', async () => {
    renderWithApp(<Drawer />, { locale: 'ar' });
    const dialog = screen.getByRole('dialog', { name: 'القائمة' });
    expect(dialog).toHaveClass('starting:open:-translate-x-full', 'rtl:starting:open:translate-x-full');
    await userEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByText('حسابي')).not.toBeInTheDocument();
  });

  it('read a rating in Arabic and fill the stars from the start side (the right)', () => {
    renderWithApp(<Stars rating={4.5} />, { locale: 'ar' });
    const stars = screen.getByRole('img', { name: 'التقييم 4.5 من 5 نجوم' });
    const filled = stars.querySelector('span');
    expect(filled).toHaveClass('start-0');
    expect(filled).not.toHaveClass('left-0');
    expect(filled).toHaveStyle({ width: '90%' });
  });

  it('name each star of the star input with the Arabic plural', () => {
    renderWithApp(<StarInput label="قيّم الخدمة" value={2} onChange={() => {}} />, { locale: 'ar' });
    expect(screen.getByRole('group', { name: 'قيّم الخدمة' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'نجمة واحدة',
      'نجمتان',
      '3 نجوم',
      '4 نجوم',
      '5 نجوم',
    ]);
    expect(screen.getByRole('radio', { name: 'نجمتان' })).toBeChecked();
  });

  it('keep the English names in English', () => {
    renderWithApp(<StarInput label="Rate" value={1} onChange={() => {}} />);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2 stars' })).not.toBeChecked();
  });
});
