import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * CSV for Excel and the bank (docs/decisions/2026-11-26-payouts-and-finance.md): UTF-8 with a byte-order mark so
 * Excel reads Arabic, CRLF lines, every cell quoted when it holds a quote, comma or line break, and a cell that a
 * spreadsheet would run as a formula (starting = + - @, or a tab or carriage return) prefixed with an apostrophe.
 */
export const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export type Cell = string | number | null | undefined;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  // Numbers are ours (amounts, counts): a negative amount stays a number, never a formula.
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** KD with its 3 fils decimals, as the bank's file and Excel want it ("12.500"), without grouping. */
export const kdCell = (fils: number) => (fils / 1000).toFixed(3);

/**
 * Sends a CSV download whose rows come from `pages` (one page of rows per DB read), written to the reply as they
 * come: the whole file is never held in memory.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: string[],
  pages: AsyncIterable<Cell[][]>,
): FastifyReply {
  async function* lines() {
    yield BOM + csvLine(header);
    for await (const rows of pages) {
      if (rows.length) yield rows.map(csvLine).join('');
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(lines()));
}
