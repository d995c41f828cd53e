import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceReview, ServiceReviewsPage } from '@khidma/shared/schemas/service-reviews';
import { envelope } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { ServiceReviews } from './service-reviews';

const review = (n: number, fields: Partial<ServiceReview> = {}): ServiceReview => ({
  _id: `r${n}`,
  rating: 5,
  review: `Review ${n}`,
  firstName: `Name${n}`,
  date: '2026-11-20T09:00:00.000Z',
  partnerName: 'Khidma Home Experts',
  ...fields,
});

const summary = { average: 4.6, count: 12, stars: [0, 1, 0, 2, 9] };
const page = (n: number, items: ServiceReview[]): ServiceReviewsPage => ({
  items,
  total: 12,
  page: n,
  pageSize: 10,
  summary,
});

describe('ServiceReviews', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the summary, ten reviews newest first, then the rest on "More reviews"', async () => {
    const first = page(1, [
      review(1, { rating: 4, review: 'وصل في الموعد', firstName: 'Fatima' }),
      ...Array.from({ length: 9 }, (_, i) => review(i + 2)),
    ]);
    const { calls, fetchStub } = stubApi({ 'services/s1/reviews': envelope(first) });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('page=2')
        ? new Response(JSON.stringify(envelope(page(2, [review(11), review(12)])).body), {
            headers: { 'content-type': 'application/json' },
          })
        : fetchStub(input, init),
    );
    renderWithApp(<ServiceReviews serviceId="s1" />);
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('Fatima')).toBeInTheDocument();
    expect(within(section).getByText('12 reviews')).toBeInTheDocument();
    expect(within(section).getByText('5 stars: 9')).toBeInTheDocument();
    expect(within(section).getByText('وصل في الموعد')).toHaveAttribute('dir', 'auto');
    expect(within(section).getAllByText('Service by Khidma Home Experts')).toHaveLength(10);
    expect(within(section).getAllByText('20 November 2026')).toHaveLength(10);
    expect(calls[0]!.url).toContain('services/s1/reviews?page=1');

    fireEvent.click(within(section).getByRole('button', { name: 'More reviews' }));
    expect(await within(section).findByText('Name12')).toBeInTheDocument();
    expect(within(section).getByText('Fatima')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  });

  it('says so when the service has no reviews yet, in Arabic too', async () => {
    const empty = {
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
      summary: { average: 0, count: 0, stars: [0, 0, 0, 0, 0] },
    };
    vi.stubGlobal('fetch', stubApi({ 'services/s1/reviews': envelope(empty) }).fetchStub);
    renderWithApp(<ServiceReviews serviceId="s1" />, { locale: 'ar' });
    expect(await screen.findByText('لا توجد تقييمات بعد. يقيّم العملاء الخدمة بعد الزيارة.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'التقييمات' })).toBeInTheDocument();
  });

  it('offers to try again when the reviews fail to load', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'services/s1/reviews': { status: 500, body: { code: 500, message: 'x' } } }).fetchStub,
    );
    renderWithApp(<ServiceReviews serviceId="s1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reviews could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
