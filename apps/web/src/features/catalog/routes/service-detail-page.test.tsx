import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, makeService } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { ServiceDetailPage } from './service-detail-page';

const current = makeService({
  _id: 'a1',
  ServiceName: 'AC Gas Refill',
  Description: 'Leak test and refill.',
  ServiceTime: '1 hr 30 mins',
  DisplayPrice: 24,
  Price: 18,
  overallRating: 4.7,
  reviewscount: 347,
});
const other = makeService({ _id: 'a2', ServiceName: 'AC Water Leakage Fix' });

function renderPage(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/service/:serviceId/:subCategoryId?" element={<ServiceDetailPage />} />
    </Routes>,
    { path },
  );
}

describe('ServiceDetailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every field of the service, Book Now, the cart and the other services of its sub-category', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'services/a1': envelope(current), 'service_by_sub_category/s1': envelope([current, other]) }).fetchStub,
    );
    renderPage('/service/a1/s1');
    expect(await screen.findByRole('heading', { level: 1, name: 'AC Gas Refill' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.7 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('(347 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Leak test and refill.')).toBeInTheDocument();
    expect(screen.getByText('1 hr 30 mins')).toBeInTheDocument();
    expect(screen.getByText('KD 24.000').tagName).toBe('S');
    expect(screen.getByText('KD 18.000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now: AC Gas Refill' })).toHaveTextContent('Book Now');
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Suggestions' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'AC Water Leakage Fix' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'AC Gas Refill' })).not.toBeInTheDocument();
  });

  it('hides the suggestions when the service is alone in its sub-category (path without the sub-category)', async () => {
    const { calls, fetchStub } = stubApi({
      'services/a1': envelope(current),
      'service_by_sub_category/s1': envelope([current]),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage('/service/a1');
    await screen.findByRole('heading', { level: 1, name: 'AC Gas Refill' });
    await vi.waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/khidma/service_by_sub_category/s1'));
    // Shown with placeholders while the list loads, gone once it holds no other service.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Suggestions' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says the service is not found for an unknown or malformed id', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'services/nope': { status: 400, body: { code: 400, message: 'Invalid id' } },
        'services/00000000-0000-4000-8000-000000000000': {
          status: 404,
          body: { code: 404, message: 'Service not found' },
        },
      }).fetchStub,
    );
    const { unmount } = renderPage('/service/nope');
    expect(await screen.findByRole('heading', { name: 'Service not found' })).toBeInTheDocument();
    unmount();
    renderPage('/service/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'Service not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
