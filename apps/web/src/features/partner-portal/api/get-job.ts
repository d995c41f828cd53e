import type { Job } from '@khidma/shared/schemas/operations';
import { api } from '@/lib/api';

const jobApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartnerJob: build.query<Job, string>({
      query: (ordId) => `partner/jobs/${encodeURIComponent(ordId)}`,
      providesTags: (_result, _error, ordId) => [{ type: 'PartnerJob', id: ordId }],
    }),
  }),
});

export const { useGetPartnerJobQuery } = jobApi;
