import { describe, expect, it } from 'vitest';
import type { Payment } from '@khidma/shared/schemas/payment';
import { makeBooking } from '@/test/fixtures';
import { failureReason } from './payment-status';

const attempt = (status: string, verifiedAt: string | null = '2026-11-22T08:01:00.000Z') =>
  ({ status, verifiedAt }) as Payment;
const open = makeBooking({ ordStatus: 'Pending', paymentType: 1, payment_status: 'FAILED' });

describe('failureReason (issue 25)', () => {
  it('reads the verified attempt: declined, cancelled, timed out', () => {
    expect(failureReason(open, attempt('NOT CAPTURED'))).toBe('declined');
    expect(failureReason(open, attempt('DENIED BY RISK'))).toBe('declined');
    expect(failureReason(open, attempt('CANCELED'))).toBe('cancelled');
    expect(failureReason(open, attempt('TIMEOUT'))).toBe('timedOut');
  });

  it('an attempt the gateway never answered for did not complete in time', () => {
    expect(failureReason(open, attempt('CREATED', null))).toBe('timedOut');
    expect(failureReason(open, null)).toBe('timedOut');
  });

  it('a cancelled order (its time to pay passed) cannot be paid again', () => {
    expect(failureReason({ ...open, ordStatus: 'Cancelled' }, attempt('NOT CAPTURED'))).toBe('expired');
  });
});
