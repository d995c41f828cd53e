import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okAnswer } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { PayNowButton } from './pay-now-button';

const ok = okAnswer;

describe('PayNowButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  function setUp(answer: Parameters<typeof stubApi>[0][string]) {
    const api = stubApi({ csrf: ok({ token: 't' }), 'odm/payment_charge/KH-ABCDEFGH': answer });
    vi.stubGlobal('fetch', api.fetchStub);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithApp(<PayNowButton ordId="KH-ABCDEFGH" />);
    return { api, assign };
  }

  it('starts a new charge and sends the browser to the gateway', async () => {
    const { api, assign } = setUp(ok({ _id: 'b1', paymentLink: 'http://localhost:3000/sandbox-gateway/pay/abc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/sandbox-gateway/pay/abc');
    expect(api.calls.find((call) => call.url.endsWith('odm/payment_charge/KH-ABCDEFGH'))?.init?.method).toBe('POST');
  });

  it("alerts 'Payment gateway error' without a link, and the server's reason on a refusal", async () => {
    setUp({ status: 502, body: { code: 502, message: 'Payment gateway error' } });
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(dialog).toHaveTextContent('Payment gateway error');
  });

  it('shows the network message when the server cannot be reached', async () => {
    setUp(() => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Failed' })).toHaveTextContent(
      'Network error. Please try again.',
    );
  });
});
