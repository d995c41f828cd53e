import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { SubCategoryModal } from './sub-category-modal';

const category = { _id: 'c1', SrvCategoryName: 'AC Services', Image: '' };

describe('SubCategoryModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is titled with the category, spins while loading, then links each sub-category to its services', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'srv_sub_by_category/c1': envelope([
          {
            _id: 's1',
            SrvSubCategoryName: 'AC Repair',
            SrvCategoryId: 'c1',
            SrvCategoryName: 'AC Services',
            Image: '/a.webp',
          },
        ]),
      }).fetchStub,
    );
    renderWithApp(<SubCategoryModal category={category} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'AC Services' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading subcategories');
    const card = await screen.findByRole('link', { name: 'AC Repair' });
    expect(card).toHaveAttribute('href', '/services/s1/AC%20Services');
    expect(card.querySelector('img')).toHaveAttribute('width', '480');
  });

  it("says 'No subcategories found' for an empty category", async () => {
    vi.stubGlobal('fetch', stubApi({ 'srv_sub_by_category/c1': envelope([]) }).fetchStub);
    renderWithApp(<SubCategoryModal category={category} onClose={() => {}} />);
    expect(await screen.findByText('No subcategories found')).toBeInTheDocument();
  });

  it("shows the server's message, or the network text when there is no answer", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'srv_sub_by_category/c1': { status: 404, body: { code: 404, message: 'Category not found' } } })
        .fetchStub,
    );
    const { unmount } = renderWithApp(<SubCategoryModal category={category} onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Category not found');
    unmount();

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithApp(<SubCategoryModal category={category} onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error: Please check your internet connection.');
  });
});
