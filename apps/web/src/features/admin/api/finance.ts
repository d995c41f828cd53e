import { API_PREFIX } from '@khidma/shared/constants';
import type { DuePartner, Finance, FinanceExport, Payout, PeriodQuery } from '@khidma/shared/schemas/finance';
import { adminApi } from './admin-api';

const financeApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getPayouts: build.query<Payout[], void>({ query: () => 'admin/payouts', providesTags: ['AdminPayout'] }),
    getPayoutsDue: build.query<DuePartner[], string>({
      query: (to) => `admin/payouts/due?${new URLSearchParams({ to })}`,
      providesTags: ['AdminPayout'],
    }),
    createPayout: build.mutation<Payout, { to: string }>({
      query: (body) => ({ url: 'admin/payouts', method: 'POST', body }),
      invalidatesTags: ['AdminPayout'],
    }),
    markPayoutPaid: build.mutation<Payout, { id: string; bankReference: string }>({
      query: ({ id, bankReference }) => ({ url: `admin/payouts/${id}/paid`, method: 'POST', body: { bankReference } }),
      invalidatesTags: ['AdminPayout', 'AdminFinance'],
    }),
    getFinance: build.query<Finance, PeriodQuery>({
      query: ({ from, to }) => `admin/finance?${new URLSearchParams({ from, to })}`,
      providesTags: ['AdminFinance'],
    }),
  }),
});

export const {
  useGetPayoutsQuery,
  useGetPayoutsDueQuery,
  useCreatePayoutMutation,
  useMarkPayoutPaidMutation,
  useGetFinanceQuery,
} = financeApi;

/** A download's address (a plain link: the browser saves the CSV the server streams). */
export const exportUrl = (kind: FinanceExport, { from, to }: PeriodQuery) =>
  `${API_PREFIX}/admin/exports/${kind}.csv?${new URLSearchParams({ from, to })}`;

export const payoutFileUrl = (id: string) => `${API_PREFIX}/admin/payouts/${id}/export.csv`;
