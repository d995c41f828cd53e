/**
 * `sizes` of catalogue images in the home page's and the detail page's other layouts: the width each takes at each
 * breakpoint (sm 40rem, lg 64rem, xl 80rem; sections max-w-7xl with px-4). The pages' main images are in
 * @khidma/shared/images (PAGE_IMAGE_SIZES), which the server's preloads use too.
 */
export const IMAGE_SIZES = {
  /** Home's service cards (Top Rated, best sellers): one a row, two from sm, three from lg. */
  homeCard:
    '(min-width: 80rem) 405px, (min-width: 64rem) calc((100vw - 64px) / 3), (min-width: 40rem) calc(50vw - 24px), calc(100vw - 32px)',
  /** 'Suggestions' under a service: as home's, but three beside the cart panel from lg. */
  suggestionCard:
    '(min-width: 80rem) 291px, (min-width: 64rem) calc((100vw - 408px) / 3), (min-width: 40rem) calc(50vw - 24px), calc(100vw - 32px)',
  /** Home's category tiles: two a row, three from sm, four from lg. */
  categoryTile:
    '(min-width: 80rem) 300px, (min-width: 64rem) calc((100vw - 80px) / 4), (min-width: 40rem) calc((100vw - 64px) / 3), calc(50vw - 24px)',
  /** The category popup's sub-category tiles: two a row, three from sm, in a dialog at most 48rem wide. */
  subCategoryTile: '(min-width: 50rem) 235px, (min-width: 40rem) calc((100vw - 96px) / 3), calc(50vw - 42px)',
} as const;
