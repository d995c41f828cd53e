import type { Slot } from '@khidma/shared/schemas/slots';
import { api } from '@/lib/api';

/** `area`: the address's, so only the partners who go there count. */
export type SlotsArgs = { subCategoryId: string; date: string; duration: number; area?: string };

const slotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET slots (docs/api.md, "Time slots"): one Kuwait day of a sub-category, for an order of `duration` minutes. */
    getSlots: build.query<Slot[], SlotsArgs>({
      query: ({ subCategoryId, date, duration, area }) => ({
        url: 'slots',
        params: area ? { subCategoryId, date, duration, area } : { subCategoryId, date, duration },
      }),
      providesTags: ['Slot'],
      // A slot can go at any moment: a day seen a minute ago is asked again rather than trusted.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetSlotsQuery } = slotsApi;
