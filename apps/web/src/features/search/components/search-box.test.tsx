import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, makeService } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { SearchBox } from './search-box';

const pipe = makeService({
  _id: 'p1',
  ServiceName: 'Pipe Leak Repair',
  SrvSubCategoryId: 's9',
  SrvSubCategoryName: 'Leak & Pipe Repair',
});
const tap = makeService({
  _id: 'p2',
  ServiceName: 'Tap Leak Repair',
  SrvSubCategoryId: 's9',
  SrvSubCategoryName: 'Leak & Pipe Repair',
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBox() {
  return renderWithApp(
    <>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <p>Outside</p>
    </>,
  );
}

const searchCalls = (calls: Array<{ url: string }>) => calls.filter((call) => call.url.includes('service_search'));

describe('SearchBox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks once after a 500 ms pause, shows Searching..., then the results with their sub-category', async () => {
    const { calls, fetchStub } = stubApi({ service_search: envelope([pipe, tap]) });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search for services' });
    expect(box).toHaveAttribute('placeholder', 'Search for services...');

    await user.type(box, 'plumbng');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(searchCalls(calls)).toHaveLength(0);

    const listbox = await screen.findByRole('listbox', { name: 'Search results' }, { timeout: 2000 });
    expect(searchCalls(calls).map((call) => call.url)).toEqual(['/api/khidma/service_search?searchTerm=plumbng']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pipe Leak RepairLeak & Pipe Repair',
      'Tap Leak RepairLeak & Pipe Repair',
    ]);
    expect(listbox).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it("says 'No results found', and the server's failure in the words of spec §8", async () => {
    let answer: { status?: number; body: unknown } = envelope([]);
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => stubApi({ service_search: answer }).fetchStub(input));
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox');

    await user.type(box, 'zzz');
    expect(await screen.findByText('No results found', {}, { timeout: 2000 })).toBeInTheDocument();

    answer = { status: 500, body: { code: 500, message: 'Internal Server Error' } };
    await user.type(box, 'q');
    expect(await screen.findByText('Something went wrong', {}, { timeout: 2000 })).toBeInTheDocument();

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(box, 'r');
    expect(await screen.findByText('Failed to fetch results', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('moves with the arrows (aria-activedescendant), opens the service on Enter and remembers it', async () => {
    vi.stubGlobal('fetch', stubApi({ service_search: envelope([pipe, tap]) }).fetchStub);
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox');
    await user.type(box, 'leak');
    await screen.findByRole('listbox', {}, { timeout: 2000 });

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/service/p2/s9');
    expect(box).toHaveValue('Tap Leak Repair');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(JSON.parse(window.localStorage.getItem('searchHistory') ?? '[]')).toEqual([
      { _id: 'p2', ServiceName: 'Tap Leak Repair', SrvSubCategoryId: 's9' },
    ]);
  });

  it('Escape closes the list, a second Escape clears the box; the clear button empties it too', async () => {
    vi.stubGlobal('fetch', stubApi({ service_search: envelope([pipe]) }).fetchStub);
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox');
    await user.type(box, 'pipe');
    await screen.findByRole('listbox', {}, { timeout: 2000 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('pipe');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');

    await user.type(box, 'tap');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.getByText('No recent searches')).toBeInTheDocument();
  });

  it('keeps five recent searches; one refills the box and opens its page; Clear all forgets them', async () => {
    const recent = Array.from({ length: 5 }, (_, index) => ({
      _id: `r${index}`,
      ServiceName: `Recent ${index}`,
      SrvSubCategoryId: 's1',
    }));
    window.localStorage.setItem('searchHistory', JSON.stringify(recent));
    vi.stubGlobal('fetch', stubApi({ service_search: envelope([pipe]) }).fetchStub);
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox');

    // A sixth choice pushes the oldest out.
    await user.type(box, 'pipe');
    await user.click(await screen.findByRole('option', { name: /Pipe Leak Repair/ }, { timeout: 2000 }));
    await user.clear(box);
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['Pipe Leak Repair', 'Recent 0', 'Recent 1', 'Recent 2', 'Recent 3']);
    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeInTheDocument();

    await user.click(screen.getByRole('option', { name: 'Recent 2' }));
    expect(box).toHaveValue('Recent 2');
    expect(screen.getByTestId('where')).toHaveTextContent('/service/r2/s1');

    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('No recent searches')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('searchHistory')).toBe('[]'));
  });

  it('closes when the user clicks outside', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByText('No recent searches')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByText('No recent searches')).not.toBeInTheDocument();
  });
});
