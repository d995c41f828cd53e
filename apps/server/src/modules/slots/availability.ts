import { SLOT_MIN_LEAD_MINUTES, SLOT_STEP_MINUTES } from '@khidma/shared/constants';
import { kuwaitMidnight, kuwaitWeekday, minutesOfDay } from '@khidma/shared/kuwait-time';

/**
 * The availability rule (docs/api.md, "Time slots"), over data already loaded: pure, so every case is a unit test.
 * A slot [start, end) is free for a partner who works that weekday, has no time off that day, whose working hours
 * hold the whole slot and who has no booking within the travel buffer of it. It is available when the free
 * partners outnumber the sub-category's unassigned bookings near it (each of those will need one of them) and it
 * starts at least SLOT_MIN_LEAD_MINUTES from now.
 */

const MINUTE_MS = 60_000;

/** An approved, active partner with the sub-category as skill, as loaded for one Kuwait day. */
export type SkilledPartner = {
  id: string;
  /** Bit d set: works weekday d (0 = Sunday). */
  workDays: number;
  workHoursStart: string;
  workHoursEnd: string;
  /** A day off or blocked date on the day asked for. */
  dayOff: boolean;
  ratingTotal: number;
  ratingCount: number;
};

/** A non-cancelled booking near the day: a skilled partner's (any sub-category), or an unassigned one of this sub-category. */
export type BookedSlot = { partnerId: string | null; start: number; end: number };

export type DayLoad = {
  /** The Kuwait day, 'YYYY-MM-DD'. */
  date: string;
  durationMinutes: number;
  bufferMinutes: number;
  /** Epoch milliseconds. */
  now: number;
  partners: SkilledPartner[];
  bookings: BookedSlot[];
};

export type SlotState = { start: number; end: number; available: boolean; freePartnerIds: string[] };

const rating = (partner: SkilledPartner) => (partner.ratingCount ? partner.ratingTotal / partner.ratingCount : 0);

/** Best rating first, then the most rated; the id keeps the order stable. */
function byRating(a: SkilledPartner, b: SkilledPartner) {
  return rating(b) - rating(a) || b.ratingCount - a.ratingCount || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

type Hours = { partner: SkilledPartner; from: number; to: number; booked: BookedSlot[] };

/** The day's rule, prepared once: each partner's hours in minutes and own bookings, best rated first. */
function prepare(load: DayLoad) {
  const bookedBy = new Map<string, BookedSlot[]>();
  const unassigned: BookedSlot[] = [];
  for (const booking of load.bookings) {
    if (booking.partnerId === null) unassigned.push(booking);
    else {
      const own = bookedBy.get(booking.partnerId);
      if (own) own.push(booking);
      else bookedBy.set(booking.partnerId, [booking]);
    }
  }
  const hours: Hours[] = [];
  for (const partner of [...load.partners].sort(byRating)) {
    const from = minutesOfDay(partner.workHoursStart);
    const to = minutesOfDay(partner.workHoursEnd);
    if (from === undefined || to === undefined || to <= from) continue;
    hours.push({ partner, from, to, booked: bookedBy.get(partner.id) ?? [] });
  }
  const weekdayBit = 1 << kuwaitWeekday(load.date);
  const working = hours.filter(({ partner }) => (partner.workDays & weekdayBit) !== 0 && !partner.dayOff);
  return { hours, working, unassigned, midnight: kuwaitMidnight(load.date) };
}

const overlaps = (booking: BookedSlot, from: number, to: number) => booking.start < to && booking.end > from;

/** A slot starting `start` cannot be booked at `now`: it starts within SLOT_MIN_LEAD_MINUTES (epoch milliseconds). */
export const startsTooSoon = (start: number, now: number) => start < now + SLOT_MIN_LEAD_MINUTES * MINUTE_MS;

/** The state of the slot starting `startMinute` minutes after the day's Kuwait midnight. */
function slotAt(load: DayLoad, day: ReturnType<typeof prepare>, startMinute: number): SlotState {
  const endMinute = startMinute + load.durationMinutes;
  const start = day.midnight + startMinute * MINUTE_MS;
  const end = day.midnight + endMinute * MINUTE_MS;
  if (startsTooSoon(start, load.now)) return { start, end, available: false, freePartnerIds: [] };
  const from = start - load.bufferMinutes * MINUTE_MS;
  const to = end + load.bufferMinutes * MINUTE_MS;
  const free = day.working.filter(
    (hours) =>
      hours.from <= startMinute &&
      endMinute <= hours.to &&
      !hours.booked.some((booking) => overlaps(booking, from, to)),
  );
  const promised = day.unassigned.filter((booking) => overlaps(booking, from, to)).length;
  const available = free.length > promised;
  return { start, end, available, freePartnerIds: available ? free.map(({ partner }) => partner.id) : [] };
}

/**
 * The day's slots: every SLOT_STEP_MINUTES from the earliest start to the latest end of the skilled partners'
 * working hours (whether or not they work that day, so the grid of a sub-category keeps its shape across the week);
 * none when it has no partner.
 */
export function daySlots(load: DayLoad): SlotState[] {
  const day = prepare(load);
  if (day.hours.length === 0) return [];
  const opens = Math.min(...day.hours.map(({ from }) => from));
  const closes = Math.max(...day.hours.map(({ to }) => to));
  const slots: SlotState[] = [];
  const first = Math.ceil(opens / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
  for (let minute = first; minute + load.durationMinutes <= closes; minute += SLOT_STEP_MINUTES) {
    slots.push(slotAt(load, day, minute));
  }
  return slots;
}

/** One slot of the day, by its start in epoch milliseconds (a step of the day, checked by the caller). */
export function slotState(load: DayLoad, start: number): SlotState {
  const day = prepare(load);
  return slotAt(load, day, Math.round((start - day.midnight) / MINUTE_MS));
}
