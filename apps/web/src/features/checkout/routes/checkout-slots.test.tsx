import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@khidma/shared/messages/en.json';
import { okAnswer, testAddress, testService, testUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { daySlots, kuwaitToday } from '@/test/slot-fixtures';
import { CheckoutPage } from './checkout-page';

const plumbing = {
  ...testService,
  _id: 's2',
  ServiceName: 'Tap Repair',
  DurationMinutes: 30,
  SrvSubCategoryId: 'sc2',
  SrvSubCategoryName: 'Plumbing',
};
const filter = { ...testService, _id: 's3', ServiceName: 'Filter Clean', Price: 2.5, DurationMinutes: 30 };

type Call = { url: string; method: string; body?: unknown };

/**
 * The server checkout talks to: the cart holds `items`; GET slots answers today's 09:30 and 10:00, as long as
 * asked (without `taken`); POST odm/checkout answers `order()`.
 */
function server(
  items: unknown[],
  order: () => { status?: number; body: unknown },
  { address = testAddress, unserved = [] as string[] }: { address?: object; unserved?: string[] } = {},
) {
  const calls: Call[] = [];
  let taken: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/csrf')) return json({});
    if (url.endsWith('myaddresslist/u1')) return json(okAnswer([address]).body);
    if (url.endsWith('/served_areas')) return json(okAnswer({ unserved, unservedBySubCategory: {} }).body);
    if (url.endsWith('cart/u1')) return json(okAnswer({ items, removed: [] }).body);
    if (url.includes('/slots?')) {
      const minutes = Number(new URL(url, 'http://localhost').searchParams.get('duration'));
      return json(okAnswer(daySlots(kuwaitToday(), ['09:30', '10:00'], { minutes, taken })).body);
    }
    if (url.endsWith('odm/checkout') && method === 'POST') {
      const { status = 200, body } = order();
      return json(body, status);
    }
    return json({ code: 404, message: 'Not found' }, 404);
  });
  return {
    calls,
    slotReads: () => calls.filter((call) => call.url.includes('/slots?')),
    take: (time: string) => (taken = [...taken, time]),
  };
}

