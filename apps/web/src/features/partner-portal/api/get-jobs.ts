import type { JOB_VIEWS, Job } from '@khidma/shared/schemas/operations';
import { api } from '@/lib/api';

export type JobView = (typeof JOB_VIEWS)[number];

/** A partner's list follows the admin's assignments: asked again on focus and every 30 s while it is shown. */
export const JOBS_POLL_MS = 30_000;

const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartnerJobs: build.query<Job[], JobView>({
      query: (view) => `partner/jobs?view=${view}`,
      providesTags: ['PartnerJob'],
    }),
  }),
});

export const { useGetPartnerJobsQuery } = jobsApi;
