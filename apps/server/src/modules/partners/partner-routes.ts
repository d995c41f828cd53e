import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerProfileSchema, partnerReviewSchema, workHoursSchema } from '@khidma/shared/schemas/operations';
import { ok, responses } from '../../plugins/envelope';
import { requireRole } from '../../plugins/session';
import { sendPrivateFile } from './private-file';
import { partnerIdOf, partnerPhoto, partnerProfile, partnerReviews, setPartnerHours } from './service';

/**
 * The partner portal's own profile (issue 13), partners only: the partner is the approved application whose login
 * is the session's user; a partner account without one gets 403.
 */
export const partnerPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireRole(request, 'partner');
  });
  const tags = ['partner portal'];
  const me = async (request: FastifyRequest) => partnerIdOf(app.db, (await requireRole(request, 'partner')).userId);

  app.get(
    '/partner/me',
    { schema: { tags, summary: "The partner's profile", response: responses(partnerProfileSchema) } },
    async (request) => ok(await partnerProfile(app.db, await me(request))),
  );

  app.get(
    '/partner/me/photo',
    { schema: { tags, summary: "The partner's own photo (private: admins and this partner only)" } },
    async (request, reply) => sendPrivateFile(app, reply, await partnerPhoto(app.db, await me(request))),
  );

  app.put(
    '/partner/me',
    {
      schema: {
        tags,
        summary: 'Change my working hours',
        body: workHoursSchema,
        response: responses(partnerProfileSchema),
      },
    },
    async (request) => {
      const id = await me(request);
      await setPartnerHours(app.db, id, request.body);
      return ok(await partnerProfile(app.db, id), 'success.partners.saved');
    },
  );

  app.get(
    '/partner/reviews',
    {
      schema: {
        tags,
        summary: 'What customers rated and wrote about me, newest first',
        response: responses(partnerReviewSchema.array()),
      },
    },
    async (request) => ok(await partnerReviews(app.db, await me(request))),
  );
};
