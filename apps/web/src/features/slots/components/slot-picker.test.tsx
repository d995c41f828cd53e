import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addKuwaitDays } from '@khidma/shared/kuwait-time';
import type { Slot } from '@khidma/shared/schemas/slots';
import { SLOT_BOOKING_DAYS } from '@khidma/shared/constants';
import { okAnswer } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { daySlots, kuwaitToday } from '@/test/slot-fixtures';
import { slotFormatFor } from '@/lib/format-slot';
import { SlotPicker } from './slot-picker';

/** The picker as its owners hold it: the day and the chosen slot in their state. */
function Harness({ onChange = () => {} }: { onChange?: (slot: Slot | null) => void }) {
  const [date, setDate] = useState(kuwaitToday);
  const [slot, setSlot] = useState<Slot | null>(null);
  return (
    <SlotPicker
      subCategoryId="sc1"
      duration={90}
      date={date}
      onDateChange={setDate}
      value={slot}
      onChange={(next) => {
        setSlot(next);
        onChange(next);
      }}
    />
  );
}

type Answer = { status?: number; body: unknown };

/** GET slots answered per day by `answer(date)`; the asked dates are recorded. */
function stubSlots(answer: (date: string) => Answer | Promise<Answer>) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.endsWith('/slots')) return new Response('{}', { status: 404 });
    asked.push(url.searchParams);
    const { status = 200, body } = await answer(url.searchParams.get('date') ?? '');
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

const en = slotFormatFor('en');

describe('SlotPicker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the bookable Kuwait days, today first, each named by its full date', async () => {
    stubSlots((date) => okAnswer(daySlots(date, ['09:30'])));
    renderWithApp(<Harness />);
    const strip = screen.getByRole('radiogroup', { name: 'Day' });
    const days = within(strip).getAllByRole('radio');
    expect(days).toHaveLength(SLOT_BOOKING_DAYS);
    const today = kuwaitToday();
    expect(days[0]).toHaveAccessibleName(`Today, ${en.fullDay(today)}`);
    expect(days[0]).toBeChecked();
    expect(days[1]).toHaveAccessibleName(en.fullDay(addKuwaitDays(today, 1)));
    expect(days[13]).toHaveAccessibleName(en.fullDay(addKuwaitDays(today, 13)));
    // The visible label is short: "Thu 26".
    expect(within(strip).getByText(en.stripDay(today))).toBeInTheDocument();
    expect(en.stripDay('2026-11-26')).toBe('Thu 26');
    expect(en.fullDay('2026-11-26')).toBe('Thursday, 26 November 2026');
    expect(await screen.findByRole('radio', { name: `9:30 am, ${en.fullDay(today)}` })).toBeInTheDocument();
  });

  it('moves between days and times with the arrow keys, and asks for the new day', async () => {
    const asked = stubSlots((date) => okAnswer(daySlots(date, ['09:30', '10:00', '10:30'])));
    const chosen = vi.fn();
    renderWithApp(<Harness onChange={chosen} />);
    const today = kuwaitToday();
    const tomorrow = addKuwaitDays(today, 1);
    await screen.findByRole('radio', { name: /^9:30 am,/ });
    expect(asked[0]?.get('date')).toBe(today);
    expect(asked[0]?.get('duration')).toBe('90');
    expect(asked[0]?.get('subCategoryId')).toBe('sc1');

    await userEvent.tab();
    expect(screen.getByRole('radio', { name: `Today, ${en.fullDay(today)}` })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const next = screen.getByRole('radio', { name: en.fullDay(tomorrow) });
    expect(next).toHaveFocus();
    expect(next).toBeChecked();
    expect(await screen.findByRole('radio', { name: `9:30 am, ${en.fullDay(tomorrow)}` })).toBeInTheDocument();
    expect(asked.at(-1)?.get('date')).toBe(tomorrow);

    await userEvent.tab();
    const first = screen.getByRole('radio', { name: `9:30 am, ${en.fullDay(tomorrow)}` });
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('radio', { name: `10:00 am, ${en.fullDay(tomorrow)}` });
    expect(second).toHaveFocus();
    expect(second).toBeChecked();
    expect(chosen).toHaveBeenLastCalledWith({
      start: `${tomorrow}T10:00:00+03:00`,
      end: `${tomorrow}T11:00:00+03:00`,
      available: true,
    });
    // A focused choice is ringed (the label holds the focus-visible style of its hidden radio).
    expect(second.closest('label')).toHaveClass('has-focus-visible:ring-2');
  });

  it('offers only the times someone can serve', async () => {
    stubSlots((date) => okAnswer(daySlots(date, ['09:30', '10:00', '10:30'], { taken: ['10:00'] })));
    renderWithApp(<Harness />);
    const grid = await screen.findByRole('radiogroup', { name: /^Free times on/ });
    expect(
      within(grid)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([`${kuwaitToday()}T09:30:00+03:00`, `${kuwaitToday()}T10:30:00+03:00`]);
  });

  it('shows a skeleton while loading, then says when a day has no free time', async () => {
    let release: () => void = () => {};
    stubSlots(
      (date) =>
        new Promise<Answer>((resolve) => {
          release = () => resolve(okAnswer(daySlots(date, ['09:30'], { taken: ['09:30'] })));
        }),
    );
    renderWithApp(<Harness />);
    expect(await screen.findByText('Loading free times')).toBeInTheDocument();
    expect(screen.getByText('Loading free times').parentElement).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('No free times on this day. Try another day.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /^Free times on/ })).toBeNull();
  });

  it('says when the times failed to load, and tries again', async () => {
    let fail = true;
    stubSlots((date) =>
      fail ? { status: 500, body: { code: 500, message: '' } } : okAnswer(daySlots(date, ['11:00'])),
    );
    renderWithApp(<Harness />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the free times.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /^11:00 am,/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says the days and times in Arabic, with Latin digits, in Kuwait time', async () => {
    stubSlots((date) => okAnswer(daySlots(date, ['09:30', '13:00'])));
    renderWithApp(<Harness />, { locale: 'ar' });
    const ar = slotFormatFor('ar');
    const today = kuwaitToday();
    expect(screen.getByRole('radiogroup', { name: 'اليوم' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: `اليوم، ${ar.fullDay(today)}` })).toBeChecked();
    expect(await screen.findByRole('radio', { name: `9:30 ص، ${ar.fullDay(today)}` })).toBeInTheDocument();
    expect(screen.getByText('1:00 م')).toBeInTheDocument();
    expect(ar.stripDay('2026-11-26')).toBe('الخميس، 26');
    expect(ar.fullDay('2026-11-26')).toBe('الخميس، 26 نوفمبر 2026');
  });
});

describe('a booked slot in words', () => {
  // Intl puts narrow and thin no-break spaces around the times; a reader sees plain spaces.
  const plain = (text: string | null) => text?.replace(/\s/g, ' ');

  it('reads in the reader language, in Kuwait time whatever the browser zone', () => {
    expect(plain(en.slot('2026-11-26T09:30:00+03:00', '2026-11-26T10:30:00+03:00'))).toBe(
      'Thu, 26 Nov, 9:30 – 10:30 am',
    );
    // 01:00 in Kuwait is still the 26th in UTC: the day shown is Kuwait's.
    expect(plain(en.slot('2026-11-27T01:00:00+03:00', '2026-11-27T02:00:00+03:00'))).toBe(
      'Fri, 27 Nov, 1:00 – 2:00 am',
    );
    expect(plain(slotFormatFor('ar').slot('2026-11-26T09:30:00+03:00', '2026-11-26T13:30:00+03:00'))).toBe(
      'الخميس، 26 نوفمبر، 9:30 ص – 1:30 م',
    );
    expect(en.slot('nope', '2026-11-26T10:30:00+03:00')).toBeNull();
  });
});
