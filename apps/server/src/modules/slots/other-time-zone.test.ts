import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WORK_DAYS_DEFAULT } from '@khidma/shared/constants';
import { addKuwaitDays, kuwaitDate, kuwaitMidnight, kuwaitWeekday, toKuwaitIso } from '@khidma/shared/kuwait-time';
import type { App } from '../../app';
import { Agent } from '../../test/agent';
import { addPartner, kuwaitDay, skillWithoutPartners } from '../../test/slots';
import { createTestApp } from '../../test/test-app';
import { daySlots } from './availability';

// A server in another time zone, with daylight saving; Node applies a new TZ from the next date it computes, and
// nothing above computes one on import.
vi.stubEnv('TZ', 'America/New_York');

describe('Kuwait time on a server in New York', () => {
  it('runs in New York (the test would prove nothing otherwise)', () => {
    expect(new Date(2027, 0, 15).getTimezoneOffset()).toBe(300);
    expect(new Date(2027, 6, 15).getTimezoneOffset()).toBe(240);
  });

  it("keeps Kuwait's days and times across New York's change of clocks (14 March 2027)", () => {
    for (const date of ['2027-03-13', '2027-03-14', '2027-03-15']) {
      expect(toKuwaitIso(kuwaitMidnight(date))).toBe(`${date}T00:00:00+03:00`);
      expect(kuwaitDate(kuwaitMidnight(date) + 23 * 3_600_000 + 59 * 60_000)).toBe(date);
    }
    expect(kuwaitWeekday('2027-03-14')).toBe(0);
    expect(addKuwaitDays('2027-03-13', 2)).toBe('2027-03-15');
    // 23:30 UTC on the 13th is 02:30 on the 14th in Kuwait.
    expect(kuwaitDate(Date.parse('2027-03-13T23:30:00Z'))).toBe('2027-03-14');

    const slots = daySlots({
      date: '2027-03-14',
      durationMinutes: 60,
      bufferMinutes: 30,
      now: Date.parse('2027-03-13T00:00:00Z'),
      partners: [
        {
          id: 'p1',
          workDays: WORK_DAYS_DEFAULT,
          workHoursStart: '01:00',
          workHoursEnd: '04:00',
          dayOff: false,
          ratingTotal: 0,
          ratingCount: 0,
        },
      ],
      bookings: [],
    });
    expect(slots.map((slot) => toKuwaitIso(slot.start))).toEqual([
      '2027-03-14T01:00:00+03:00',
      '2027-03-14T01:30:00+03:00',
      '2027-03-14T02:00:00+03:00',
      '2027-03-14T02:30:00+03:00',
      '2027-03-14T03:00:00+03:00',
    ]);
  });

  describe('GET slots', () => {
    let app: App;
    beforeAll(async () => {
      app = await createTestApp({ seed: true });
    });
    afterAll(() => app.close());

    it('answers the same Kuwait slots as anywhere else', async () => {
      const skill = await skillWithoutPartners(app.db);
      await addPartner(app.db, skill, { workHoursStart: '09:00', workHoursEnd: '11:00', workDays: 0b1111111 });
      const day = kuwaitDay(3);
      const response = await app.inject({
        method: 'GET',
        url: `${Agent.api('slots')}?subCategoryId=${skill.subId}&date=${day}&duration=60`,
      });
      expect(response.json().results).toEqual([
        { start: `${day}T09:00:00+03:00`, end: `${day}T10:00:00+03:00`, available: true },
        { start: `${day}T09:30:00+03:00`, end: `${day}T10:30:00+03:00`, available: true },
        { start: `${day}T10:00:00+03:00`, end: `${day}T11:00:00+03:00`, available: true },
      ]);
    });
  });
});
