import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocaleToDocument } from '@/lib/i18n/locale';
import { renderWithApp } from '@/test/render';
import { Carousel } from './carousel';

// jsdom lays nothing out, so Embla cannot measure: a stand-in with three pages records what the carousel asks.
const embla = vi.hoisted(() => {
  const api = {
    options: [] as unknown[],
    scrollPrev: vi.fn(),
    scrollNext: vi.fn(),
    scrollTo: vi.fn(),
    canScrollPrev: () => true,
    canScrollNext: () => true,
    selectedScrollSnap: () => 0,
    scrollSnapList: () => [0, 1, 2],
    on: () => api,
    off: () => api,
  };
  return api;
});
vi.mock('embla-carousel-react', () => ({
  default: (options: unknown) => {
    embla.options.push(options);
    return [() => {}, embla];
  },
}));

const slides = ['Tap Repair', 'Pipe Repair', 'Drain Cleaning'].map((name) => ({ key: name, content: <p>{name}</p> }));

function renderCarousel(locale: 'en' | 'ar') {
  return renderWithApp(
    <>
      <h2 id="title">Top Rated</h2>
      <Carousel labelledBy="title" slides={slides} />
    </>,
    { locale },
  );
}

describe('Carousel', () => {
  afterEach(() => {
    vi.clearAllMocks();
    embla.options = [];
    applyLocaleToDocument('en');
  });

  it('runs left to right in English: Right arrow goes on, Left goes back', async () => {
    renderCarousel('en');
    expect(embla.options.at(-1)).toMatchObject({ direction: 'ltr' });
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Top Rated' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(embla.scrollPrev).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('runs right to left in Arabic: Embla scrolls rtl, Left arrow goes on, the chevrons are mirrored', async () => {
    renderCarousel('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(embla.options.at(-1)).toMatchObject({ direction: 'rtl' });
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 من 3',
      '2 من 3',
      '3 من 3',
    ]);
    expect(screen.getByText('الصفحة 1 من 3')).toBeInTheDocument();

    const region = screen.getByRole('region', { name: 'Top Rated' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    expect(embla.scrollPrev).not.toHaveBeenCalled();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(embla.scrollPrev).toHaveBeenCalledTimes(1);

    const previous = screen.getByRole('button', { name: 'السابق' });
    const next = screen.getByRole('button', { name: 'التالي' });
    for (const button of [previous, next]) expect(button.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
    await userEvent.click(previous);
    expect(embla.scrollPrev).toHaveBeenCalledTimes(2);
    // The slides' track pulls its gutter from the start side: the right in Arabic.
    expect(screen.getAllByRole('group')[0]!.parentElement).toHaveClass('-ms-4');
  });
});
