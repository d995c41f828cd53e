import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { SiteLogo } from './site-logo';

describe('SiteLogo', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pulses while loading, then shows the first logo of the list', async () => {
    const { fetchStub } = stubApi({
      logo_list: {
        body: {
          code: 200,
          message: 'OK',
          results: [
            { _id: 'l1', logo: '/images/logo.svg' },
            { _id: 'l2', logo: '/x.svg' },
          ],
        },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const { container } = renderWithApp(<SiteLogo />);
    expect(container.querySelector('.animate-pulse')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'Khidma home' });
    await waitFor(() => expect(link.querySelector('img')).toHaveAttribute('src', '/images/logo.svg'));
    expect(link).toHaveAttribute('href', '/');
  });

  it('shows an error icon when the image fails', async () => {
    const { fetchStub } = stubApi({
      logo_list: { body: { code: 200, message: 'OK', results: [{ _id: 'l1', logo: '/broken.svg' }] } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithApp(<SiteLogo />);
    const image = await waitFor(() => {
      const found = screen.getByRole('link', { name: 'Khidma home' }).querySelector('img');
      if (!found) throw new Error('no image yet');
      return found;
    });
    fireEvent.error(image);
    expect(await screen.findByTestId('logo-error')).toBeInTheDocument();
  });

  it('falls back to the bundled logo when the list is empty or unreachable', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithApp(<SiteLogo />);
    await waitFor(() => {
      const image = screen.getByRole('link', { name: 'Khidma home' }).querySelector('img');
      expect(image?.getAttribute('src')).toMatch(/default-logo|data:image\/svg/);
    });
  });
});
