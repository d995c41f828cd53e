import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addKuwaitDays, kuwaitDate } from '@khidma/shared/kuwait-time';
import { SLOT_BOOKING_DAYS } from '@khidma/shared/constants';
import type { Service } from '@khidma/shared/schemas/catalog';
import type { Slot } from '@khidma/shared/schemas/slots';
import { expect } from '../fixtures';

/** The slot picker's texts in the page's language (apps/web/src/features/slots/messages). */
export const SLOT_TEXTS = {
  en: {
    day: 'Day',
    today: 'Today, ',
    times: (day: string) => `Free times on ${day}`,
    empty: 'No free times on this day. Try another day.',
  },
  ar: {
    day: 'اليوم',
    today: 'اليوم، ',
    times: (day: string) => `المواعيد المتاحة يوم ${day}`,
    empty: 'ما في مواعيد متاحة بهاليوم. جرّب يوم ثاني.',
  },
} as const;

/**
 * Picks a free time in the slot picker on screen: a day at random from tomorrow on (parallel tests then rarely want
 * the same time), another when one has none, and a random free time of it. Answers the time's accessible name
 * ("9:30 am, Thursday, 26 November 2026") and its start, as the order sends it.
 */
export async function chooseFreeSlot(
  page: Page,
  language: keyof typeof SLOT_TEXTS = 'en',
  /** The one visit's picker, when the checkout shows several. */
  scope: Page | Locator = page,
) {
  const texts = SLOT_TEXTS[language];
  const days = scope.getByRole('radiogroup', { name: texts.day, exact: true }).getByRole('radio');
  await expect(days.first()).toBeAttached();
  const count = await days.count();
  const order = Array.from({ length: count - 1 }, (_, index) => index + 1).sort(() => Math.random() - 0.5);
  for (const index of [...order, 0]) {
    const day = days.nth(index);
    // The radio is visually hidden inside its chip: the chip (its label) is what a person clicks.
    await day.locator('..').click();
    await expect(day).toBeChecked();
    const dayName = (await day.getAttribute('aria-label'))!.replace(texts.today, '');
    // This day's grid, once it has loaded: its free times, or none.
    const grid = scope.getByText(texts.times(dayName), { exact: true }).locator('..');
    const times = grid.getByRole('radio');
    const empty = grid.getByText(texts.empty);
    await expect(times.first().or(empty)).toBeVisible();
    if (await empty.isVisible()) continue;
    const time = times.nth(Math.floor(Math.random() * (await times.count())));
    await time.locator('..').click();
    await expect(time).toBeChecked();
    return { label: (await time.getAttribute('aria-label'))!, start: (await time.getAttribute('value'))! };
  }
  throw new Error('no free time in the bookable days');
}

/** A free slot's start for an order of these services (one sub-category), from GET slots: a random day from tomorrow. */
export async function freeSlotStart(request: APIRequestContext, services: Service[]): Promise<string> {
  const duration = services.reduce((sum, service) => sum + service.DurationMinutes, 0);
  const today = kuwaitDate(Date.now());
  const days = Array.from({ length: SLOT_BOOKING_DAYS - 1 }, (_, index) => index + 1).sort(() => Math.random() - 0.5);
  for (const day of days) {
    const query = `subCategoryId=${services[0]!.SrvSubCategoryId}&date=${addKuwaitDays(today, day)}&duration=${duration}`;
    const answer = await request.get(`/api/khidma/slots?${query}`);
    expect(answer.ok(), await answer.text()).toBe(true);
    const free = ((await answer.json()) as { results: Slot[] }).results.filter((slot) => slot.available);
    if (free.length) return free[Math.floor(Math.random() * free.length)]!.start;
  }
  throw new Error('no free time in the bookable days');
}
