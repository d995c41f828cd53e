import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { slotSchema, slotsQuerySchema } from '@khidma/shared/schemas/slots';
import { ok, responses } from '../../plugins/envelope';
import { ResponseCache } from '../catalog/response-cache';
import { orderRulesOf } from '../orders/change-terms';
import { expireUnpaidOrders } from '../orders/payment-window';
import { SlotCache } from './day-cache';
import { listDaySlots } from './service';

/** Distinct GET slots answers kept serialized (a day, a version, a lead cut-off each): about 3 KB apiece. */
const ANSWERS_KEPT = 2_000;

/**
 * GET slots (docs/api.md, "Time slots"): public, and never cached by clients; the server keeps computed days in
 * memory under the sub-category's database version (day-cache.ts), so a slot shows as taken as soon as an order
 * holding it commits, in every process.
 */
export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = { travelBufferMinutes: app.config.TRAVEL_BUFFER_MINUTES };
  const cache = new SlotCache(app.db);
  // Each distinct answer serialized (and compressed) once; no client keeps one, as the next booking may change it.
  const answers = new ResponseCache({ max: ANSWERS_KEPT, cacheControl: 'no-store' });
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
      // Unpaid orders past their payment window give their slots back before the day is read.
      await expireUnpaidOrders(app.db, orderRulesOf(app.config));
      const day = await listDaySlots(app.db, rules, request.query, cache);
      await answers.send(request, reply, day.key, async () => ok(day.slots()));
      return reply;
    },
  );
};
