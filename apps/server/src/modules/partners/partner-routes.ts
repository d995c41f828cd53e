import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import {
  partnerProfileSchema,
  partnerReviewSchema,
  timeOffInputSchema,
  timeOffSchema,
  workHoursSchema,
} from '@khidma/shared/schemas/operations';
import { ok, responses } from '../../plugins/envelope';
import { requireRole } from '../../plugins/session';
import { sendPrivateFile } from './private-file';
import { partnerIdOf, partnerPhoto, partnerProfile, partnerReviews, setPartnerHours } from './service';
import { addTimeOff, listTimeOff, removeTimeOff } from './time-off';

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
        summary: 'Change my working hours and weekdays',
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
    '/partner/me/time_off',
    {
      schema: {
        tags,
        summary: 'My days off from today on, soonest first',
        response: responses(timeOffSchema.array()),
      },
    },
    async (request) => ok(await listTimeOff(app.db, await me(request))),
  );

  app.post(
    '/partner/me/time_off',
    {
      schema: {
        tags,
        summary: 'Take a day off (today to a year ahead): no slot is offered with me that day',
        body: timeOffInputSchema,
        response: responses(timeOffSchema),
      },
    },
    async (request) => ok(await addTimeOff(app.db, await me(request), request.body), 'success.partners.saved'),
  );

  app.delete(
    '/partner/me/time_off/:id',
    {
      schema: {
        tags,
        summary: 'Work on a day I had taken off',
        params: z.object({ id: idSchema }),
        response: responses(z.object({ _id: z.string() })),
      },
    },
    async (request) => {
      await removeTimeOff(app.db, await me(request), request.params.id);
      return ok({ _id: request.params.id }, 'success.partners.saved');
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
