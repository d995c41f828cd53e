import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextStatuses } from '@khidma/shared/order-flow';
import type { AdminOrderDetail, AssignablePartner } from '@khidma/shared/schemas/operations';
import { orderDetail, PARTNER_ID } from '@/test/admin-fixtures';
import { okAnswer, testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import AdminApp from '../admin-app';

const adminConsole = (
  <Routes>
    <Route path="/admin/*" element={<AdminApp />} />
  </Routes>
);
const ORDER = 'admin/orders/KH-ABCDEFGH';
const ravi: AssignablePartner = {
  _id: PARTNER_ID,
  name: 'Ravi',
  SrvSubCategoryName: 'AC Repair',
  rating: 4.5,
  activeJobs: 1,
  freeAtSlot: true,
};

function stub(
  order: AdminOrderDetail,
  put: { status?: number; body: unknown } = okAnswer(order),
  partners: AssignablePartner[] = [ravi],
) {
  const api = stubApi({
    [ORDER]: okAnswer(order),
    [`PUT ${ORDER}`]: put,
    [`${ORDER}/partners`]: okAnswer(partners),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
  return api;
}

const puts = (calls: Array<{ url: string; init?: RequestInit }>) =>
  calls.filter((call) => call.init?.method === 'PUT').map((call) => JSON.parse(String(call.init?.body)) as unknown);

async function openOrder() {
  renderWithApp(adminConsole, { path: '/admin/orders/KH-ABCDEFGH' });
  await screen.findByRole('heading', { level: 1, name: 'Order KH-ABCDEFGH' });
  return screen.getByRole('complementary', { name: 'Actions' });
}

// The whole console renders in each test: on a busy machine that can pass the default 5 s.
describe('one order in the console', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers only the state machine's moves: an Open order without a partner can only be cancelled", async () => {
    stub(orderDetail());
    const actions = await openOrder();
    expect(nextStatuses('admin', 'Open', false)).toEqual(['Cancelled']);
    expect(within(actions).queryByRole('button', { name: /^Move to/ })).not.toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it("offers an Accepted order's moves forward and cancel, never back", async () => {
    stub(orderDetail({ ordStatus: 'Accepted', partner: { _id: PARTNER_ID, name: 'Ravi' } }));
    const actions = await openOrder();
    const moves = within(actions)
      .getAllByRole('button', { name: /^Move to/ })
      .map((button) => button.textContent);
    expect(moves).toEqual(['Move to Traveling', 'Move to Reached', 'Move to Started', 'Move to Completed']);
    expect(nextStatuses('admin', 'Accepted', true)).toEqual([
      'Traveling',
      'Reached',
      'Started',
      'Completed',
      'Cancelled',
    ]);
    expect(within(actions).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('offers nothing on a Completed order', async () => {
    stub(orderDetail({ ordStatus: 'Completed', partner: { _id: PARTNER_ID, name: 'Ravi' } }));
    const actions = await openOrder();
    expect(within(actions).getByText('This order cannot move any more.')).toBeInTheDocument();
    expect(within(actions).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows the details, the address, the payment and the audit log: who, when, from, to, why', async () => {
    stub(
      orderDetail({
        ordStatus: 'Cancelled',
        paymentType: 1,
        payment_status: 'PAID',
        refundDue: true,
        payments: [
          {
            reference: 'KH-ABCDEFGH-1',
            amount: 12.5,
            status: 'CAPTURED',
            trackId: 'T-1',
            paymentId: 'P-1',
            refundDue: false,
            refunded: 0,
            createdAt: '2026-11-25T07:31:00.000Z',
          },
          {
            reference: 'KH-ABCDEFGH-2',
            amount: 12.5,
            status: 'CAPTURED',
            trackId: 'T-2',
            paymentId: 'P-2',
            refundDue: true,
            refunded: 0,
            createdAt: '2026-11-25T07:35:00.000Z',
          },
        ],
        events: [
          {
            _id: 'e1',
            at: '2026-11-25T08:00:00.000Z',
            actor: { role: 'admin', name: 'Noura' },
            fromStatus: 'Open',
            toStatus: 'Open',
            fromPartner: null,
            toPartner: { _id: PARTNER_ID, name: 'Ravi' },
            reason: null,
          },
          {
            _id: 'e2',
            at: '2026-11-25T09:15:00.000Z',
            actor: { role: 'admin', name: 'Noura' },
            fromStatus: 'Open',
            toStatus: 'Cancelled',
            fromPartner: null,
            toPartner: null,
            reason: 'Customer asked by phone',
          },
        ],
      }),
    );
    await openOrder();
    expect(
      screen.getByText('A second payment was captured for this order: refund the charge marked below.'),
    ).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Address' });
    expect(within(address).getByText('Block 4, Street 21').parentElement).toHaveTextContent(
      '12B, Block 4, Street 21, Salmiya, Co-op, 20001',
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Online')).toBeInTheDocument();
    expect(within(payment).getByText('Paid')).toBeInTheDocument();
    // The total, and each charge's amount.
    expect(within(payment).getAllByText('KD 12.500')).toHaveLength(3);
    const charges = within(payment).getByRole('table', { name: 'Charges at the gateway' });
    const [, first, second] = within(charges).getAllByRole('row');
    expect(first).toHaveTextContent('KH-ABCDEFGH-1 · T-1 · P-1');
    expect(first).not.toHaveTextContent('Refund this');
    expect(second).toHaveTextContent('KH-ABCDEFGH-2 · T-2 · P-2');
    expect(second).toHaveTextContent('Refund this');

    const log = screen.getByRole('table', { name: 'Audit log' });
    const [, assigned, cancelled] = within(log).getAllByRole('row');
    expect(assigned).toHaveTextContent('Admin · Noura');
    expect(assigned).toHaveTextContent('Partner: Not assigned → Ravi');
    expect(assigned).not.toHaveTextContent('Status:');
    expect(cancelled).toHaveTextContent('Status: Open → Cancelled');
    expect(cancelled).toHaveTextContent('Customer asked by phone');
    expect(within(cancelled!).getAllByRole('cell')[0]!.textContent).toMatch(/25 Nov 2026.*12:15/);
  });

  it('names the professional the customer asked for again (Book again)', async () => {
    stub(orderDetail({ preferredPartner: { _id: PARTNER_ID, name: 'Yousef Al-Mutairi' } }));
    await openOrder();
    expect(screen.getByText('Preferred', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Yousef Al-Mutairi');
  });

  it('shows no preferred professional when the customer asked for none', async () => {
    stub(orderDetail());
    await openOrder();
    expect(screen.queryByText('Preferred', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('assigns a partner from those with the skill', async () => {
    const { calls } = stub(orderDetail());
    const user = userEvent.setup();
    const actions = await openOrder();
    const select = within(actions).getByRole('combobox', { name: 'Assign a partner' });
    await within(select).findByRole('option', { name: 'Ravi · AC Repair · ★ 4.5 · 1 job · Free at this time' });
    await user.selectOptions(select, PARTNER_ID);
    await user.click(within(actions).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ servicePartnerId: PARTNER_ID }]));
  });

  it('lists the partners free at the slot first, each marked free or busy', async () => {
    const busy = { ...ravi, _id: '44444444-4444-4444-8444-444444444444', name: 'Bader', rating: 5, freeAtSlot: false };
    const free = { ...ravi, _id: '55555555-5555-4555-8555-555555555555', name: 'Salim', rating: 3, activeJobs: 0 };
    stub(orderDetail(), undefined, [busy, free]);
    const actions = await openOrder();
    const select = within(actions).getByRole('combobox', { name: 'Assign a partner' });
    await within(select).findByRole('option', { name: /^Salim/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a partner',
      'Salim · AC Repair · ★ 3.0 · 0 jobs · Free at this time',
      'Bader · AC Repair · ★ 5.0 · 1 job · Busy at this time',
    ]);
    expect(select).toHaveAccessibleDescription("Partners free at the order's time come first.");
  });

  it('marks no one free or busy on an order without a slot', async () => {
    stub(orderDetail({ slotStart: null, slotEnd: null }));
    const actions = await openOrder();
    const select = within(actions).getByRole('combobox', { name: 'Assign a partner' });
    await within(select).findByRole('option', { name: 'Ravi · AC Repair · ★ 4.5 · 1 job' });
    expect(screen.getByText('None (booked before time slots)')).toBeInTheDocument();
  });

  it("shows the server's 409 when the partner is no longer free at the slot", async () => {
    const { calls } = stub(orderDetail(), {
      status: 409,
      body: { code: 409, message: 'This partner is busy at that time. Please pick another.' },
    });
    const user = userEvent.setup();
    const actions = await openOrder();
    const select = within(actions).getByRole('combobox', { name: 'Assign a partner' });
    await within(select).findByRole('option', { name: /^Ravi/ });
    await user.selectOptions(select, PARTNER_ID);
    await user.click(within(actions).getByRole('button', { name: 'Assign' }));
    expect(await within(actions).findByRole('alert')).toHaveTextContent(
      'This partner is busy at that time. Please pick another.',
    );
    expect(puts(calls)).toEqual([{ servicePartnerId: PARTNER_ID }]);
  });

  it('shows the slot in Kuwait time, the late-change fees and why the refund is owed', async () => {
    stub(
      orderDetail({
        ordStatus: 'Cancelled',
        paymentType: 1,
        payment_status: 'PAID',
        refundDue: true,
        lateChangeFees: 1,
        events: [
          {
            _id: 'e1',
            at: '2026-11-25T09:15:00.000Z',
            actor: { role: 'customer', name: 'Asha' },
            fromStatus: 'Open',
            toStatus: 'Cancelled',
            fromPartner: null,
            toPartner: null,
            reason: null,
          },
        ],
      }),
    );
    await openOrder();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Slot').nextSibling?.textContent).toMatch(/Thu, 26 Nov.*9:30.*11:00/);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Late-change fees').nextSibling).toHaveTextContent('KD 1.000');
    expect(
      screen.getByText(
        'The customer cancelled this order after paying online: refund what they paid, less KD 1.000 of late-change fees.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/A second payment was captured/)).not.toBeInTheDocument();
  });

  it('shows no late-change fees when there are none, and a full refund for a customer cancel', async () => {
    stub(
      orderDetail({
        ordStatus: 'Cancelled',
        paymentType: 1,
        payment_status: 'PAID',
        refundDue: true,
        events: [
          {
            _id: 'e1',
            at: '2026-11-25T09:15:00.000Z',
            actor: { role: 'customer', name: 'Asha' },
            fromStatus: 'Open',
            toStatus: 'Cancelled',
            fromPartner: null,
            toPartner: null,
            reason: null,
          },
        ],
      }),
    );
    await openOrder();
    expect(screen.queryByText('Late-change fees')).not.toBeInTheDocument();
    expect(
      screen.getByText('The customer cancelled this order after paying online: refund what they paid, in full.'),
    ).toBeInTheDocument();
  });

  it('cancels only with a reason, in a dialog that has the focus', async () => {
    const { calls } = stub(orderDetail());
    const user = userEvent.setup();
    const actions = await openOrder();
    await user.click(within(actions).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order KH-ABCDEFGH' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toEqual([]);

    await user.type(reason, '  Customer asked by phone ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ ordStatus: 'Cancelled', reason: 'Customer asked by phone' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's 409 reason when the move is refused", async () => {
    stub(orderDetail({ ordStatus: 'Accepted', partner: { _id: PARTNER_ID, name: 'Ravi' } }), {
      status: 409,
      body: { code: 409, message: 'An order cannot move from Completed to Traveling.' },
    });
    const user = userEvent.setup();
    const actions = await openOrder();
    await user.click(within(actions).getByRole('button', { name: 'Move to Traveling' }));
    expect(await within(actions).findByRole('alert')).toHaveTextContent(
      'An order cannot move from Completed to Traveling.',
    );
  });

  it('offers to move a visit that is not due yet anyway, with a reason', async () => {
    const message = 'It is too early to set off: a job can be Traveling from 120 minutes before its time slot.';
    const { calls } = stub(orderDetail({ ordStatus: 'Accepted', partner: { _id: PARTNER_ID, name: 'Ravi' } }), {
      status: 409,
      body: { code: 409, message, reason: 'errors.orders.tooEarlyToTravel' },
    });
    const user = userEvent.setup();
    const actions = await openOrder();
    await user.click(within(actions).getByRole('button', { name: 'Move to Traveling' }));
    expect(await within(actions).findByRole('alert')).toHaveTextContent(message);
    await user.click(within(actions).getByRole('button', { name: 'Move to Traveling anyway…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move order #KH-ABCDEFGH outside its time rules' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Customer asked to come early');
    await user.click(within(dialog).getByRole('button', { name: 'Move anyway' }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([
        { ordStatus: 'Traveling' },
        { ordStatus: 'Traveling', overrideTiming: true, reason: 'Customer asked to come early' },
      ]),
    );
  });

  it("shows the server's 409 reason inside the cancel dialog", async () => {
    stub(orderDetail(), { status: 409, body: { code: 409, message: 'A Completed order cannot be cancelled.' } });
    const user = userEvent.setup();
    const actions = await openOrder();
    await user.click(within(actions).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A Completed order cannot be cancelled.');
  });

  it('refunds through the dialog: prefilled with the refund due, a reason required, the key sent, the refusal shown', async () => {
    const paid = orderDetail({
      ordStatus: 'Cancelled',
      paymentType: 1,
      payment_status: 'PAID',
      refundDue: true,
      refundDueAmount: 12.5,
      refundable: 12.5,
    });
    const api = stubApi({
      [ORDER]: okAnswer(paid),
      [`${ORDER}/partners`]: okAnswer([ravi]),
      [`POST ${ORDER}/refunds`]: {
        status: 400,
        body: {
          code: 400,
          message: 'At most KD 12.500 can be refunded.',
          errors: { amount: 'At most KD 12.500 can be refunded.' },
        },
      },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    window.localStorage.setItem('entry', JSON.stringify({ ...testUser, role: 'admin' }));
    await openOrder();
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('No refunds yet.')).toBeInTheDocument();
    await userEvent.click(within(refunds).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order KH-ABCDEFGH' });
    expect(within(dialog).getByLabelText('Amount (KD)')).toHaveValue(12.5);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Cancelled by us');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most KD 12.500 can be refunded.')).toBeInTheDocument();
    const posted = api.calls.filter((call) => call.init?.method === 'POST' && call.url.endsWith('/refunds'));
    expect(posted).toHaveLength(1);
    expect(JSON.parse(String(posted[0]!.init?.body))).toEqual({ amount: 12.5, reason: 'Cancelled by us' });
    expect(new Headers(posted[0]!.init?.headers).get('idempotency-key')).toMatch(/^[\w-]{36}$/);
  });

  it('lists refunds with their status and reference, and marks the charge Partially refunded', async () => {
    stub(
      orderDetail({
        paymentType: 1,
        payment_status: 'PAID',
        refundable: 11.5,
        payments: [
          {
            reference: 'KH-ABCDEFGH-1',
            amount: 12.5,
            status: 'CAPTURED',
            trackId: 'T-1',
            paymentId: 'P-1',
            refundDue: false,
            refunded: 1,
            createdAt: '2026-11-25T07:31:00.000Z',
          },
        ],
        refunds: [
          {
            _id: 'r1',
            amount: 1,
            reason: 'Came late',
            status: 'REFUNDED',
            paymentReference: 'KH-ABCDEFGH-1',
            gatewayRefundId: 'RID',
            gatewayReference: '202311074314067023726014116806',
            error: null,
            requestedBy: 'Maha',
            createdAt: '2026-11-25T08:00:00.000Z',
            refundedAt: '2026-11-25T08:00:01.000Z',
          },
        ],
      }),
    );
    await openOrder();
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('KD 1.000')).toBeInTheDocument();
    expect(within(refunds).getByText('Refunded')).toBeInTheDocument();
    expect(within(refunds).getByText('202311074314067023726014116806')).toBeInTheDocument();
    expect(screen.getByText('Partially refunded: KD 1.000')).toBeInTheDocument();
  });
});
