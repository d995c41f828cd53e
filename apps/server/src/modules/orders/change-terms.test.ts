import { afterEach, describe, expect, it, vi } from 'vitest';
import { FREE_CHANGE_MINUTES } from '@khidma/shared/constants';
import { changeFee, changeFeeNow } from './change-terms';

const FEE = 1.5;
/** A frozen clock: 2026-11-26 09:00 in Kuwait. */
const NOW = Date.parse('2026-11-26T09:00:00+03:00');
const MINUTE = 60_000;
const at = (minutesFromNow: number) => new Date(NOW + minutesFromNow * MINUTE);

describe('changeFee', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is free while the slot is more than FREE_CHANGE_MINUTES away and the partner has not set off', () => {
    for (const ordStatus of ['Pending', 'Open', 'Accepted']) {
      expect(changeFee({ ordStatus, slotStart: at(FREE_CHANGE_MINUTES + 1) }, FEE, NOW)).toBe(0);
      expect(changeFee({ ordStatus, slotStart: at(14 * 24 * 60) }, FEE, NOW)).toBe(0);
    }
  });

  it('costs the late-change fee from FREE_CHANGE_MINUTES before the slot, and after it', () => {
    expect(changeFee({ ordStatus: 'Open', slotStart: at(FREE_CHANGE_MINUTES) }, FEE, NOW)).toBe(FEE);
    expect(changeFee({ ordStatus: 'Accepted', slotStart: at(FREE_CHANGE_MINUTES - 1) }, FEE, NOW)).toBe(FEE);
    expect(changeFee({ ordStatus: 'Open', slotStart: at(-30) }, FEE, NOW)).toBe(FEE);
  });

  it('costs the fee once the partner is on the way, however far the slot', () => {
    expect(changeFee({ ordStatus: 'Traveling', slotStart: at(24 * 60) }, FEE, NOW)).toBe(FEE);
    expect(changeFee({ ordStatus: 'Traveling', slotStart: null }, FEE, NOW)).toBe(FEE);
  });

  it('is null once the partner has arrived, or the order is finished', () => {
    for (const ordStatus of ['Reached', 'Started', 'Completed', 'Cancelled']) {
      expect(changeFee({ ordStatus, slotStart: at(24 * 60) }, FEE, NOW)).toBeNull();
      expect(changeFee({ ordStatus, slotStart: null }, FEE, NOW)).toBeNull();
    }
  });

  it('is free for an order without a slot until the partner sets off', () => {
    expect(changeFee({ ordStatus: 'Open', slotStart: null }, FEE, NOW)).toBe(0);
  });

  it('follows the configured fee, and 0 configured is always free', () => {
    expect(changeFee({ ordStatus: 'Open', slotStart: at(60) }, 0.25, NOW)).toBe(0.25);
    expect(changeFee({ ordStatus: 'Traveling', slotStart: at(60) }, 0, NOW)).toBe(0);
  });

  it("reads the terms' clock", () => {
    const terms = { lateChangeFeeKd: FEE, now: () => NOW };
    expect(changeFeeNow({ ordStatus: 'Open', slotStart: at(FREE_CHANGE_MINUTES + 1) }, terms)).toBe(0);
    expect(
      changeFeeNow(
        { ordStatus: 'Open', slotStart: at(FREE_CHANGE_MINUTES + 1) },
        { ...terms, now: () => NOW + 2 * MINUTE },
      ),
    ).toBe(FEE);
  });

  it('answers the same in any time zone, across a change of clocks (New York, 14 March 2027)', () => {
    const answers = () => {
      const now = Date.parse('2027-03-14T01:30:00-05:00');
      return [FREE_CHANGE_MINUTES - 1, FREE_CHANGE_MINUTES, FREE_CHANGE_MINUTES + 1, 24 * 60].map((minutes) =>
        changeFee({ ordStatus: 'Open', slotStart: new Date(now + minutes * MINUTE) }, FEE, now),
      );
    };
    const expected = [FEE, FEE, 0, 0];
    for (const zone of ['UTC', 'Asia/Kuwait', 'America/New_York', 'Pacific/Kiritimati']) {
      vi.stubEnv('TZ', zone);
      expect([zone, ...answers()]).toEqual([zone, ...expected]);
    }
    vi.stubEnv('TZ', 'America/New_York');
    expect(new Date(2027, 6, 15).getTimezoneOffset()).toBe(240);
  });
});
