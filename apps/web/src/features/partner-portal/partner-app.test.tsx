import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@khidma/shared/schemas/operations';
import { formattersFor } from '@/lib/i18n/format';
import { okAnswer, testAddress, testUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import PartnerApp from './partner-app';

const { _id: _addressId, ...address } = testAddress;
/** Money in Arabic holds a no-break space: match the text as formatted. */
const asFormatted = { normalizer: getDefaultNormalizer({ trim: false, collapseWhitespace: false }) };

function job(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'b1',
    ordId: 'KH-ABCDEFGH',
    ordStatus: 'Open',
    orderedDate: '2026-11-25T06:00:00.000Z',
    customerFirstName: 'Asha',
    phone: '98765432',
    ServiceAddress: { ...address, area: 'Salmiya' },
    area: 'Salmiya',
    slotStart: '2026-11-25T16:00:00+03:00',
    slotEnd: '2026-11-25T17:30:00+03:00',
    services: [{ ServiceName: 'AC General Service', ServiceTime: '1 hr' }],
    paymentType: 2,
    payment_status: 'NOT_REQUIRED',
    totalPrice: 12.5,
    ...overrides,
  };
}

const list = (items: unknown[]) => okAnswer(items);
type Answer = { status?: number; body: unknown };

/** The portal's API: `answer(method, path, query)` decides; every call is recorded with its body. */
function stubPortal(answer: (method: string, path: string, query: URLSearchParams) => Answer | undefined) {
  const calls: Array<{ method: string; path: string; query: string; body?: unknown }> = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/khidma\//, '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, query: url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const found: Answer =
      path === 'csrf'
        ? okAnswer({ token: 't' })
        : (answer(method, path, url.searchParams) ?? { status: 404, body: {} });
    return new Response(JSON.stringify(found.body), {
      status: found.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

const app = (
  <Routes>
    <Route path="/partner/*" element={<PartnerApp />} />
  </Routes>
);

beforeEach(() => window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'partner' })));
afterEach(() => vi.unstubAllGlobals());

