import type { Page } from '@khidma/shared/schemas/operations';
import { api } from '@/lib/api';

/**
 * The console's slice of the one API: its own cache tags, added here so the customer's api.ts does not grow with
 * the console's (which loads in its own bundle).
 */
export const adminApi = api.enhanceEndpoints({
  addTagTypes: [
    'AdminDashboard',
    'AdminOrder',
    'AdminCatalogue',
    'AdminApplication',
    'AdminCustomer',
    'AdminPartner',
    'Admin',
    'AdminSettings',
    'AdminTimeOff',
    'AdminPayout',
    'AdminFinance',
  ],
});

/** A list's query: the page, its size, the sort and its direction; filters are each list's own. */
export type ListArgs = { page: number; pageSize: number; sort?: string; order?: 'asc' | 'desc' };

/**
 * Categories, sub-categories and admins are a few dozen rows, answered whole; the console's tables read every list
 * as a page, so they get one page of all of them.
 */
export const wholeList = <T>(rows: T[]): Page<T> => ({
  items: rows,
  total: rows.length,
  page: 1,
  pageSize: Math.max(rows.length, 1),
});
