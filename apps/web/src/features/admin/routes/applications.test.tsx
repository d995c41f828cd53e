import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_ID, applicationDetail, pageOf } from '@/test/admin-fixtures';
import { okAnswer, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import AdminApp from '../admin-app';

const adminConsole = (
  <Routes>
    <Route path="/admin/*" element={<AdminApp />} />
  </Routes>
);
const APPLICATION = `admin/partner_applications/${APPLICATION_ID}`;

function stub(detail = applicationDetail()) {
  const { files: _files, gender: _gender, ...row } = detail;
  const api = stubApi({
    'admin/partner_applications': okAnswer(pageOf([row])),
    [APPLICATION]: okAnswer(detail),
    [`POST ${APPLICATION}/approve`]: okAnswer({ ...detail, status: 'approved' }),
    [`POST ${APPLICATION}/reject`]: okAnswer({ ...detail, status: 'rejected' }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
  return api;
}

const posts = (calls: Array<{ url: string; init?: RequestInit }>) =>
  calls
    .filter((call) => call.init?.method === 'POST' && call.url.includes('partner_applications'))
    .map((call) => ({ url: call.url, body: call.init?.body ? (JSON.parse(String(call.init.body)) as unknown) : null }));

// The whole console renders in each test: on a busy machine that can pass the default 5 s.
describe('partner applications', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the waiting ones first and switches status from the buttons', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/applications' });
    const link = await screen.findByRole('link', { name: 'Ravi Kumar' });
    expect(link).toHaveAttribute('href', `/admin/applications/${APPLICATION_ID}`);
    const lists = () => calls.filter((call) => call.url.startsWith('/api/khidma/admin/partner_applications?'));
    expect(lists()[0]!.url).toContain('status=pending_review');
    expect(screen.getByRole('button', { name: 'Waiting' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(lists().at(-1)!.url).toContain('status=rejected'));
    expect(screen.getByRole('button', { name: 'Rejected' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the applicant and their three files from the admin-only URLs; a PDF falls back to its link', async () => {
    stub();
    renderWithApp(adminConsole, { path: `/admin/applications/${APPLICATION_ID}` });
    await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' });
    expect(screen.getByText('National Bank of Kuwait, Salmiya · IBAN', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('•••• 2151')).toBeInTheDocument();
    expect(screen.getByText('290010112346')).toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Documents' });
    const photo = within(files).getByRole('img', { name: 'Photo' });
    expect(photo).toHaveAttribute('src', `/api/khidma/${APPLICATION}/files/photo`);
    const idProof = within(files).getByRole('img', { name: 'ID proof' });
    // A PDF is no picture: the <img> gives up and the link stays.
    idProof.dispatchEvent(new Event('error'));
    await waitFor(() => expect(within(files).queryByRole('img', { name: 'ID proof' })).not.toBeInTheDocument());
    const open = within(files).getByRole('link', { name: 'Open ID proof' });
    expect(open).toHaveAttribute('href', `/api/khidma/${APPLICATION}/files/idProof`);
    expect(open).toHaveAttribute('target', '_blank');
    expect(within(files).getByRole('link', { name: 'Open Skill certificate' })).toBeInTheDocument();
  });

  it('approves an application', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: `/admin/applications/${APPLICATION_ID}` });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts(calls)).toEqual([{ url: `/api/khidma/${APPLICATION}/approve`, body: null }]));
  });

  it('rejects only with a reason', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: `/admin/applications/${APPLICATION_ID}` });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: "Reject Ravi Kumar's application" });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'ID proof unreadable');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        { url: `/api/khidma/${APPLICATION}/reject`, body: { reason: 'ID proof unreadable' } },
      ]),
    );
  });

  it('shows the decision of an application already reviewed, with no buttons', async () => {
    stub(
      applicationDetail({
        status: 'rejected',
        rejectionReason: 'ID proof unreadable',
        reviewedAt: '2026-11-25T10:00:00.000Z',
      }),
    );
    renderWithApp(adminConsole, { path: `/admin/applications/${APPLICATION_ID}` });
    const review = await screen.findByRole('complementary', { name: 'Decision' });
    expect(within(review).getByText('Reason: ID proof unreadable')).toBeInTheDocument();
    expect(within(review).queryByRole('button')).not.toBeInTheDocument();
  });
});