describe('partner portal: jobs', () => {
  it('lists today, upcoming and past jobs by tab, each from its own view', async () => {
    const calls = stubPortal((method, path, query) => {
      if (path !== 'partner/jobs') return undefined;
      const view = query.get('view');
      if (view === 'today') return list([job()]);
      if (view === 'upcoming') return list([job({ ordId: 'KH-UPCOMING', customerFirstName: 'Bader' })]);
      return list([]);
    });
    renderWithApp(app, { path: '/partner' });
    expect(await screen.findByRole('link', { name: /Job #KH-ABCDEFGH/ })).toHaveAttribute(
      'href',
      '/partner/jobs/KH-ABCDEFGH',
    );
    const today = screen.getByRole('tab', { name: 'Today' });
    expect(today).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: /Job #KH-ABCDEFGH/ })).toHaveTextContent('KD 12.500 · COD');

    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(await screen.findByText('Bader')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');

    // The arrows move along the tabs, as the tabs pattern has it.
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('No past jobs yet.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveFocus();
    expect(calls.filter((call) => call.path === 'partner/jobs').map((call) => call.query)).toEqual([
      '?view=today',
      '?view=upcoming',
      '?view=past',
    ]);
  });

  it("shows when to be there on each card: today's by time in the server's order, later ones with their day", async () => {
    stubPortal((_method, path, query) => {
      if (path !== 'partner/jobs') return undefined;
      if (query.get('view') === 'today') {
        return list([
          job({ ordId: 'KH-MORNING', slotStart: '2026-11-25T09:00:00+03:00', slotEnd: '2026-11-25T10:00:00+03:00' }),
          job(),
          job({ ordId: 'KH-NOSLOT', slotStart: null, slotEnd: null }),
        ]);
      }
      return list([
        job({ ordId: 'KH-LATER', slotStart: '2026-11-27T10:30:00+03:00', slotEnd: '2026-11-27T12:00:00+03:00' }),
      ]);
    });
    renderWithApp(app, { path: '/partner' });
    await screen.findByRole('link', { name: /Job #KH-MORNING/ });
    const cards = screen.getAllByRole('link', { name: /^.*Job #/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/partner/jobs/KH-MORNING',
      '/partner/jobs/KH-ABCDEFGH',
      '/partner/jobs/KH-NOSLOT',
    ]);
    // The time comes first in the card (and in its name), in Kuwait time.
    expect(cards[0]!.textContent).toMatch(/^9:00\s*–\s*10:00\sam/);
    expect(cards[1]!.textContent).toMatch(/^4:00\s*–\s*5:30\spm/);
    expect(cards[2]!.textContent).toMatch(/^Job #KH-NOSLOT/);
    expect(cards[1]).toHaveTextContent('Booked on 25 November 2026');

    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const later = await screen.findByRole('link', { name: /Job #KH-LATER/ });
    expect(later.textContent).toMatch(/^Fri, 27 Nov.*10:30.*12:00\spm/);
  });

  it("shows the server's reason when the list fails, and tries again", async () => {
    let fail = true;
    stubPortal((_method, path) =>
      path === 'partner/jobs'
        ? fail
          ? { status: 503, body: { code: 503, message: 'The service is busy.' } }
          : list([job()])
        : undefined,
    );
    renderWithApp(app, { path: '/partner' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Job #KH-ABCDEFGH/ })).toBeInTheDocument();
  });
});

describe('partner portal: one job', () => {
  function stubJob(first: Job, answers: { put?: Answer; decline?: Answer } = {}) {
    let current = first;
    return stubPortal((method, path) => {
      if (path === `partner/jobs/${first.ordId}` && method === 'GET') return okAnswer(current);
      if (path === `partner/jobs/${first.ordId}` && method === 'PUT') {
        if (answers.put) return answers.put;
        current = { ...current, ordStatus: 'Completed' };
        return okAnswer(current);
      }
      if (path === `partner/jobs/${first.ordId}/decline`) return answers.decline ?? okAnswer(null);
      if (path === 'partner/jobs') return list([]);
      return undefined;
    });
  }

  it('offers only the next status, and decline until the partner sets off', async () => {
    stubJob(job({ ordStatus: 'Accepted' }));
    renderWithApp(app, { path: '/partner/jobs/KH-ABCDEFGH' });
    const next = await screen.findByRole('region', { name: 'Next step' });
    const buttons = within(next)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['On my way', 'Decline job']);
    expect(screen.getByRole('link', { name: 'Call Asha' })).toHaveAttribute('href', 'tel:98765432');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Cash to collect: KD 12.500');
    expect(screen.getByText('AC General Service')).toBeInTheDocument();
    const when = screen.getByRole('region', { name: 'When to be there' });
    expect(when.textContent).toMatch(/Wed, 25 Nov.*4:00\s*–\s*5:30\spm/);
  });

  it('says so when a job has no booked time', async () => {
    stubJob(job({ ordStatus: 'Accepted', slotStart: null, slotEnd: null }));
    renderWithApp(app, { path: '/partner/jobs/KH-ABCDEFGH' });
    const when = await screen.findByRole('region', { name: 'When to be there' });
    expect(when).toHaveTextContent('No time was booked: call the customer to agree one.');
  });

  it("keeps the portal's menu on the portal's pages from a job's page", async () => {
    stubJob(job({ ordStatus: 'Accepted' }));
    renderWithApp(app, { path: '/partner/jobs/KH-ABCDEFGH' });
    const menu = await screen.findByRole('navigation', { name: 'Partner portal' });
    expect(within(menu).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/partner');
    expect(within(menu).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/partner/reviews');
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/partner/profile');
  });

  it('offers no decline once the partner is on the way, and nothing after Completed', async () => {
    stubJob(job({ ordStatus: 'Traveling' }));
    const { unmount } = renderWithApp(app, { path: '/partner/jobs/KH-ABCDEFGH' });
    const next = await screen.findByRole('region', { name: 'Next step' });
    expect(
      within(next)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['I have arrived']);
    unmount();

    stubJob(job({ ordStatus: 'Completed' }));
    renderWithApp(app, { path: '/partner/jobs/KH-ABCDEFGH' });
    expect(await screen.findByText('Nothing more to do on this job.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Next step' })).queryByRole('button')).toBeNull();
    // The cash of a completed job is collected, no longer to collect.
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Cash collected: KD 12.500');
  });

  it('completes a cash job only once the cash is confirmed', async () => {
    const calls = stubJob(job({ ordStatus: 'Started' }));
    renderWithApp(app, { path: '/partner/jobs/KH-ABCDEFGH' });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete job' }));
    expect(screen.getByText('Confirm that you collected the cash first.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I collected KD 12.500 in cash' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'I collected KD 12.500 in cash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete job' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        ordStatus: 'Completed',
        cashCollected: true,
      }),
    );
    expect(await screen.findByText('Nothing more to do on this job.')).toBeInTheDocument();
  });

  it('moves an online job without asking for cash', async () => {
    const calls = stubJob(job({ ordStatus: 'Started', paymentType: 1, payment_status: 'PAID' }));
    renderWithApp(app, { path: '/partner/jobs/KH-ABCDEFGH' });
    expect(await screen.findByText('Paid online')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Complete job' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ordStatus: 'Completed' }));
  });

  it("shows the server's 409 reason", async () => {
    stubJob(job({ ordStatus: 'Open' }), {
      put: { status: 409, body: { code: 409, message: 'This job was given to another partner.' } },
    });
    renderWithApp(app, { path: '/partner/jobs/KH-ABCDEFGH' });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This job was given to another partner.');
  });

  it('declines only with a reason, then returns to the list', async () => {
    const calls = stubJob(job({ ordStatus: 'Open' }));
    renderWithApp(app, { path: '/partner/jobs/KH-ABCDEFGH' });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline job' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/decline'))).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'My van broke down');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'My jobs' })).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/decline'))?.body).toEqual({ reason: 'My van broke down' });
  });

  it('shows a job in Arabic, right to left, the phone kept left to right', async () => {
    stubJob(job({ ordStatus: 'Accepted' }));
    renderWithApp(app, { path: '/partner/jobs/KH-ABCDEFGH', locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'المهمة رقم KH-ABCDEFGH' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('مقبول')).toBeInTheDocument();
    const call = screen.getByRole('link', { name: 'اتصل على Asha' });
    expect(within(call).getByText('+965 9876 5432')).toHaveAttribute('dir', 'ltr');
    const next = screen.getByRole('region', { name: 'الخطوة الجاية' });
    expect(
      within(next)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['أنا في الطريق', 'ارفض المهمة']);
    expect(screen.getByRole('region', { name: 'موعد الوصول' }).textContent).toMatch(/نوفمبر.*4:00/);
    const payment = screen.getByRole('region', { name: 'الدفع' });
    expect(
      within(payment).getByText(`المبلغ المطلوب تحصيله نقدًا: ${formattersFor('ar').money(12.5)}`, asFormatted),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'كل المهام' }).querySelector('svg')).toHaveClass('rtl:-scale-x-100');
  });

  it("shows the customer's address the Kuwaiti way: area, block, street, avenue, house, floor, apartment, directions", async () => {
    const kuwaiti = {
      ...address,
      governorate: 'hawalli',
      area: 'salmiya',
      block: '4',
      street: '21',
      avenue: '3',
      house: '7',
      floor: '2',
      apartment: '5',
      landmark: 'خلف الجمعية',
      flatNo: '',
      pincode: '',
    };
    stubJob(job({ ordStatus: 'Accepted', ServiceAddress: kuwaiti }));
    renderWithApp(app, { path: '/partner/jobs/KH-ABCDEFGH', locale: 'ar' });
    const customer = await screen.findByRole('region', { name: 'العميل' });
    expect(customer).toHaveTextContent('السالمية، حولي');
    expect(customer).toHaveTextContent('قطعة 4، شارع 21، جادة 3');
    expect(customer).toHaveTextContent('منزل 7، الدور 2، شقة 5');
    expect(customer).toHaveTextContent('الإرشادات: خلف الجمعية');
  });
});

describe('partner portal: reviews and profile', () => {
  const profile = {
    _id: 'p1',
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    country_code: '+965',
    phone: '98765432',
    photo: '',
    SrvCategoryName: 'AC Services',
    SrvSubCategoryName: 'AC Repair',
    workHoursStart: '08:00',
    workHoursEnd: '17:00',
    workDays: [0, 1, 2, 3, 4],
    rating: 4.5,
    reviewsCount: 2,
    bank: { bankCode: 'NBOK', bankName: 'National Bank of Kuwait', ibanLast4: '2151' },
  };

  it("lists the partner's reviews under their rating", async () => {
    stubPortal((_method, path) => {
      if (path === 'partner/me') return okAnswer(profile);
      if (path === 'partner/reviews') {
        return list([
          {
            ordId: 'KH-1',
            rating: 5,
            review: 'Quick and clean',
            customerFirstName: 'Asha',
            at: '2026-11-20T10:00:00Z',
          },
          { ordId: 'KH-2', rating: 4, review: null, customerFirstName: 'Bader', at: '2026-11-21T10:00:00Z' },
        ]);
      }
      return undefined;
    });
    renderWithApp(app, { path: '/partner/reviews' });
    expect(await screen.findByText('Quick and clean')).toBeInTheDocument();
    expect(screen.getByText('Bader, job #KH-2')).toBeInTheDocument();
    expect(screen.getByText('No written review.')).toBeInTheDocument();
    expect(await screen.findByText('4.5 out of 5 from 2 reviews')).toBeInTheDocument();
  });

  it('says when there are no reviews yet', async () => {
    stubPortal((_method, path) => (path === 'partner/reviews' ? list([]) : undefined));
    renderWithApp(app, { path: '/partner/reviews' });
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('saves working hours that end after they start', async () => {
    const calls = stubPortal((_method, path) => (path === 'partner/me' ? okAnswer(profile) : undefined));
    renderWithApp(app, { path: '/partner/profile' });
    const end = await screen.findByLabelText('To');
    expect(screen.getByText('AC Repair')).toBeInTheDocument();
    // Where they are paid: the bank and the IBAN's last 4, all that ever leaves the server.
    expect(screen.getByText('National Bank of Kuwait', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('•••• 2151')).toBeInTheDocument();
    await userEvent.clear(end);
    await userEvent.type(end, '07:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('End time must be after start time')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(end);
    await userEvent.type(end, '18:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        workHoursStart: '08:00',
        workHoursEnd: '18:30',
        workDays: [0, 1, 2, 3, 4],
      }),
    );
  });

  it('sends the work days with the hours, at least one', async () => {
    const calls = stubPortal((_method, path) =>
      path === 'partner/me' ? okAnswer(profile) : path === 'partner/me/time_off' ? list([]) : undefined,
    );
    renderWithApp(app, { path: '/partner/profile' });
    const days = await screen.findByRole('group', { name: 'Work days' });
    expect(within(days).getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    expect(within(days).getByRole('checkbox', { name: 'Friday' })).not.toBeChecked();
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']) {
      await userEvent.click(within(days).getByRole('checkbox', { name: day }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await within(days).findByText('Choose at least one working day.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Sunday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: 'partner/me',
        body: { workHoursStart: '08:00', workHoursEnd: '17:00', workDays: [0, 6] },
      }),
    );
  });

  it('lists the days off, removes one, and adds one; a past day is refused by the date field', async () => {
    let daysOff = [
      { _id: 't1', date: '2026-12-03', reason: 'Family wedding' },
      { _id: 't2', date: '2026-12-10', reason: '' },
    ];
    let refuse = true;
    const calls = stubPortal((method, path) => {
      if (path === 'partner/me') return okAnswer(profile);
      if (path === 'partner/me/time_off' && method === 'GET') return list(daysOff);
      if (path === 'partner/me/time_off/t1' && method === 'DELETE') {
        daysOff = daysOff.filter((entry) => entry._id !== 't1');
        return okAnswer(null);
      }
      if (path === 'partner/me/time_off' && method === 'POST') {
        // As the server refuses a past day: a 400 naming the date field.
        if (refuse) {
          return {
            status: 400,
            body: { code: 400, message: 'Pick today or a later day.', errors: { date: 'Pick today or a later day.' } },
          };
        }
        daysOff = [...daysOff, { _id: 't3', date: '2026-12-24', reason: '' }];
        return okAnswer(daysOff.at(-1));
      }
      return undefined;
    });
    renderWithApp(app, { path: '/partner/profile' });
    const section = await screen.findByRole('region', { name: 'Days off' });
    const upcoming = await within(section).findByRole('list', { name: 'Upcoming days off' });
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Thursday, 3 December 2026Family weddingRemove', 'Thursday, 10 December 2026Remove']);

    await userEvent.click(
      within(upcoming).getByRole('button', { name: 'Remove the day off on Thursday, 3 December 2026' }),
    );
    await waitFor(() => expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === 'partner/me/time_off/t1')).toBe(true);
    expect(within(section).getByRole('heading', { name: 'Upcoming days off' })).toHaveFocus();

    const date = within(section).getByLabelText('Date');
    await userEvent.type(date, '2026-11-01');
    await userEvent.click(within(section).getByRole('button', { name: 'Add day off' }));
    expect(await within(section).findByText('Pick today or a later day.')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Pick today or a later day.');

    refuse = false;
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-24');
    await userEvent.click(within(section).getByRole('button', { name: 'Add day off' }));
    expect(await within(upcoming).findByText('Thursday, 24 December 2026')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === 'partner/me/time_off').at(-1)?.body).toEqual({
      date: '2026-12-24',
    });
  });

  it('names the work days and the days off in Arabic, Sunday first', async () => {
    stubPortal((_method, path) =>
      path === 'partner/me'
        ? okAnswer(profile)
        : path === 'partner/me/time_off'
          ? list([{ _id: 't1', date: '2026-12-03', reason: '' }])
          : undefined,
    );
    renderWithApp(app, { path: '/partner/profile', locale: 'ar' });
    const days = await screen.findByRole('group', { name: 'أيام الشغل' });
    const boxes = within(days).getAllByRole('checkbox');
    expect(boxes[0]).toHaveAccessibleName('الأحد');
    expect(boxes[0]).toBeChecked();
    expect(boxes[6]).toHaveAccessibleName('السبت');
    const section = screen.getByRole('region', { name: 'أيام الإجازة' });
    expect(await within(section).findByText(/الخميس.*3.*ديسمبر.*2026/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /^شيل إجازة يوم الخميس/ })).toBeInTheDocument();
  });
});
