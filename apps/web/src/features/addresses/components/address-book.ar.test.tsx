import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { renderWithApp, stubApi } from '@/test/render';
import { AddressBook } from './address-book';
import { LocationMap } from './location-map';

const address = {
  _id: 'a1',
  addressType: 'Home',
  governorate: 'capital',
  area: 'sharq',
  block: '4',
  street: '21',
  avenue: '',
  house: '7',
  floor: '2',
  apartment: '',
  landmark: 'Al Hamra Tower',
  phoneNo: '51234567',
  country_code: '+965',
  flatNo: '',
  address: 'Block 4, Street 21, House 7',
  pincode: '',
  latitude: 29.37,
  longitude: 47.98,
};

afterEach(() => {
  vi.unstubAllGlobals();
  applyLocaleToDocument('en');
});

function withApi(routes: Parameters<typeof stubApi>[0]) {
  const stub = stubApi({ csrf: { body: { code: 200, message: 'OK', results: { token: 't' } } }, ...routes });
  vi.stubGlobal('fetch', vi.fn(stub.fetchStub));
}

describe('My Addresses in Arabic', () => {
  it('lists an address in Arabic, its phone left to right, and edits it with Arabic labels', async () => {
    withApi({ 'myaddresslist/u1': { body: { code: 200, message: 'OK', results: [address] } } });
    renderWithApp(<AddressBook userId="u1" />, { locale: 'ar' });
    expect(screen.getByRole('heading', { name: 'عناويني' })).toBeInTheDocument();

    const card = (await screen.findByText('شرق')).closest('article')!;
    expect(within(card).getByText('المنزل')).toBeInTheDocument();
    expect(card).toHaveTextContent('شرق، العاصمة');
    expect(card).toHaveTextContent('قطعة 4، شارع 21');
    expect(card).toHaveTextContent('منزل 7، الدور 2');
    expect(within(card).getByText('الإرشادات: Al Hamra Tower')).toBeInTheDocument();
    expect(within(card).getByText('+965 5123 4567')).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByRole('button', { name: 'حذف العنوان شرق، منزل 7' })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'تعديل العنوان شرق، منزل 7' }));
    expect(screen.getByRole('radio', { name: 'المنزل' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'العمل' })).toBeInTheDocument();
    expect(screen.getByLabelText('المنطقة')).toHaveValue('sharq');
    expect(screen.getByLabelText('القطعة')).toHaveValue('4');
    expect(screen.getByLabelText('المنزل أو المبنى')).toHaveValue('7');
    expect(screen.getByLabelText('رقم الهاتف')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'تحديث' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });

  it("opens the add flow: the back arrow points right, the map's zoom buttons sit at the top right", async () => {
    withApi({ 'myaddresslist/u1': { body: { code: 200, message: 'OK', results: [] } } });
    renderWithApp(<AddressBook userId="u1" />, { locale: 'ar' });
    expect(await screen.findByText('لا توجد عناوين محفوظة.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'إضافة عنوان جديد' }));
    expect(screen.getByRole('heading', { name: 'حدّد موقعك' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق' }).querySelector('svg')).toHaveClass('rtl:-scale-x-100');
    expect(screen.getByRole('button', { name: 'استخدم موقعي الحالي' })).toBeInTheDocument();

    const map = await screen.findByRole('group', { name: 'الخريطة: اختر موقع الخدمة' });
    await waitFor(() => expect(map.querySelector('.leaflet-control-zoom')).not.toBeNull());
    const zoom = map.querySelector('.leaflet-control-zoom')!;
    expect(zoom.closest('.leaflet-top')).toHaveClass('leaflet-right');
    expect(within(zoom as HTMLElement).getByRole('button', { name: 'تكبير' })).toHaveAttribute('title', 'تكبير');
    expect(within(zoom as HTMLElement).getByRole('button', { name: 'تصغير' })).toBeInTheDocument();
    expect(map.querySelector('.leaflet-control-attribution')?.closest('.leaflet-bottom')).toHaveClass('leaflet-left');
  });

  it('keeps the zoom buttons at the top left in English', async () => {
    renderWithApp(<LocationMap config={undefined} selected={null} onSelect={() => undefined} />);
    const map = screen.getByRole('group', { name: 'Map: choose the service location' });
    const zoom = map.querySelector('.leaflet-control-zoom')!;
    expect(zoom.closest('.leaflet-top')).toHaveClass('leaflet-left');
    expect(within(zoom as HTMLElement).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(map.querySelector('.leaflet-control-attribution')?.closest('.leaflet-bottom')).toHaveClass('leaflet-right');
  });
});
