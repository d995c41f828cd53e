import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Earnings } from '@khidma/shared/schemas/finance';
import { okAnswer, testUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import PartnerApp from '../partner-app';

const earnings: Earnings = {
  from: '2026-11-01',
  to: '2026-11-30',
  jobs: [
    {
      _id: 'b1',
      ordId: 'KH-CASHJOB1',
      date: '2026-11-26',
      paymentType: 2,
      price: 30,
      commission: 3,
      net: 27,
      cashCollected: 30,
    },
    {
      _id: 'b2',
      ordId: 'KH-KNETJOB1',
      date: '2026-11-25',
      paymentType: 1,
      price: 20,
      commission: 2,
      net: 18,
      cashCollected: 0,
    },
  ],
  totals: { price: 50, commission: 5, net: 45, cashCollected: 30 },
  balance: -3,
  cashOwed: 3,
  payouts: [
    { _id: 'p1', reference: 'KHP-1-1', amount: 12.5, paidAt: '2026-11-20T09:00:00.000Z', bankReference: 'NBK-7781' },
  ],
};

/** GET partner/earnings answers `earnings`; every query string asked is recorded. */
function stubEarnings() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/partner/earnings')) asked.push(url.search);
      const body = url.pathname.endsWith('/partner/earnings') ? okAnswer(earnings).body : okAnswer({}).body;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

const app = (
  <Routes>
    <Route path="/partner/*" element={<PartnerApp />} />
  </Routes>
);

beforeEach(() => window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'partner' })));
afterEach(() => vi.unstubAllGlobals());

describe('partner portal: earnings', () => {
  it('shows the totals, each job with its commission, net and cash, what the partner owes, and the payouts', async () => {
    const asked = stubEarnings();
    renderWithApp(app, { path: '/partner/earnings?from=2026-11-01&to=2026-11-30' });
    const table = await screen.findByRole('table', { name: 'Completed jobs with price, commission, net and cash' });
    const cash = within(table).getByRole('row', { name: /KH-CASHJOB1/ });
    expect(cash).toHaveTextContent('KD 30.000KD 3.000KD 27.000KD 30.000');
    expect(within(table).getByRole('row', { name: /KH-KNETJOB1/ })).toHaveTextContent(/Online.*KD 18\.000–/);
    expect(within(table).getByRole('row', { name: /Total, 2 jobs/ })).toHaveTextContent('KD 45.000');
    expect(screen.getByText('You owe').nextElementSibling).toHaveTextContent('KD 3.000');
    expect(within(screen.getByRole('region', { name: 'Payouts' })).getByText('Reference NBK-7781')).toBeVisible();
    expect(asked[0]).toBe('?from=2026-11-01&to=2026-11-30');
  });

  it('refuses a period whose end is before its start, and asks again for a good one', async () => {
    const asked = stubEarnings();
    renderWithApp(app, { path: '/partner/earnings?from=2026-11-01&to=2026-11-30' });
    await screen.findByRole('table');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeVisible();
    expect(asked).toHaveLength(1);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-15');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2026-11-01&to=2026-11-15'));
  });
});
