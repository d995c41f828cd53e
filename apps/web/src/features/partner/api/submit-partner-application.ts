import type { PartnerApplication, PartnerApplicationResult } from '@khidma/shared/schemas/partner';
import { api } from '@/lib/api';

const endpoints = api.injectEndpoints({
  endpoints: (build) => ({
    submitPartnerApplication: build.mutation<PartnerApplicationResult, PartnerApplication>({
      query: (body) => ({ url: 'servicesPartner_add', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitPartnerApplicationMutation } = endpoints;
