import { describe, expect, it } from 'vitest';
import { WORK_DAYS_DEFAULT } from '@khidma/shared/constants';
import { toKuwaitIso } from '@khidma/shared/kuwait-time';
import { daySlots, slotState, type BookedSlot, type DayLoad, type SkilledPartner } from './availability';

const TUESDAY = '2026-12-01';
const FRIDAY = '2026-12-04';
/** The evening before: every slot of the day is more than 2 hours ahead. */
const EVE = Date.parse('2026-11-30T18:00:00+03:00');
const at = (time: string, date = TUESDAY) => Date.parse(`${date}T${time}:00+03:00`);

const partner = (overrides: Partial<SkilledPartner> = {}): SkilledPartner => ({
  id: 'p1',
  workDays: WORK_DAYS_DEFAULT,
  workHoursStart: '09:00',
  workHoursEnd: '17:00',
  dayOff: false,
  ratingTotal: 0,
  ratingCount: 0,
  ...overrides,
});

const load = (overrides: Partial<DayLoad> = {}): DayLoad => ({
  date: TUESDAY,
  durationMinutes: 60,
  bufferMinutes: 30,
  now: EVE,
  partners: [partner()],
  bookings: [],
  ...overrides,
});

/** The day's available slots as Kuwait 'HH:MM' starts. */
const availableStarts = (day: DayLoad) =>
  daySlots(day)
    .filter((slot) => slot.available)
    .map((slot) => toKuwaitIso(slot.start).slice(11, 16));

const booked = (partnerId: string | null, from: string, to: string): BookedSlot => ({
  partnerId,
  start: at(from),
  end: at(to),
});

describe('the availability rule', () => {
  it('offers every 30 minutes a slot that lies whole inside the working hours', () => {
    const slots = daySlots(load());
    expect(toKuwaitIso(slots[0]!.start)).toBe('2026-12-01T09:00:00+03:00');
    expect(toKuwaitIso(slots.at(-1)!.end)).toBe('2026-12-01T17:00:00+03:00');
    expect(slots).toHaveLength(15);
    expect(slots.every((slot) => slot.available)).toBe(true);
    expect(slotState(load(), at('16:00')).freePartnerIds).toEqual(['p1']);
  });

  it('never offers a partner outside their hours', () => {
    const day = load({ durationMinutes: 90, partners: [partner({ workHoursStart: '09:15', workHoursEnd: '12:00' })] });
    expect(availableStarts(day)).toEqual(['09:30', '10:00', '10:30']);
    expect(slotState(day, at('11:00')).available).toBe(false);
    expect(slotState(day, at('09:00')).available).toBe(false);
  });

  it('never offers a partner on a day off', () => {
    expect(availableStarts(load({ partners: [partner({ dayOff: true })] }))).toEqual([]);
  });

  it('never offers a partner on a weekday they do not work (Friday by default)', () => {
    expect(availableStarts(load({ date: FRIDAY, now: at('18:00', '2026-12-03') }))).toEqual([]);
    const fridaysOnly = partner({ workDays: 1 << 5 });
    expect(availableStarts(load({ partners: [fridaysOnly] }))).toEqual([]);
    expect(
      availableStarts(load({ date: FRIDAY, now: at('18:00', '2026-12-03'), partners: [fridaysOnly] })),
    ).toHaveLength(15);
  });

  it('keeps the travel buffer around a booking', () => {
    const day = load({ bookings: [booked('p1', '12:00', '13:00')] });
    const starts = availableStarts(day);
    // A 60-minute slot must end by 11:30 and may start from 13:30.
    expect(starts).toContain('10:30');
    expect(starts).not.toContain('11:00');
    expect(starts).not.toContain('13:00');
    expect(starts).toContain('13:30');
    expect(availableStarts(load({ bufferMinutes: 0, bookings: [booked('p1', '12:00', '13:00')] }))).toContain('13:00');
  });

  it('ignores the bookings of partners without the skill', () => {
    expect(availableStarts(load({ bookings: [booked('someone-else', '12:00', '13:00')] }))).toHaveLength(15);
  });

  it('counts unassigned orders of the sub-category against the free partners', () => {
    const two = [partner({ id: 'p1' }), partner({ id: 'p2' })];
    const oneUnassigned = load({ partners: two, bookings: [booked(null, '12:00', '13:00')] });
    expect(slotState(oneUnassigned, at('12:00')).available).toBe(true);
    const twoUnassigned = load({
      partners: two,
      bookings: [booked(null, '12:00', '13:00'), booked(null, '11:30', '12:30')],
    });
    expect(slotState(twoUnassigned, at('12:00')).available).toBe(false);
    expect(slotState(twoUnassigned, at('14:00')).available).toBe(true);
    const oneBusy = load({ partners: two, bookings: [booked(null, '12:00', '13:00'), booked('p2', '12:00', '13:00')] });
    expect(slotState(oneBusy, at('12:00')).available).toBe(false);
  });

  it('refuses a slot less than 2 hours ahead', () => {
    const now = at('10:10');
    const starts = availableStarts(load({ now }));
    expect(starts[0]).toBe('12:30');
    expect(slotState(load({ now }), at('12:00')).available).toBe(false);
  });

  it('answers the free partners best rated first', () => {
    const partners = [
      partner({ id: 'a', ratingTotal: 8, ratingCount: 2 }),
      partner({ id: 'b', ratingTotal: 15, ratingCount: 3 }),
      partner({ id: 'c' }),
      partner({ id: 'd', ratingTotal: 12, ratingCount: 3, dayOff: true }),
    ];
    expect(slotState(load({ partners }), at('10:00')).freePartnerIds).toEqual(['b', 'a', 'c']);
  });

  it('has no slots for a sub-category without partners', () => {
    expect(daySlots(load({ partners: [] }))).toEqual([]);
  });
});
