import { ilike, sql, type Column, type SQL } from 'drizzle-orm';
import { phoneSearchDigits } from '@khidma/shared/phones';
import { containsPattern } from './paging';

/**
 * A console search box's match on a stored phone (country code and national number, phones.ts). A number in any
 * format ("+965 5123 4567", "0096551234567", "5123-4567") is matched by its digits against code and number
 * together, so the E.164, the formatted number and a part of it all find the person; anything else is matched
 * against the number as typed.
 */
export function phoneMatches(columns: { countryCode: Column; phone: Column }, q: string): SQL {
  const digits = phoneSearchDigits(q);
  if (!digits) return ilike(columns.phone, containsPattern(q));
  return ilike(sql`replace(${columns.countryCode}, '+', '') || ${columns.phone}`, containsPattern(digits));
}
