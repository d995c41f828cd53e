import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '@khidma/shared/schemas/catalog';
import { writeEntry } from '@/lib/session-entry';
import { customer, envelope, makeService } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { BookButton } from './book-button';
import { CartPanel } from './cart-panel';

const service = makeService({ _id: 'a1', ServiceName: 'AC Gas Refill' });
const other = makeService({ _id: 'b1', ServiceName: 'Pipe Repair' });

function renderButton() {
  return renderWithApp(
    <Routes>
      <Route
        path="/"
        element={
          <>
            <BookButton service={service} addLabel="Book" removeLabel="Remove" />
            <CartPanel />
          </>
        }
      />
      <Route path="/auth" element={<h1>Auth page</h1>} />
    </Routes>,
  );
}

const cartBody = (items: Service[]) => envelope({ items, removed: [] }).body;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const panel = () => within(screen.getByRole('region', { name: 'Your Cart' }));
const storedIds = () =>
  (JSON.parse(window.localStorage.getItem('cart_u1') ?? '[]') as Service[]).map((item) => item._id);

/** A server that keeps u1's cart; `hold` makes the next write wait until the test answers it. */
function cartServer(initial: Service[]) {
  let items = initial;
  const writes: string[] = [];
  let held: ((response: Response) => void) | null = null;
  let holdNext = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/csrf')) return new Response('{}');
    if (!url.includes('/cart/u1')) return json({ code: 404, message: 'Not found' }, 404);
    const method = init?.method ?? 'GET';
    if (method === 'GET') return json(cartBody(items));
    writes.push(method);
    if (holdNext) {
      holdNext = false;
      return new Promise<Response>((resolve) => (held = resolve));
    }
    if (method === 'POST') items = [...items, service];
    if (method === 'DELETE') items = items.filter((item) => item._id !== service._id);
    return json(cartBody(items));
  });
  return {
    writes,
    hold: () => (holdNext = true),
    answer: (response: Response) => held?.(response),
  };
}

describe('BookButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows a guest 'Login Required' and adds nothing", async () => {
    const { calls, fetchStub } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Book: AC Gas Refill' }));
    const dialog = screen.getByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent('You need to log in to add services to your cart.');
    expect(panel().getByText('Your cart is empty')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Continue Browsing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book: AC Gas Refill' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book: AC Gas Refill' }));
    await user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(screen.getByRole('heading', { name: 'Auth page' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('toggles a logged-in user between Book and Remove through the cart', async () => {
    writeEntry(customer);
    const server = cartServer([]);
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Book: AC Gas Refill' }));
    expect(await screen.findByRole('button', { name: 'Remove: AC Gas Refill' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await panel().findByText('AC Gas Refill')).toBeInTheDocument();
    await waitFor(() => expect(storedIds()).toEqual(['a1']));

    await user.click(screen.getByRole('button', { name: 'Remove: AC Gas Refill' }));
    expect(await screen.findByRole('button', { name: 'Book: AC Gas Refill' })).toBeInTheDocument();
    expect(await panel().findByText('Your cart is empty')).toBeInTheDocument();
    await waitFor(() => expect(storedIds()).toEqual([]));
    expect(server.writes).toEqual(['POST', 'DELETE']);
  });

  it("shows Book -> Remove before the server answers, and puts it back with the server's reason on a refusal", async () => {
    writeEntry(customer);
    const server = cartServer([other]);
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderButton();
    expect(await panel().findByText('Pipe Repair')).toBeInTheDocument();

    server.hold();
    await user.click(screen.getByRole('button', { name: 'Book: AC Gas Refill' }));
    // The POST is held unanswered: what shows now is the optimistic change.
    expect(await screen.findByRole('button', { name: 'Remove: AC Gas Refill' })).toBeInTheDocument();
    expect(await panel().findByText('AC Gas Refill')).toBeInTheDocument();

    await waitFor(() => expect(server.writes).toEqual(['POST']));
    server.answer(json({ code: 409, message: 'Your cart can hold at most 30 services.' }, 409));
    expect(await screen.findByRole('button', { name: 'Book: AC Gas Refill' })).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Your cart can hold at most 30 services.'));
    expect(panel().queryByText('AC Gas Refill')).not.toBeInTheDocument();
    expect(panel().getByText('Pipe Repair')).toBeInTheDocument();
    expect(storedIds()).toEqual(['b1']);
  });

  it('shows Remove -> Book at once, and puts the service back with the error toast when the server cannot be reached', async () => {
    writeEntry(customer);
    const server = cartServer([service]);
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderButton();
    expect(await panel().findByText('AC Gas Refill')).toBeInTheDocument();

    server.hold();
    await user.click(screen.getByRole('button', { name: 'Remove: AC Gas Refill' }));
    expect(await screen.findByRole('button', { name: 'Book: AC Gas Refill' })).toBeInTheDocument();
    expect(await panel().findByText('Your cart is empty')).toBeInTheDocument();

    await waitFor(() => expect(server.writes).toEqual(['DELETE']));
    server.answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await screen.findByRole('button', { name: 'Remove: AC Gas Refill' })).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Your cart could not be changed. Please try again.'));
    expect(panel().getByText('AC Gas Refill')).toBeInTheDocument();
  });

  it("keeps Remove when the page's first read of the cart is answered after the Book it raced with", async () => {
    // The page asks for the cart as it loads; the reader presses Book before that answer: the server reads the
    // cart before the Book is written and answers after the Book's own answer. That older cart must not win.
    writeEntry(customer);
    let answerRead!: () => void;
    const readHeld = new Promise<void>((resolve) => (answerRead = resolve));
    const writes: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/csrf')) return new Response('{}');
      if ((init?.method ?? 'GET') === 'GET') {
        const before = cartBody([]);
        await readHeld;
        return json(before);
      }
      writes.push(init!.method!);
      return json(cartBody([service]));
    });
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Book: AC Gas Refill' }));
    expect(await screen.findByRole('button', { name: 'Remove: AC Gas Refill' })).toBeInTheDocument();
    await waitFor(() => expect(storedIds()).toEqual(['a1']));
    answerRead();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Remove: AC Gas Refill' })).toBeInTheDocument();
    expect(panel().getByText('AC Gas Refill')).toBeInTheDocument();
    expect(storedIds()).toEqual(['a1']);
    expect(writes).toEqual(['POST']);
  });
});
