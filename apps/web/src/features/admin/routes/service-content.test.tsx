import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceContent } from '@khidma/shared/schemas/service-content';
import { adminService, pageOf, SERVICE_ID } from '@/test/admin-fixtures';
import { okAnswer, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import AdminApp from '../admin-app';

// The console's toasts: the test reads what was said rather than render a Toaster.
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', async (importOriginal) => ({ ...(await importOriginal<object>()), toast }));

const adminConsole = (
  <Routes>
    <Route path="/admin/*" element={<AdminApp />} />
  </Routes>
);
const service = adminService;
const content: ServiceContent = {
  included: ['Gas top-up'],
  includedAr: ['تعبئة الغاز'],
  excluded: [],
  excludedAr: [],
  faqs: [{ question: 'How long?', questionAr: 'كم يستغرق؟', answer: 'An hour.', answerAr: 'ساعة.' }],
};
const CONTENT_PATH = `admin/services/${SERVICE_ID}/content`;

function stub(putAnswer: { status?: number; body: unknown } = okAnswer(content)) {
  const api = stubApi({
    'admin/services': okAnswer(pageOf([service])),
    'admin/sub_categories': okAnswer([]),
    'admin/categories': okAnswer([]),
    [CONTENT_PATH]: okAnswer(content),
    [`PUT ${CONTENT_PATH}`]: putAnswer,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
  return api;
}

async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

const puts = (calls: Array<{ url: string; init?: RequestInit }>) =>
  calls
    .filter((call) => call.init?.method === 'PUT' && call.url.endsWith(CONTENT_PATH))
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);

async function openEditor(user: UserEvent) {
  renderWithApp(adminConsole, { path: '/admin/catalogue?view=services' });
  await user.click(await screen.findByRole('button', { name: 'Page content of AC General Service' }));
  const dialog = screen.getByRole('dialog', { name: 'Page content: AC General Service' });
  await within(dialog).findByRole('textbox', { name: 'Included item 1 in English' }, { timeout: 5000 });
  return dialog;
}

// The whole console renders in each test: on a busy machine that can pass the default 5 s.
describe('the catalogue: a service page content', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('loads the content, edits an item and an FAQ, adds a line, and sends it all in the shared shape', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    const dialog = await openEditor(user);
    const arabicItem = within(dialog).getByRole('textbox', { name: 'Included item 1 in Arabic' });
    expect(arabicItem).toHaveValue('تعبئة الغاز');
    expect(arabicItem).toHaveAttribute('dir', 'rtl');

    await fill(user, within(dialog).getByRole('textbox', { name: 'Included item 1 in English' }), 'Gas refill');
    await user.click(within(dialog).getByRole('button', { name: 'Add an excluded item' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Excluded item 1 in English' }), 'Spare parts');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Excluded item 1 in Arabic' }), 'قطع الغيار');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Answer 1 in English' }), 'About an hour.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(puts(calls)).toEqual([
        {
          ...content,
          included: ['Gas refill'],
          excluded: ['Spare parts'],
          excludedAr: ['قطع الغيار'],
          faqs: [{ ...content.faqs[0], answer: 'About an hour.' }],
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Page content saved.');
  });

  it('refuses an empty line before sending, and shows the server 400 under its field', async () => {
    const { calls } = stub({
      status: 400,
      body: {
        code: 400,
        message: 'The description must not contain control characters',
        errors: { 'includedAr.0': 'The description must not contain control characters' },
      },
    });
    const user = userEvent.setup();
    const dialog = await openEditor(user);

    await user.click(within(dialog).getByRole('button', { name: 'Remove question 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add an included item' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Description is required')).not.toHaveLength(0);
    expect(puts(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove included item 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ ...content, faqs: [] }]));
    const arabicItem = within(dialog).getByRole('textbox', { name: 'Included item 1 in Arabic' });
    await waitFor(() => expect(arabicItem).toHaveAttribute('aria-invalid', 'true'));
    expect(arabicItem).toHaveAccessibleDescription('The description must not contain control characters');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says when the content cannot be loaded, and loads it on Retry', async () => {
    let failing = true;
    const api = stubApi({
      'admin/services': okAnswer(pageOf([service])),
      'admin/sub_categories': okAnswer([]),
      'admin/categories': okAnswer([]),
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith(CONTENT_PATH)
        ? Promise.resolve(
            failing
              ? new Response(JSON.stringify({ code: 500, message: 'Something went wrong. Please try again.' }), {
                  status: 500,
                  headers: { 'content-type': 'application/json' },
                })
              : new Response(JSON.stringify(okAnswer(content).body), {
                  headers: { 'content-type': 'application/json' },
                }),
          )
        : api.fetchStub(input, init),
    );
    window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
    const user = userEvent.setup();
    renderWithApp(adminConsole, { path: '/admin/catalogue?view=services' });
    await user.click(await screen.findByRole('button', { name: 'Page content of AC General Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Page content: AC General Service' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Included item 1 in English' })).toHaveValue(
      'Gas top-up',
    );
  });
});
