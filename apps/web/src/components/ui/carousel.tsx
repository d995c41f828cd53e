import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { directionOf } from '@khidma/shared/languages';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';

type CarouselProps = {
  /** The id of the heading that names the carousel ('Top Rated'). */
  labelledBy: string;
  slides: Array<{ key: string; content: ReactNode }>;
};

/**
 * A carousel of 3 slides per page at >= 1024 px, 2 from 640 px, 1 below (spec §9), on Embla: swipe and drag
 * scroll it, Previous and Next turn a page and wrap around at either end, and Left/Right arrows do the same while
 * focus is inside. Each page is the slides that fit (`slidesToScroll: 'auto'`), so the CSS widths decide the count.
 * In Arabic the slides run right to left: the first is on the right, Next (and the Left arrow) moves leftwards, and
 * the chevrons point the other way.
 */
export function Carousel({ labelledBy, slides }: CarouselProps) {
  const t = useT();
  const direction = directionOf(useLocale().locale);
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    direction,
  });
  const [page, setPage] = useState({ index: 0, count: 1 });

  useEffect(() => {
    if (!embla) return;
    const update = () => setPage({ index: embla.selectedScrollSnap(), count: embla.scrollSnapList().length });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const previous = useCallback(() => {
    if (!embla) return;
    if (embla.canScrollPrev()) embla.scrollPrev();
    else embla.scrollTo(embla.scrollSnapList().length - 1);
  }, [embla]);
  const next = useCallback(() => {
    if (!embla) return;
    if (embla.canScrollNext()) embla.scrollNext();
    else embla.scrollTo(0);
  }, [embla]);

  const onKeyDown = (event: KeyboardEvent) => {
    // The arrow that points where the next slides are: right in English, left in Arabic.
    const [backKey, forwardKey] = direction === 'rtl' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
    if (event.key === backKey) previous();
    else if (event.key === forwardKey) next();
    else return;
    event.preventDefault();
  };

  const controlClass =
    'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-100 disabled:opacity-40';

  return (
    <div role="region" aria-roledescription="carousel" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ms-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('ui.carousel.slide', { index: index + 1, total: slides.length })}
              className="min-w-0 shrink-0 grow-0 basis-full ps-4 sm:basis-1/2 lg:basis-1/3"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <button
          type="button"
          className={controlClass}
          onClick={previous}
          disabled={page.count < 2}
          aria-label={t('ui.carousel.previous')}
        >
          <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
        <p className="min-w-16 text-center text-sm text-slate-600" aria-hidden="true">
          {page.index + 1} / {page.count}
        </p>
        <p className="sr-only" aria-live="polite">
          {t('ui.carousel.page', { index: page.index + 1, count: page.count })}
        </p>
        <button
          type="button"
          className={controlClass}
          onClick={next}
          disabled={page.count < 2}
          aria-label={t('ui.carousel.next')}
        >
          <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
