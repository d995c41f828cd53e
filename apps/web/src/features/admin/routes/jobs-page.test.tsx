import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okAnswer, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import AdminApp from '../admin-app';

const adminConsole = (
  <Routes>
    <Route path="/admin/*" element={<AdminApp />} />
  </Routes>
);

const failedEmail = {
  _id: '3f0c6a2e-0000-4000-8000-000000000001',
  kind: 'order.placed',
  channel: 'email',
  recipient: 'amal@example.com',
  language: 'en',
  status: 'failed',
  attempts: 6,
  lastError: 'connect ECONNREFUSED',
  createdAt: '2026-11-26T08:00:00.000Z',
};

// The whole console renders in each test: on a busy machine that can pass the default 5 s.
describe('Operations -> Jobs / Notifications', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists failed notifications and jobs, and Retry sends one again', async () => {
    const api = stubApi({
      'admin/notifications': okAnswer([failedEmail]),
      'admin/jobs/failed': okAnswer([]),
      [`POST admin/notifications/${failedEmail._id}/retry`]: okAnswer({ ...failedEmail, status: 'pending' }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/jobs' });

    const nav = (await screen.findAllByRole('navigation', { name: 'Admin console' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Jobs / Notifications' })).toHaveAttribute('href', '/admin/jobs');
    const row = (await screen.findByText('amal@example.com')).closest('tr')!;
    expect(within(row).getByText('connect ECONNREFUSED')).toBeInTheDocument();
    expect(await screen.findByText('No job failed.')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.url.endsWith(`admin/notifications/${failedEmail._id}/retry`))).toBe(true),
    );
  });
});
