import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, makeService } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { BestSellers } from './best-sellers';

const services = Array.from({ length: 5 }, (_, index) =>
  makeService({ _id: `b${index}`, ServiceName: `Best ${index}`, Price: 12.5, DisplayPrice: 16, overallRating: 4.5 }),
);

describe('BestSellers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows three, then all with 'View all', and three again with 'Show Less'", async () => {
    vi.stubGlobal('fetch', stubApi({ best_seller_service_list: envelope(services) }).fetchStub);
    const user = userEvent.setup();
    renderWithApp(<BestSellers />);
    expect(await screen.findAllByRole('article')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'View all' }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows each card as the spec lists it', async () => {
    vi.stubGlobal('fetch', stubApi({ best_seller_service_list: envelope(services.slice(0, 1)) }).fetchStub);
    renderWithApp(<BestSellers />);
    const card = await screen.findByRole('article', { name: 'Best 0' });
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(card).toHaveTextContent('(12 reviews)');
    expect(card).toHaveTextContent('1 hr');
    expect(card.querySelector('s')).toHaveTextContent('KD 16.000');
    expect(card).toHaveTextContent('Price KD 12.500');
    expect(screen.getByRole('link', { name: 'View Details: Best 0' })).toHaveAttribute('href', '/service/b0/s1');
    expect(screen.getByRole('button', { name: 'Book: Best 0' })).toHaveTextContent('Book');
    // Three or fewer: no toggle.
    expect(screen.queryByRole('button', { name: 'View all' })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch best sellers' when the list cannot load", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ best_seller_service_list: { status: 500, body: { code: 500, message: '' } } }).fetchStub,
    );
    renderWithApp(<BestSellers />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch best sellers');
  });
});
