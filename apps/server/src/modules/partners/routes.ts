import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerApplicationResultSchema, partnerApplicationSchema } from '@khidma/shared/schemas/partner';
import { ok, responses } from '../../plugins/envelope';
import { addPartnerApplication } from './service';

/** Applications per client address: a real applicant sends one, perhaps after fixing a mistake. */
export const PARTNER_RATE_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/servicesPartner_add',
    {
      schema: {
        tags: ['partners'],
        summary: 'Apply as a service partner (stored awaiting review)',
        body: partnerApplicationSchema,
        response: responses(partnerApplicationResultSchema),
      },
      config: { rateLimit: PARTNER_RATE_LIMIT },
    },
    async (request) =>
      ok(
        await addPartnerApplication(app.db, request.body, {
          encryptionKey: app.config.dataEncryptionKey,
          ownsUpload: (url, kind) => request.ownsUpload(url, kind),
        }),
        'success.partners.received',
      ),
  );
};
