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

function stub(put: { status?: number; body: unknown } = okAnswer({ autoAssign: true })) {
  const api = stubApi({ 'admin/settings': okAnswer({ autoAssign: false }), 'PUT admin/settings': put });
  vi.stubGlobal('fetch', api.fetchStub);
  window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
  return api;
}

const puts = (calls: Array<{ url: string; init?: RequestInit }>) =>
  calls.filter((call) => call.init?.method === 'PUT').map((call) => JSON.parse(String(call.init?.body)) as unknown);

const SWITCH = 'Assign new orders automatically to the best-rated free partner';

// The whole console renders in each test: on a busy machine that can pass the default 5 s.
describe('the settings page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is in the console's menu", async () => {
    stub();
    renderWithApp(adminConsole, { path: '/admin/settings' });
    const nav = (await screen.findAllByRole('navigation', { name: 'Admin console' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
  });

  it('turns automatic assignment on with a switch, and says it is saved', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/settings' });
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/wait for an admin to assign them/);

    await user.click(toggle);
    await waitFor(() => expect(puts(calls)).toEqual([{ autoAssign: true }]));
    expect(await screen.findByText('Saved: new orders are assigned automatically.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: SWITCH })).toBeChecked();
  });

  it('flips from the keyboard too', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/settings' });
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(puts(calls)).toEqual([{ autoAssign: true }]));
  });

  it('says it is saving while the change is on its way, and takes no second flip meanwhile', async () => {
    const { fetchStub, calls } = stubApi({ 'admin/settings': okAnswer({ autoAssign: true }) });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        calls.push({ url: String(input), init });
        await held;
        return new Response(JSON.stringify(okAnswer({ autoAssign: false }).body), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return fetchStub(input, init);
    });
    window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/settings' });
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    expect(puts(calls)).toEqual([{ autoAssign: false }]);

    release();
    expect(await screen.findByText('Saved: new orders wait for an admin to assign them.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it("puts the switch back and shows the server's reason when saving fails", async () => {
    stub({ status: 403, body: { code: 403, message: 'You cannot do this.' } });
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/settings' });
    await user.click(await screen.findByRole('switch', { name: SWITCH }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot do this.');
    expect(screen.getByRole('switch', { name: SWITCH })).not.toBeChecked();
    expect(screen.queryByText(/^Saved/)).not.toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'admin/settings': { status: 500, body: { code: 500, message: 'Something went wrong' } } }).fetchStub,
    );
    window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
    renderWithApp(adminConsole, { path: '/admin/settings' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    stub();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: SWITCH })).not.toBeChecked();
  });

  it('reads in Arabic', async () => {
    stub();
    renderWithApp(adminConsole, { path: '/admin/settings', locale: 'ar' });
    expect(
      await screen.findByRole('switch', { name: 'وزّع الطلبات الجديدة تلقائيًا على أعلى فني تقييمًا يكون فاضي' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeInTheDocument();
  });
});
