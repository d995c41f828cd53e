import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { CategoryGrid } from './category-grid';

const categories = [
  { _id: 'c1', SrvCategoryName: 'AC Services', Image: '/images/catalog/ac-services.webp' },
  { _id: 'c2', SrvCategoryName: 'Plumbing', Image: '/images/catalog/plumbing.webp' },
];

describe('CategoryGrid', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each category from the API and reports the chosen one', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ srv_category_list: { body: { code: 200, message: 'OK', results: categories } } }).fetchStub,
    );
    const onSelect = vi.fn();
    renderWithApp(<CategoryGrid onSelect={onSelect} />);
    expect(screen.getByLabelText('Loading categories')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Plumbing' }));
    expect(onSelect).toHaveBeenCalledWith(categories[1]);
    expect(screen.getByRole('button', { name: 'AC Services' }).querySelector('img')).toHaveAttribute('width', '480');
  });

  it('says so when the categories cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ srv_category_list: { status: 500, body: { code: 500, message: 'boom' } } }).fetchStub,
    );
    renderWithApp(<CategoryGrid onSelect={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load categories. Please try again.');
  });
});
