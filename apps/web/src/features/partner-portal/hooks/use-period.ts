import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { kuwaitDate } from '@khidma/shared/kuwait-time';
import { periodQuerySchema, type PeriodQuery } from '@khidma/shared/schemas/finance';

/** This Kuwait month so far: the first day to today. */
export function thisMonth(): PeriodQuery {
  const today = kuwaitDate(Date.now());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * A report's period in the address (?from=&to=), so a reload or a shared link shows the same days; a missing or
 * invalid one is this month so far.
 */
export function usePeriod(): [PeriodQuery, (period: PeriodQuery) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = periodQuerySchema.safeParse({ from: params.get('from'), to: params.get('to') });
  const period = parsed.success ? parsed.data : thisMonth();
  const setPeriod = useCallback(
    (next: PeriodQuery) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('from', next.from);
          updated.set('to', next.to);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [period, setPeriod];
}
