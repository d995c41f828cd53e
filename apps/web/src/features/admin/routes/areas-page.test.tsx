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

const everywhere = { unserved: [], unservedBySubCategory: {} };
const plumbing = {
  _id: 'sc1',
  name: 'Plumbing',
  nameAr: 'السباكة',
  image: '',
  sortOrder: 1,
  active: true,
  categoryId: 'c1',
};

function stub() {
  const api = stubApi({
    'admin/served_areas': okAnswer(everywhere),
    'PUT admin/served_areas': okAnswer({ unserved: [], unservedBySubCategory: { sc1: ['salmiya'] } }),
    'admin/sub_categories': okAnswer([plumbing]),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
  return api;
}

const puts = (calls: Array<{ url: string; init?: RequestInit }>) =>
  calls.filter((call) => call.init?.method === 'PUT').map((call) => JSON.parse(String(call.init?.body)) as unknown);

// The whole console renders in each test: on a busy machine that can pass the default 5 s.
describe('where we serve', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every area under its governorate, switched on, and saves one switched off for a sub-category', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/areas' });
    expect(await screen.findByRole('heading', { name: 'Where we serve' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Admin console' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Service areas' })).toHaveAttribute('href', '/admin/areas');
    expect(await screen.findByText('Every area is served.')).toBeInTheDocument();
    const hawalli = screen.getByRole('group', { name: /^Hawalli \(17 of 17\)$/ });
    expect(within(hawalli).getByRole('switch', { name: 'Salmiya' })).toBeChecked();

    await user.selectOptions(await screen.findByLabelText('For'), 'Plumbing');
    await user.click(within(hawalli).getByRole('switch', { name: 'Salmiya' }));
    expect(screen.getByText('1 area switched off.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ unserved: [], unservedBySubCategory: { sc1: ['salmiya'] } }]));
    expect(await screen.findByText('Areas saved.')).toBeInTheDocument();
  });
});
