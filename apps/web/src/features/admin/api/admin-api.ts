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
  ],
});

/** A list's query: the page, its size, the sort and its direction; filters are each list's own. */
export type ListArgs = { page: number; pageSize: number; sort?: string; order?: 'asc' | 'desc' };