async function toStepTwo() {
  renderWithApp(<CheckoutPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.click(await screen.findByRole('radio', { name: /Block 4, Street 21/ }));
  await userEvent.click(screen.getByRole('radio', { name: /COD/ }));
}

describe('CheckoutPage, date and time (issue 14)', () => {
  beforeEach(() => window.localStorage.setItem('entry', JSON.stringify(testUser)));
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the cart's one sub-category for its total duration, shows the slot on Confirm and sends slotStart", async () => {
    window.localStorage.setItem('cart_u1', JSON.stringify([testService, filter]));
    const api = server([testService, filter], () => okAnswer({ orders: [{ _id: 'b1', ordId: 'KH-ABCDEFGH' }] }));
    await toStepTwo();
    expect(screen.getByRole('group', { name: 'Date & time' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /^10:00 am,/ }));
    const asked = new URL(api.slotReads()[0]!.url, 'http://localhost').searchParams;
    expect(Object.fromEntries(asked)).toEqual({ subCategoryId: 'sc1', date: kuwaitToday(), duration: '90' });

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Confirm' })).toBeInTheDocument();
    const when = screen.getByRole('heading', { name: 'Your visit: AC Repair' }).nextElementSibling as HTMLElement;
    expect(when.textContent?.replace(/\s/g, ' ')).toMatch(/, 10:00 – 11:30 am$/);

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'POST' && call.url.endsWith('odm/checkout'));
    expect(sent?.body).toMatchObject({ paymentType: 2, visits: [{ slotStart: `${kuwaitToday()}T10:00:00+03:00` }] });
  });

  it('refuses step 3 without a time, and keeps the choice when stepping back', async () => {
    window.localStorage.setItem('cart_u1', JSON.stringify([testService]));
    server([testService], () => ({ status: 500, body: {} }));
    await toStepTwo();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status')).toHaveTextContent('Choose a date and time for the visit.');
    expect(screen.getByRole('heading', { name: 'Address & Payment' })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('radio', { name: /^9:30 am,/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: /^9:30 am,/ })).toBeChecked();
  });

  it('makes a cart mixing sub-categories two visits, each with its own times, placed together', async () => {
    window.localStorage.setItem('cart_u1', JSON.stringify([testService, plumbing]));
    const api = server([testService, plumbing], () => ({
      status: 409,
      body: {
        code: 409,
        message: 'The time chosen for the Plumbing visit is no longer free.',
        reason: 'errors.checkout.visitTimeTaken',
        errors: { 'visits.1.slotStart': 'This time slot was just booked. Please pick another.' },
      },
    }));
    await toStepTwo();
    const ac = screen.getByRole('group', { name: 'Visit 1: AC Repair' });
    const tap = screen.getByRole('group', { name: 'Visit 2: Plumbing' });
    expect(within(tap).getByText('Tap Repair')).toBeInTheDocument();
    await userEvent.click(await within(ac).findByRole('radio', { name: /^9:30 am,/ }));
    const asked = api
      .slotReads()
      .map((call) => new URL(call.url, 'http://localhost').searchParams.get('subCategoryId'));
    expect(new Set(asked)).toEqual(new Set(['sc1', 'sc2']));

    // One visit without a time holds the step.
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status')).toHaveTextContent('Choose a date and time for the visit.');
    await userEvent.click(await within(tap).findByRole('radio', { name: /^9:30 am,/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Visit 1: AC Repair' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Visit 2: Plumbing' })).toBeInTheDocument();
    expect(screen.getAllByText('Visit subtotal')).toHaveLength(2);

    // The second visit's time was taken: nothing is placed, and only its grid is offered afresh.
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick another time' });
    expect(dialog).toHaveTextContent('The time chosen for the Plumbing visit is no longer free.');
    const sent = api.calls.find((call) => call.method === 'POST' && call.url.endsWith('odm/checkout'));
    expect(sent?.body).toMatchObject({
      totalPrice: 25,
      visits: [{ services_json: [{ serviceId: 's1' }] }, { services_json: [{ serviceId: 's2' }] }],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const again = screen.getByRole('group', { name: 'Visit 2: Plumbing' });
    expect(await within(again).findByRole('radio', { name: /^9:30 am,/ })).not.toBeChecked();
    const first = screen.getByRole('group', { name: 'Visit 1: AC Repair' });
    expect(within(first).getByRole('radio', { name: /^9:30 am,/ })).toBeChecked();
  });

  it('takes the customer back to fresh times when the slot was just taken, keeping address and payment', async () => {
    window.localStorage.setItem('cart_u1', JSON.stringify([testService]));
    const api = server([testService], () => {
      api.take('09:30');
      return { status: 409, body: { code: 409, message: en['errors.slots.taken'], reason: 'errors.slots.taken' } };
    });
    await toStepTwo();
    await userEvent.click(await screen.findByRole('radio', { name: /^9:30 am,/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const reads = api.slotReads().length;
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pick another time' });
    expect(dialog).toHaveTextContent('This time slot was just booked. Please pick another.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    expect(screen.getByRole('heading', { name: 'Address & Payment' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Block 4, Street 21/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /COD/ })).toBeChecked();
    await waitFor(() => expect(api.slotReads().length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByRole('radio', { name: /^9:30 am,/ })).toBeNull());
    const ten = screen.getByRole('radio', { name: /^10:00 am,/ });
    expect(ten).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status')).toHaveTextContent('Choose a date and time for the visit.');
  });

  it("asks for the times of the address's area, and says before the date step when we do not serve it", async () => {
    const salmiya = { ...testAddress, governorate: 'hawalli', area: 'salmiya', block: '4', street: '21', house: '7' };
    window.localStorage.setItem('cart_u1', JSON.stringify([testService]));
    const served = server([testService], () => ({ status: 500, body: {} }), { address: salmiya });
    await toStepTwo();
    await screen.findByRole('radio', { name: /^9:30 am,/ });
    // Once the address is chosen, its area goes with the question.
    const last = served.slotReads().at(-1)!;
    expect(new URL(last.url, 'http://localhost').searchParams.get('area')).toBe('salmiya');
    vi.unstubAllGlobals();
    cleanup();

    const unserved = server([testService], () => ({ status: 500, body: {} }), {
      address: salmiya,
      unserved: ['salmiya'],
    });
    await toStepTwo();
    const section = screen.getByRole('group', { name: 'Date & time' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'We do not serve Salmiya yet. Choose or add an address in another area to see the times.',
    );
    expect(within(section).queryByRole('radiogroup')).toBeNull();
    // No times are asked for that address (those before it was chosen were the sub-category's).
    expect(unserved.slotReads().filter((call) => call.url.includes('area='))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      "We do not serve this address's area yet: choose another address.",
    );
    // Two checkouts in one test: more than the default 5 s on a busy machine.
  }, 20_000);
});
