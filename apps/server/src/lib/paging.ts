import type { Page } from '@khidma/shared/schemas/operations';

/** LIMIT and OFFSET of a console page (`page` from 1). */
export function pageWindow(query: { page: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** The answer of a console list: its page of rows and how many the whole list holds. */
export function pageAnswer<T>(query: { page: number; pageSize: number }, items: T[], total: number): Page<T> {
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** `q` with LIKE's own % and _ (and its escape) taken literally. */
const literal = (q: string) => q.replace(/[\\%_]/g, (character) => `\\${character}`);

/** `q` as an ILIKE pattern matching any part. */
export function containsPattern(q: string): string {
  return `%${literal(q)}%`;
}

/** `q` as an ILIKE pattern matching a start (`prefix` before it, when given). */
export function startsWithPattern(q: string, prefix = ''): string {
  return `${prefix}${literal(q)}%`;
}
