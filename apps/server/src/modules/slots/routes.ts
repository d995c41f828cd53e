import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { slotSchema, slotsQuerySchema } from '@khidma/shared/schemas/slots';
import { ok, responses } from '../../plugins/envelope';
import { listDaySlots } from './service';

/**
 * GET slots (docs/api.md, "Time slots"): public, and never cached, so a slot shows as taken as soon as an order
 * holding it commits.
 */
export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = { travelBufferMinutes: app.config.TRAVEL_BUFFER_MINUTES };
  app.get(
    '/slots',
    {
      schema: {
        tags: ['slots'],
        summary: "A sub-category's time slots on a Kuwait day, for an order of the given duration",
        querystring: slotsQuerySchema,
        response: responses(slotSchema.array()),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await listDaySlots(app.db, rules, request.query));
    },
  );
};
