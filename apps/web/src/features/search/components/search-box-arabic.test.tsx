import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { envelope, makeService } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { HeaderSearch } from './header-search';
import { SearchBox } from './search-box';

const pipe = makeService({ _id: 'p1', ServiceName: 'Pipe Leak Repair', SrvSubCategoryName: 'Leak & Pipe Repair' });
const tap = makeService({ _id: 'p2', ServiceName: 'Tap Leak Repair', SrvSubCategoryName: 'Leak & Pipe Repair' });

describe('the search box in Arabic', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyLocaleToDocument('en');
  });

  it('speaks Arabic, keeps its icon at the start (right) and its clear button at the end (left)', async () => {
    window.localStorage.setItem(
      'searchHistory',
      JSON.stringify([{ _id: 'r1', ServiceName: 'AC Gas Refill', SrvSubCategoryId: 's1' }]),
    );
    vi.stubGlobal('fetch', stubApi({ service_search: envelope([pipe, tap]) }).fetchStub);
    const user = userEvent.setup();
    renderWithApp(<SearchBox />, { locale: 'ar' });

    const box = screen.getByRole('combobox', { name: 'ابحث عن خدمة' });
    expect(box).toHaveAttribute('placeholder', 'ابحث عن خدمة...');
    expect(box).toHaveClass('ps-9', 'pe-10');
    expect(box).not.toHaveClass('pl-9');
    expect(screen.getByRole('search').querySelector('svg')).toHaveClass('start-3');

    await user.click(box);
    expect(screen.getByRole('listbox', { name: 'عمليات البحث الأخيرة' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'مسح الكل' }));
    expect(screen.getByText('لا توجد عمليات بحث سابقة')).toBeInTheDocument();

    await user.type(box, 'تسريب');
    expect(screen.getByText('جارٍ البحث...')).toBeInTheDocument();
    expect(await screen.findByRole('listbox', { name: 'نتائج البحث' }, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('نتيجتان');
    expect(screen.getByRole('button', { name: 'مسح البحث' })).toHaveClass('end-1.5');
  });

  it('says the failures of spec §8 in Arabic', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderWithApp(<SearchBox />, { locale: 'ar' });
    await user.type(screen.getByRole('combobox'), 'مكيف');
    expect(await screen.findByText('تعذّر جلب النتائج', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('holds its place with an Arabic placeholder before its code arrives', () => {
    renderWithApp(<HeaderSearch />, { locale: 'ar' });
    expect(screen.getByRole('textbox', { name: 'ابحث عن خدمة' })).toHaveAttribute('placeholder', 'ابحث عن خدمة...');
  });
});
