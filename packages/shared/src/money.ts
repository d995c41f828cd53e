import { CURRENCY_LABEL } from './constants';

/**
 * Money travels as KD numbers in the API (spec §3 "Price (number)") and is stored and summed as integer fils
 * (1 KD = 1000 fils) on the server, so no float sum ever decides a total.
 */
export const FILS_PER_KD = 1000;

export function filsToKd(fils: number): number {
  return fils / FILS_PER_KD;
}

export function kdToFils(kd: number): number {
  return Math.round(kd * FILS_PER_KD);
}

/** "12.50": two decimals, as every price is shown (spec §9). */
export function formatAmount(kd: number): string {
  return kd.toFixed(2);
}

/** "KD 12.50" */
export function formatKD(kd: number): string {
  return `${CURRENCY_LABEL} ${formatAmount(kd)}`;
}
