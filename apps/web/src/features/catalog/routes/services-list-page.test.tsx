import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, makeService } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { ServicesListPage } from './services-list-page';

const services = [
  makeService({ _id: 'a1', ServiceName: 'AC Gas Refill' }),
  makeService({ _id: 'a2', ServiceName: 'AC Water Leakage Fix' }),
];

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/services/:subCategoryId/:categoryName" element={<ServicesListPage />} />
    </Routes>,
    { path: '/services/s1/AC%20Services' },
  );
}

describe('ServicesListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows six placeholders, then the picker (title, Select a service, N options) and the cards', async () => {
    vi.stubGlobal('fetch', stubApi({ 'service_by_sub_category/s1': envelope(services) }).fetchStub);
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    renderPage();

    const loading = screen.getByRole('list', { name: 'Loading services' });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(6);

    expect(await screen.findByText('2 options')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'AC Services' })).toBeInTheDocument();
    expect(screen.getByText('AC Repair')).toBeInTheDocument();
    const picker = screen.getByRole('navigation', { name: 'Select a service' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();

    await user.click(within(picker).getByRole('button', { name: 'AC Water Leakage Fix' }));
    const card = screen.getByRole('article', { name: 'AC Water Leakage Fix' });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(card);
    expect(card).toHaveFocus();
  });

  it("says 'Failed to load services.' when they cannot load", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'service_by_sub_category/s1': { status: 500, body: { code: 500, message: 'Something went wrong' } } })
        .fetchStub,
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load services.');
  });
});
