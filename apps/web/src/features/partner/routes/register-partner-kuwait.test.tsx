import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { RegisterPartnerPage } from './register-partner-page';

const envelope = (results: unknown) => ({ body: { code: 200, message: 'OK', results } });

function allowLocation() {
  const getCurrentPosition = vi.fn((success: PositionCallback) =>
    success({ coords: { latitude: 29.3375, longitude: 48.0758 } } as GeolocationPosition),
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
}

describe('RegisterPartnerPage: Kuwait bank details and Civil ID', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks an IBAN, a bank of Kuwait and a Civil ID instead of State, Pincode and IFSC', async () => {
    allowLocation();
    const { calls, fetchStub } = stubApi({ srv_category_list: envelope([]) });
    vi.stubGlobal('fetch', fetchStub);
    renderWithApp(<RegisterPartnerPage />);
    await screen.findByRole('heading', { name: 'Partner Registration' });

    for (const gone of ['State', 'Pincode', 'IFSC Code', 'Account Number'])
      expect(screen.queryByLabelText(gone)).not.toBeInTheDocument();

    const bank = screen.getByLabelText('Bank Name');
    expect(screen.getByRole('option', { name: 'National Bank of Kuwait' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Kuwait Finance House' })).toBeInTheDocument();
    expect(screen.getByText('30 characters starting with KW, as on your bank card or statement')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('IBAN'));
    await userEvent.paste('kw52 kfho 0000 0000 0000 1234 5678 90');
    expect(bank).toHaveValue('KFHO');
    expect(screen.getByText('Bank: Kuwait Finance House')).toBeInTheDocument();

    // The shared schema's messages, named on their fields, before anything is sent.
    await userEvent.clear(screen.getByLabelText('IBAN'));
    await userEvent.paste('KW53KFHO0000000000001234567890');
    await userEvent.click(screen.getByLabelText('Civil ID Number'));
    await userEvent.paste('290010112345');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('This IBAN is not valid; check it for a typo.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 12-digit Civil ID number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Civil ID Number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.url.includes('servicesPartner_add'))).toBe(false);
  }, 15_000);

  it('offers its own file button, not the browser\'s "Choose File"', async () => {
    allowLocation();
    const { fetchStub } = stubApi({ srv_category_list: envelope([]) });
    vi.stubGlobal('fetch', fetchStub);
    renderWithApp(<RegisterPartnerPage />);
    await screen.findByRole('heading', { name: 'Partner Registration' });
    expect(screen.getAllByText('Choose file')).toHaveLength(3);
    expect(screen.getAllByText('No file chosen')).toHaveLength(3);
    expect(screen.getByLabelText('Photo', { exact: false })).toHaveAttribute('type', 'file');
  });
});
