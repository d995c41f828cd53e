import type { Earnings, PeriodQuery } from '@khidma/shared/schemas/finance';
import { api } from '@/lib/api';

const earningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEarnings: build.query<Earnings, PeriodQuery>({
      query: ({ from, to }) => `partner/earnings?${new URLSearchParams({ from, to })}`,
      providesTags: ['PartnerJob'],
    }),
  }),
});

export const { useGetEarningsQuery } = earningsApi;
