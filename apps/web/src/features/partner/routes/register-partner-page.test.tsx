import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { RegisterPartnerPage } from './register-partner-page';

const envelope = (results: unknown) => ({ body: { code: 200, message: 'OK', results } });

function stubGeolocation(answer: 'allow' | 'deny') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'allow') success({ coords: { latitude: 12.5, longitude: 77.25 } } as GeolocationPosition);
    else failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe('RegisterPartnerPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains a refused location and asks again on Allow Location Access', async () => {
    const ask = stubGeolocation('deny');
    renderWithApp(<RegisterPartnerPage />);
    expect(await screen.findByRole('heading', { name: 'Location Access Required' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Allow Location Access' }));
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('shows the form once allowed: +965, the phone as typed, sub-categories cleared on a new category', async () => {
    stubGeolocation('allow');
    const { calls, fetchStub } = stubApi({
      srv_category_list: envelope([
        { _id: 'c1', SrvCategoryName: 'AC Services', Image: '' },
        { _id: 'c2', SrvCategoryName: 'Plumbing', Image: '' },
      ]),
      'srv_sub_by_category/c1': envelope([
        { _id: 's1', SrvSubCategoryName: 'AC Repair', SrvCategoryId: 'c1', SrvCategoryName: 'AC Services', Image: '' },
      ]),
      'srv_sub_by_category/c2': envelope([
        { _id: 's2', SrvSubCategoryName: 'Tap Repair', SrvCategoryId: 'c2', SrvCategoryName: 'Plumbing', Image: '' },
      ]),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithApp(<RegisterPartnerPage />);

    expect(await screen.findByRole('heading', { name: 'Partner Registration' })).toBeInTheDocument();
    expect(screen.getByText('Your location: 12.5000, 77.2500')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('KW');

    const phone = screen.getByLabelText('Phone Number');
    await userEvent.type(phone, '5123 4567');
    expect(phone).toHaveValue('5123 4567');

    const category = screen.getByLabelText('Category');
    const sub = screen.getByLabelText('Subcategory');
    expect(sub).toBeDisabled();
    await screen.findByRole('option', { name: 'AC Services' });
    await userEvent.selectOptions(category, 'c1');
    await userEvent.selectOptions(sub, await screen.findByRole('option', { name: 'AC Repair' }));
    expect(sub).toHaveValue('s1');
    await userEvent.selectOptions(category, 'c2');
    expect(sub).toHaveValue('');
    expect(await screen.findByRole('option', { name: 'Tap Repair' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'AC Repair' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/khidma/srv_sub_by_category/c2');
  });
});
