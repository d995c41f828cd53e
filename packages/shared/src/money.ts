import { CURRENCY_LABEL, CURRENCY_LABEL_AR } from './constants';
import type { Language } from './languages';

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

/** Each group of three digits of a whole number, from the right. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * "1,250.500": Latin digits in both languages (as Kuwaiti receipts write them), thousands grouped, always the three
 * fils decimals. Written from the integer fils, so 0.1 + 0.2 is 0.300 and never a rounding artefact. Not through
 * Intl.NumberFormat: making the first one starts the browser's ICU (about 15 ms here, 60 ms on a slow phone), on
 * every catalogue page as it hydrates, for a format that never changes with the language.
 */
export function formatAmount(kd: number): string {
  const fils = kdToFils(kd);
  const whole = Math.floor(Math.abs(fils) / FILS_PER_KD);
  const decimals = String(Math.abs(fils) % FILS_PER_KD).padStart(3, '0');
  return `${fils < 0 ? '-' : ''}${String(whole).replace(THOUSANDS, ',')}.${decimals}`;
}

/**
 * The one money formatter of the site, the console, the portal, the server's pages and the sandbox gateway:
 * "KD 28.000" in English, "28.000 د.ك" in Arabic.
 */
export function formatMoney(kd: number, language: Language = 'en'): string {
  return language === 'ar' ? `${formatAmount(kd)} ${CURRENCY_LABEL_AR}` : `${CURRENCY_LABEL} ${formatAmount(kd)}`;
}

/** "KD 12.500" */
export function formatKD(kd: number): string {
  return formatMoney(kd, 'en');
}
